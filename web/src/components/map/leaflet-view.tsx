import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { type LatLng, type MapConfigView, roundCoordinate } from '@packflow/contracts';

/** Where an empty map looks: mainland China as a whole. */
const OVERVIEW: LatLng = { lat: 35, lng: 105 };
const OVERVIEW_ZOOM = 4;
const PLACE_ZOOM = 15;

export interface LeafletViewProps {
  /** A provider with tiles (tileUrl set). */
  config: MapConfigView;
  label: string;
  /** CSS height of the map box. */
  height: string;
  /** Where to look first; the overview of China without one. */
  focus: LatLng | null;
  /** The picked location (location dialog). */
  marker?: LatLng | null;
  /** The fence's corners (polygon dialog), each draggable. */
  polygon?: readonly LatLng[];
  selected?: number | null;
  onClick: (point: LatLng) => void;
  onVertexMove?: (index: number, point: LatLng) => void;
  onVertexSelect?: (index: number) => void;
  /** No tile could be drawn (offline, a wrong address): the dialog falls back to typing. */
  onTilesFailed: () => void;
}

/** A point on the map, to the 7 decimals kept (about a centimetre). */
const pointOf = (ll: L.LatLng): LatLng => ({ lat: roundCoordinate(ll.lat), lng: roundCoordinate(ll.lng) });

/**
 * Leaflet on the configured tiles. Loaded in a chunk of its own, only when a dialog shows a map.
 * Markers are drawn shapes (no marker images to bundle); fence corners are small draggable dots.
 */
export default function LeafletView(props: LeafletViewProps) {
  const { config, label, height, focus, marker, polygon, selected } = props;
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  // The newest callbacks, for the handlers Leaflet holds on to.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = box.current;
    if (!element || !config.tileUrl) return;
    const start = focus ?? OVERVIEW;
    const view = L.map(element, { attributionControl: config.attribution !== '' }).setView(
      [start.lat, start.lng],
      focus ? PLACE_ZOOM : OVERVIEW_ZOOM,
    );
    const tiles = L.tileLayer(config.tileUrl, {
      subdomains: config.subdomains || 'abc',
      attribution: config.attribution,
      maxZoom: 18,
    });
    let drawn = false;
    tiles.on('tileload', () => (drawn = true));
    // One failed tile among drawn ones is the network's hiccup; failing before any is drawn is offline.
    tiles.on('tileerror', () => {
      if (!drawn) latest.current.onTilesFailed();
    });
    tiles.addTo(view);
    view.on('click', (event: L.LeafletMouseEvent) => latest.current.onClick(pointOf(event.latlng)));
    shapes.current = L.layerGroup().addTo(view);
    map.current = view;
    // The dialog opens with a transition and resizes with the window: the map measures again.
    const resized = new ResizeObserver(() => view.invalidateSize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      view.remove();
      map.current = null;
      shapes.current = null;
    };
    // The view is made once per provider; focus only matters at the start.
  }, [config.tileUrl, config.subdomains, config.attribution]);

  useEffect(() => {
    const group = shapes.current;
    if (!group) return;
    group.clearLayers();
    if (marker)
      L.circleMarker([marker.lat, marker.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: '#2d72d2',
        fillOpacity: 1,
        interactive: false,
        className: 'pf-map-marker',
      }).addTo(group);
    if (!polygon) return;
    if (polygon.length >= 2)
      L.polygon(
        polygon.map((p) => [p.lat, p.lng] as [number, number]),
        { color: '#2d72d2', weight: 2, fillOpacity: 0.15, interactive: false },
      ).addTo(group);
    polygon.forEach((p, index) => {
      const corner = L.marker([p.lat, p.lng], {
        draggable: true,
        title: String(index + 1),
        icon: L.divIcon({
          className: index === selected ? 'pf-map-vertex pf-map-vertex-selected' : 'pf-map-vertex',
          iconSize: [16, 16],
        }),
      });
      corner.on('dragend', () => latest.current.onVertexMove?.(index, pointOf(corner.getLatLng())));
      corner.on('click', () => latest.current.onVertexSelect?.(index));
      corner.addTo(group);
    });
  }, [marker, polygon, selected]);

  // A point set from outside the map (typed, found by search) is brought into view.
  useEffect(() => {
    const view = map.current;
    if (!view || !marker || view.getBounds().contains([marker.lat, marker.lng])) return;
    view.setView([marker.lat, marker.lng], Math.max(view.getZoom(), 13));
  }, [marker]);

  return (
    <div
      ref={box}
      className="pf-map"
      style={{ height }}
      role="application"
      aria-label={label}
      data-testid="pf-map"
    />
  );
}

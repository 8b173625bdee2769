import type { LatLng } from '@packflow/contracts';

/**
 * Editing a fence's corners, as the polygon dialog does it: each edit answers a new list (the
 * dialog keeps an undo-free, plain array) and the corner selected afterwards.
 */
export interface PolygonEdit {
  points: LatLng[];
  /** The corner the last edit touched, null when none. */
  selected: number | null;
}

/** A click on the map: a new corner after the last one, selected. */
export const addPoint = ({ points }: PolygonEdit, point: LatLng): PolygonEdit => ({
  points: [...points, point],
  selected: points.length,
});

/** A corner dragged to `point`; a corner that does not exist changes nothing. */
export function movePoint(edit: PolygonEdit, index: number, point: LatLng): PolygonEdit {
  if (index < 0 || index >= edit.points.length) return edit;
  return { points: edit.points.map((p, i) => (i === index ? point : p)), selected: index };
}

/** A corner deleted: the one before it is selected next (or the new first one). */
export function removePoint(edit: PolygonEdit, index: number): PolygonEdit {
  if (index < 0 || index >= edit.points.length) return edit;
  const points = edit.points.filter((_p, i) => i !== index);
  return { points, selected: points.length === 0 ? null : Math.max(0, index - 1) };
}

/** Every corner removed. */
export const clearPoints = (): PolygonEdit => ({ points: [], selected: null });

/** Where to look at first: the middle of the corners' box, or null without corners. */
export function centreOf(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render } from '@testing-library/react';
import type { MapConfigView } from '@packflow/contracts';
import LeafletView from './leaflet-view';

// jsdom has no layout: the map measures nothing, which Leaflet tolerates; it only needs these.
beforeAll(() => {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      disconnect() {}
    },
  });
});

const config: MapConfigView = {
  provider: 'xyz',
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  subdomains: '',
  attribution: '',
  search: false,
};
const corners = [
  { lat: 36.1, lng: 120.3 },
  { lat: 36.2, lng: 120.4 },
  { lat: 36.15, lng: 120.5 },
];

function draw(props: Partial<Parameters<typeof LeafletView>[0]> = {}) {
  const handlers = {
    onClick: jest.fn(),
    onVertexSelect: jest.fn(),
    onVertexMove: jest.fn(),
    onTilesFailed: jest.fn(),
  };
  const view = render(
    <LeafletView config={config} label="Map" height="300px" focus={null} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
}

describe('the Leaflet view', () => {
  it("draws a fence's corners as numbered dots, the selected one marked, and selects one clicked", () => {
    const { container, onVertexSelect } = draw({ polygon: corners, selected: 1 });
    const dots = container.querySelectorAll('.pf-map-vertex');
    expect(dots).toHaveLength(3);
    expect([...dots].map((d) => d.getAttribute('title'))).toEqual(['1', '2', '3']);
    expect(dots[1]).toHaveClass('pf-map-vertex-selected');
    fireEvent.click(dots[2]!);
    expect(onVertexSelect).toHaveBeenCalledWith(2);
    expect(container.querySelector('path')).not.toBeNull();
  });

  it('draws the picked location as a marker and redraws it when it moves', () => {
    const { container, rerender } = draw({ marker: { lat: 36.0671, lng: 120.3826 } });
    expect(container.querySelectorAll('path.pf-map-marker')).toHaveLength(1);
    rerender(
      <LeafletView
        config={config}
        label="Map"
        height="300px"
        focus={null}
        marker={null}
        onClick={jest.fn()}
        onTilesFailed={jest.fn()}
      />,
    );
    expect(container.querySelectorAll('path.pf-map-marker')).toHaveLength(0);
  });

  it('tells the dialog when a tile fails before any is drawn', () => {
    const { container, onTilesFailed } = draw();
    const tile = container.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();
    act(() => {
      tile!.dispatchEvent(new Event('error'));
    });
    expect(onTilesFailed).toHaveBeenCalled();
  });
});

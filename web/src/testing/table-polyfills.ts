/**
 * What the shared widgets (components/ui: tables, searchable select, ...) need in jsdom. Import it
 * first in a test file that renders one of them, also indirectly through a screen:
 *
 * - Their style sheets are stubbed out: jest would read a `.css` import as JavaScript; and the
 *   ES module PagedTable patches is mapped to its CommonJS twin, the one Table2 uses here.
 * - Blueprint's Table2 renders only the rows and columns inside its scroll container, which it
 *   measures with clientWidth/clientHeight; jsdom lays nothing out and says 0, so no cell at all
 *   would render. Every element here claims the size of a roomy screen instead (`setLayoutSize`).
 * - ResizeObserver, which Blueprint's ResizeSensor uses when it exists.
 */
jest.mock('@blueprintjs/table/lib/css/table.css', () => ({}));
jest.mock('@blueprintjs/select/lib/css/blueprint-select.css', () => ({}));
jest.mock('../components/ui/widgets.css', () => ({}));
// Screens with a style sheet of their own, also when a test opens them through the console.
jest.mock('../features/quotations/quotations.css', () => ({}));
// PagedTable swaps Table2's resize sensor in the ES build; jest runs the CommonJS one.
jest.mock('@blueprintjs/table/lib/esm/interactions/resizeSensor', () =>
  jest.requireActual('@blueprintjs/table/lib/cjs/interactions/resizeSensor'),
);

const layout = { width: 1600, height: 1200 };

/** The size every element reports (clientWidth/clientHeight), for a test that needs a small viewport. */
export function setLayoutSize(width: number, height: number): void {
  layout.width = width;
  layout.height = height;
}

Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => layout.width });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get: () => layout.height,
});

class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver;

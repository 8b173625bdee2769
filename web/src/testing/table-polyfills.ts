/**
 * What the shared widgets (components/ui: tables, searchable select, ...) need in jsdom. Import it
 * first in a test file that renders one of them, also indirectly through a screen:
 *
 * - (Style sheets are empty modules for every test: jest.config.js maps `.css` imports.)
 * - jsdom lays nothing out and says 0 for clientWidth/clientHeight; every element here claims the
 *   size of a roomy screen instead (`setLayoutSize`), for widgets that measure their container.
 * - ResizeObserver, which Blueprint's ResizeSensor uses when it exists.
 */

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

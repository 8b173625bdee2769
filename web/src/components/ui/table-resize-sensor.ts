import { ResizeSensor } from '@blueprintjs/table/lib/esm/interactions/resizeSensor';

/**
 * Blueprint's Table2 (6.2.6) notices that it was resized with a sensor built from HTML with
 * style attributes, which the console's CSP (style-src 'self') blocks, with a console error for
 * each. A ResizeObserver tells it the same without any markup. Imported once by PagedTable; tests
 * get the CommonJS build of the same module (testing/table-polyfills).
 */
ResizeSensor.attach = (element: HTMLElement, callback: () => void): (() => void) => {
  const observer = new ResizeObserver(() => callback());
  observer.observe(element);
  return () => observer.disconnect();
};

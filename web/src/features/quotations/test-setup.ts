/**
 * Import first in a quotation screen test (after the shared polyfills): jest would read the
 * screens' style sheet as JavaScript.
 */
jest.mock('./quotations.css', () => ({}));

import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

/**
 * jsdom lacks what React Router and the request signing need from a browser; Node has it. Import
 * this first in a test file that renders the router or signs a call (imports run in order, so it is
 * there before the router loads).
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen waiting on a debounced price or a mocked answer can take more than the default second
// to settle when two test workers share a loaded machine: findBy and waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

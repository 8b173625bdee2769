import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom lacks what React Router and the request signing need from a browser; Node has it. Import
 * this first in a test file that renders the router or signs a call (imports run in order, so it is
 * there before the router loads).
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });

import type { LiveSocket } from '../lib/live';

/** A socket.io client that the test drives: `serverSays` plays an event from the server side. */
export function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const emitted: [string, unknown][] = [];
  const socket = {
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    connect: jest.fn(),
    disconnect: jest.fn(),
  };
  const serverSays = (event: string, ...args: unknown[]) => handlers.get(event)?.(...args);
  return {
    socket: socket as unknown as LiveSocket,
    connect: socket.connect,
    disconnect: socket.disconnect,
    emitted,
    serverSays,
  };
}

/** socket.io event names and payloads shared by the API and the console. */
export const LIVE_EVENTS = {
  /** Server -> client: a read model changed. */
  changed: 'readmodel.changed',
  /** Client -> server on (re)connect: the last position the client saw. */
  resume: 'live.resume',
  /** Server -> client: the signed handshake was accepted and the rooms joined; send `resume` now. */
  ready: 'live.ready',
  /** Server -> client, just before closing: the handshake was not signed by a live session. */
  unauthorized: 'live.unauthorized',
  /** Server -> client, every LIVE_HEARTBEAT_MS: the connection is alive (a board shows 'stale' without it). */
  heartbeat: 'live.heartbeat',
} as const;

/** How often the server sends a heartbeat; a client that hears none for 3 of these calls its screen stale. */
export const LIVE_HEARTBEAT_MS = 5_000;

export interface LiveHeartbeat {
  /** The last change the server has heard of. */
  position: string;
}

export interface ReadModelChanged {
  readModel: string;
  ids: string[];
  position: string;
}

/**
 * The handshake accepted: `position` is the last change the server has heard of. A page's first
 * connection starts there: what the page loads is read after that change.
 */
export interface LiveReady {
  role: string;
  position: string;
}

export interface LiveResume {
  position: string;
}

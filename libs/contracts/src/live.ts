/** socket.io event names and payloads shared by the API and the console. */
export const LIVE_EVENTS = {
  /** Server -> client: a read model changed. */
  changed: 'readmodel.changed',
  /** Client -> server on (re)connect: the last position the client saw. */
  resume: 'live.resume',
} as const;

export interface ReadModelChanged {
  readModel: string;
  ids: string[];
  position: string;
}

export interface LiveResume {
  position: string;
}

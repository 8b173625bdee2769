import type { Audience } from '../projector';

/** A read-model change as it travels between processes (positions as decimal text). */
export interface ChangeMessage {
  readModel: string;
  ids: string[];
  audience: Audience;
  position: string;
}

/**
 * What runners tell the other processes: how far a projector or reactor has got (so a standby
 * process can answer read-your-writes and process outcomes), the changes it committed (so every
 * API process can tell its live clients), and that a rebuild was requested.
 */
export type RunnerMessage =
  | { kind: 'progress'; name: string; position: string }
  | { kind: 'change'; change: ChangeMessage }
  | { kind: 'rebuild'; name: string };

export interface RunnerBus {
  /** Fire and forget: a lost message is made up for by polling. */
  publish(message: RunnerMessage): void;
  /**
   * Messages from other processes only. `onReconnect`: the bus lost its connection and may have
   * missed messages (the subscriber should read the others' progress again).
   */
  subscribe(listener: (message: RunnerMessage) => void, onReconnect?: () => void): () => void;
  close(): Promise<void>;
}

/** A single process has nobody to tell. */
export class LocalBus implements RunnerBus {
  publish(): void {}
  subscribe(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

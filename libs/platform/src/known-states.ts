/** A stream's state as this process last read or wrote it, folded by `decider`, at `revision`. */
export interface Known {
  decider: unknown;
  state: unknown;
  /** The revision of the stream's last event folded in (-1: no events). */
  revision: number;
}

/**
 * What this process last knew of the streams it read or wrote, most recent last, at most `max`.
 * A guess until an append proves it: a command decided on a known state appends expecting its
 * revision, so the store refuses the append when the stream has moved on, and the command then
 * reads the stream after all. It spares the read before a write to a stream this process has just
 * read or written (a salesman's book or bean ledger, a customer the request has just checked).
 */
export class KnownStates {
  private readonly streams = new Map<string, Known>();

  constructor(private readonly max = 2000) {}

  get<State>(decider: unknown, streamId: string): { state: State; revision: number } | undefined {
    const known = this.streams.get(streamId);
    if (!known || known.decider !== decider) return undefined;
    return { state: known.state as State, revision: known.revision };
  }

  /** Remembers a state; a read that overtook a later write never takes the later state's place. */
  set(decider: unknown, streamId: string, state: unknown, revision: number): void {
    const known = this.streams.get(streamId);
    if (known && known.decider === decider && known.revision > revision) return;
    this.streams.delete(streamId);
    this.streams.set(streamId, { decider, state, revision });
    if (this.streams.size > this.max) this.streams.delete(this.streams.keys().next().value!);
  }

  forget(streamId: string): void {
    this.streams.delete(streamId);
  }

  get size(): number {
    return this.streams.size;
  }
}

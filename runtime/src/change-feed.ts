import type { CommittedChange } from '@packflow/projections';

/**
 * The read-model changes this process has committed, for live clients: listeners hear each one,
 * and a reconnecting client gets the ones it missed from a bounded memory of recent changes.
 */
export class ChangeFeed {
  private readonly recent: CommittedChange[] = [];
  private readonly listeners = new Set<(change: CommittedChange) => void>();

  constructor(private readonly capacity = 2000) {}

  publish(change: CommittedChange): void {
    this.recent.push(change);
    if (this.recent.length > this.capacity) this.recent.shift();
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: (change: CommittedChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The position of the last change this process has heard of (0 before any). */
  latest(): bigint {
    return this.recent.at(-1)?.position ?? 0n;
  }

  /**
   * Changes after `position`, or 'too-old' when this process no longer remembers that far back
   * (the client should then reload everything).
   */
  since(position: bigint): CommittedChange[] | 'too-old' {
    const oldest = this.recent[0];
    if (oldest && position < oldest.position - 1n && this.recent.length === this.capacity) return 'too-old';
    return this.recent.filter((c) => c.position > position);
  }
}

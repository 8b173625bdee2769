import type { SqlPool } from './sql-pool';

/**
 * Wakes subscriptions when events are appended: at once for appends made by this process, and
 * through LISTEN/NOTIFY for appends made by others. The NOTIFY is sent after the append commits,
 * on its own, at most one at a time: a NOTIFY inside the append would serialise every commit on
 * PostgreSQL's notification queue lock. Polling remains the fallback if a notification is lost.
 * The LISTEN connection comes back by itself after it is lost, and wakes every waiting reader then.
 */
/**
 * The NOTIFY commits without waiting for its commit record to reach the disk: it carries no data
 * (the events it tells of are durable already), and a NOTIFY commits with a transaction id of its
 * own, so waiting would cost each append a second flush.
 */
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

export class AppendSignal {
  /** Grows on every signal, so a reader can tell whether one came while it was reading. */
  version = 0;
  /** The highest position this process has heard of. */
  latest = 0n;
  private waiters = new Set<() => void>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private notifyInFlight = false;
  private notifyPending: bigint | undefined;
  private closed = false;

  constructor(
    private readonly pool: SqlPool,
    private readonly channel: string,
  ) {}

  appended(position: bigint): void {
    this.heard(position);
    if (this.pool.kind === 'postgres') this.notifyOthers(position);
  }

  private heard(position: bigint): void {
    if (position > this.latest) this.latest = position;
    this.version++;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  private notifyOthers(position: bigint): void {
    if (this.closed) return;
    if (this.notifyInFlight) {
      this.notifyPending = position;
      return;
    }
    this.notifyInFlight = true;
    this.pool
      .query(NOTIFY_SQL, [this.channel, position.toString()])
      .catch(() => undefined)
      .finally(() => {
        this.notifyInFlight = false;
        const pending = this.notifyPending;
        this.notifyPending = undefined;
        if (pending !== undefined) this.notifyOthers(pending);
      });
  }

  /** Starts listening for other processes' appends, once, when the first subscription starts. */
  ensureListening(): void {
    if (this.pool.kind === 'postgres' && !this.unlisten) {
      this.unlisten = this.pool.listen(
        this.channel,
        (payload) => {
          // This process hears its own NOTIFYs too, after its readers were woken for the append.
          // A position at or below the highest it knows brings nothing new: an event there that was
          // not yet readable (an older transaction still running) is looked for again by the
          // readers' own backoff, which runs while the highest known position is above what they read.
          if (!/^\d+$/.test(payload)) return;
          const position = BigInt(payload);
          if (position > this.latest) this.heard(position);
        },
        // Appends made while the LISTEN connection was down were not heard of: look now.
        () => this.heard(this.latest),
      );
      this.unlisten.catch(() => (this.unlisten = undefined));
    }
  }

  /** Resolves on the next signal, after `ms`, or when aborted, whichever is first. */
  wait(ms: number, abort: AbortSignal): Promise<void> {
    if (abort.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        abort.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      abort.addEventListener('abort', done);
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }
}

import { randomUUID } from 'node:crypto';
import type { SqlPool } from '@packflow/eventstore';
import type { RunnerBus, RunnerMessage } from '@packflow/projections';

const CHANNEL = 'packflow_runners';
/**
 * How long messages wait to travel together. One append wakes every runner, and each reports its
 * progress a moment after the others: gathered, they go in one NOTIFY instead of one each (a
 * round trip to the database apiece), at the cost of this much delay for another process's
 * read-your-writes.
 */
const GATHER_MS = 3;
/** How soon a hello that could not be sent is sent again. */
const HELLO_RETRY_MS = 1_000;
/** NOTIFY carries at most 8000 bytes: messages gathered beyond this go in the next one. */
const MAX_PAYLOAD = 7000;

/**
 * Runner messages between processes over PostgreSQL's NOTIFY. Progress is sent at most once at a
 * time per runner (the newest position wins); changes and rebuild requests are each sent. Messages
 * published within GATHER_MS travel together, in the order they were published (a runner's
 * progress before the change it committed), and a process hears all of one NOTIFY before anything
 * waiting on it goes on.
 */
export class PostgresRunnerBus implements RunnerBus {
  private readonly origin = randomUUID();
  /** How this process's own messages begin (`send` puts the origin first). */
  private readonly ownPrefix = JSON.stringify({ o: this.origin }).slice(0, -1);
  private readonly listeners = new Set<(message: RunnerMessage) => void>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  /** Waiting to be sent, in order; a runner's progress keeps its place and takes the newest position. */
  private readonly pending: RunnerMessage[] = [];
  private readonly progressAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private sending = false;
  private closed = false;
  /**
   * The other processes heard on the bus. While there are none, nothing is sent: a process alone
   * has nobody to tell. Each process says hello when it starts listening (and listens again), and
   * answers a process it has not heard before with its own hello, so both know of each other
   * before either needs the other's messages.
   */
  private readonly peers = new Set<string>();

  constructor(private readonly pool: SqlPool) {}

  publish(message: RunnerMessage): void {
    if (this.closed || this.peers.size === 0) return;
    if (message.kind === 'progress') {
      const at = this.progressAt.get(message.name);
      if (at !== undefined) {
        this.pending[at] = message;
        return;
      }
      this.progressAt.set(message.name, this.pending.length);
    }
    this.pending.push(message);
    this.schedule();
  }

  subscribe(listener: (message: RunnerMessage) => void, onReconnect?: () => void): () => void {
    this.listeners.add(listener);
    if (!this.unlisten) {
      this.unlisten = this.pool.listen(
        CHANNEL,
        (payload) => this.heard(payload),
        () => {
          // Others may have started while this process was not listening: it says hello again.
          this.hello();
          onReconnect?.();
        },
      );
      this.unlisten.then(
        () => this.hello(),
        () => (this.unlisten = undefined),
      );
    }
    return () => this.listeners.delete(listener);
  }

  /** Tells the other processes this one listens (a message with nothing in it), until it is sent. */
  private hello(): void {
    if (this.closed) return;
    this.pool
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: this.origin, m: [] })])
      .catch(() => {
        if (!this.closed) setTimeout(() => this.hello(), HELLO_RETRY_MS).unref();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }

  private schedule(): void {
    if (this.timer || this.sending || !this.pending.length) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, GATHER_MS);
  }

  private async flush(): Promise<void> {
    if (this.closed) return;
    this.sending = true;
    const messages = this.pending.splice(0);
    this.progressAt.clear();
    let batch: RunnerMessage[] = [];
    let size = 0;
    for (const message of messages) {
      const length = JSON.stringify(message).length + 1;
      if (batch.length && size + length > MAX_PAYLOAD) {
        await this.send(batch);
        batch = [];
        size = 0;
      }
      batch.push(message);
      size += length;
    }
    if (batch.length) await this.send(batch);
    this.sending = false;
    this.schedule();
  }

  private async send(messages: RunnerMessage[]): Promise<void> {
    await this.pool
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: this.origin, m: messages })])
      .catch(() => undefined);
  }

  private heard(payload: string): void {
    // This process hears its own messages too: told by their start, without parsing them.
    if (payload.startsWith(this.ownPrefix)) return;
    let parsed: { o?: string; m?: RunnerMessage[] };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    if (typeof parsed.o !== 'string' || parsed.o === this.origin || !Array.isArray(parsed.m)) return;
    if (!this.peers.has(parsed.o)) {
      this.peers.add(parsed.o);
      this.hello();
    }
    for (const message of parsed.m) for (const listener of this.listeners) listener(message);
  }
}

import { randomUUID } from 'node:crypto';
import type { SqlPool } from '@packflow/eventstore';
import type { RunnerBus, RunnerMessage } from '@packflow/projections';

const CHANNEL = 'packflow_runners';

/**
 * Runner messages between processes over PostgreSQL's NOTIFY. Progress is sent at most once at a
 * time per runner (the newest position wins); changes and rebuild requests are each sent.
 */
export class PostgresRunnerBus implements RunnerBus {
  private readonly origin = randomUUID();
  private readonly listeners = new Set<(message: RunnerMessage) => void>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private readonly pendingProgress = new Map<string, RunnerMessage>();
  private progressInFlight = false;
  private closed = false;

  constructor(private readonly pool: SqlPool) {}

  publish(message: RunnerMessage): void {
    if (this.closed) return;
    if (message.kind === 'progress') {
      this.pendingProgress.set(message.name, message);
      void this.flushProgress();
      return;
    }
    void this.send([message]);
  }

  subscribe(listener: (message: RunnerMessage) => void, onReconnect?: () => void): () => void {
    this.listeners.add(listener);
    this.unlisten ??= this.pool.listen(CHANNEL, (payload) => this.heard(payload), onReconnect);
    this.unlisten.catch(() => (this.unlisten = undefined));
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }

  private async flushProgress(): Promise<void> {
    if (this.progressInFlight || this.pendingProgress.size === 0) return;
    this.progressInFlight = true;
    const messages = [...this.pendingProgress.values()];
    this.pendingProgress.clear();
    await this.send(messages);
    this.progressInFlight = false;
    void this.flushProgress();
  }

  private async send(messages: RunnerMessage[]): Promise<void> {
    await this.pool
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: this.origin, m: messages })])
      .catch(() => undefined);
  }

  private heard(payload: string): void {
    let parsed: { o?: string; m?: RunnerMessage[] };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.o === this.origin || !Array.isArray(parsed.m)) return;
    for (const message of parsed.m) for (const listener of this.listeners) listener(message);
  }
}

import type { Lease } from '@packflow/projections';
import pg from 'pg';

/** Every lease of the product shares this first half of the advisory-lock key. */
const LEASE_CLASS = 0x5041_4346;

/** A lease name as the second half of the key: FNV-1a, kept positive so pg_locks shows it as is. */
export function leaseKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff;
}

/**
 * Leases as PostgreSQL advisory locks held on one connection of their own. A holder that dies
 * (kill -9, lost network) loses its connection, and with it its locks, at once; a standby's next
 * try (every second) takes over. When this process's lease connection dies, it stops what it ran
 * (`onLost`) before anyone else can have started.
 */
export class PostgresLease implements Lease {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly held = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    readonly holder: string,
  ) {}

  async tryAcquire(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    const client = await this.connection().catch(() => undefined);
    if (!client) return false;
    const { rows } = await client
      .query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LEASE_CLASS, leaseKey(name)])
      .catch(() => ({ rows: [] as { ok: boolean }[] }));
    if (!rows[0]?.ok) return false;
    this.held.add(name);
    return true;
  }

  async release(name: string): Promise<void> {
    if (!this.held.delete(name) || !this.client) return;
    await this.client
      .query('SELECT pg_advisory_unlock($1, $2)', [LEASE_CLASS, leaseKey(name)])
      .catch(() => undefined);
  }

  async verify(): Promise<void> {
    const client = this.client;
    if (!client || this.held.size === 0) return;
    await client.query('SELECT 1').catch(() => this.dropped(client));
  }

  async holders(names: readonly string[]): Promise<Map<string, string>> {
    const byKey = new Map(names.map((n) => [leaseKey(n), n]));
    const client = await this.connection();
    const { rows } = await client.query<{ key: string; holder: string }>(
      `SELECT l.objid::bigint::text AS key, a.application_name AS holder
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 AND l.classid::bigint = $1`,
      [LEASE_CLASS],
    );
    const holders = new Map<string, string>();
    for (const row of rows) {
      const name = byKey.get(Number(row.key));
      if (name) holders.set(name, row.holder.replace(/^packflow /, ''));
    }
    return holders;
  }

  onLost(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed) return Promise.reject(new Error('The lease is closed'));
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.connectionString,
        // pg_stat_activity shows it: the health page names lease holders by it.
        application_name: `packflow ${this.holder}`.slice(0, 63),
        keepAlive: true,
      });
      client.on('error', () => this.dropped(client));
      client.on('end', () => this.dropped(client));
      await client.connect();
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    const hadLeases = this.held.size > 0;
    this.held.clear();
    void client.end().catch(() => undefined);
    if (hadLeases) for (const listener of this.listeners) listener();
  }
}

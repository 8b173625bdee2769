import { loadConfig } from '@packflow/config';
import type { Role } from '@packflow/contracts';
import { createScratchDatabase } from '@packflow/db';
import { type RunningApi, startApi } from '../apps/api/src/bootstrap';
import { type SignedInClient, signIn } from '../test/support/api-client';
import { createStaff, nextPhone } from '../test/support/staff';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  [extra: string]: unknown;
}

/** One JSON line per figure on standard output, nothing else there; progress goes to stderr. */
export function report(figure: Figure): void {
  const out = { ...figure };
  if (out.baseline !== undefined && out.baseline !== 0) out.ratio = round(out.value / out.baseline, 3);
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

export const progress = (message: string): void => void process.stderr.write(`${message}\n`);

export const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same data. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `count` tasks with `concurrency` in flight; answers elapsed ms and each task's latency. */
export async function runConcurrently(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ elapsedMs: number; latencies: number[] }> {
  const latencies: number[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await task(i);
        latencies[i] = performance.now() - t;
      }
    }),
  );
  return { elapsedMs: performance.now() - started, latencies: latencies.sort((a, b) => a - b) };
}

export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database for one benchmark, dropped by `drop`. */
export const freshDatabase = () => createScratchDatabase(BENCH_PG_URL, 'pf_bench');

/** A payload of the size of a typical business event. */
export function samplePayload(i: number): {
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
} {
  return {
    data: {
      changes: [{ field: 'expiryWarnDays', from: i % 365, to: (i + 1) % 365 }],
      note: 'benchmark event payload',
    },
    metadata: { userId: 'bench', role: 'Admin', at: new Date().toISOString(), correlationId: `c-${i}` },
  };
}

/**
 * Each client calls one after the other, all clients at once: ms per call, sorted. A refused call
 * stops the benchmark; `keep` collects what each answer carries (ids for the next step).
 */
export async function timedPerClient<T>(
  clients: SignedInClient[],
  count: number,
  call: (
    client: SignedInClient,
    index: number,
    n: number,
  ) => Promise<{ body: { code: number; msg: string; data?: T } }>,
  keep?: (index: number, data: T) => void,
): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    clients.map(async (client, index) => {
      for (let n = 0; n < count; n++) {
        const started = performance.now();
        const answer = await call(client, index, n);
        latencies.push(performance.now() - started);
        if (answer.body.code !== 0) throw new Error(`bench call refused: ${answer.body.msg}`);
        keep?.(index, answer.body.data as T);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/** The password test/support/staff gives every staff member it creates. */
const STAFF_PASSWORD = 'correct-horse-1';
const ADMIN_PASSWORD = 'bench-admin-password';

export interface BenchApi {
  api: RunningApi;
  /** The first administrator, signed in. */
  admin: SignedInClient;
  /** Creates a staff member of `role` as the administrator and signs them in. */
  staff(role: Role, username: string, extra?: Record<string, string>): Promise<BenchStaff>;
  /** Stops the API and drops its database. */
  close(): Promise<void>;
}

export interface BenchStaff {
  id: string;
  client: SignedInClient;
}

/**
 * The API on a fresh database, on a free port, quiet, with the rate limits out of the way, and its
 * first administrator signed in. `config` adds to (or overrides) that configuration.
 */
export async function startBenchApi(config: Record<string, string> = {}): Promise<BenchApi> {
  const database = await freshDatabase();
  let api: RunningApi | undefined;
  const close = async () => {
    await api?.close();
    await database.drop();
  };
  try {
    api = await startApi(
      loadConfig({
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        ADMIN_PASSWORD,
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
        ...config,
      }),
    );
    const running = api;
    const admin = await signIn(running.url, 'admin', ADMIN_PASSWORD);
    const staff = async (role: Role, username: string, extra: Record<string, string> = {}) => {
      const id = await createStaff(admin, role, username, extra);
      return { id, client: await signIn(running.url, username, STAFF_PASSWORD) };
    };
    return { api: running, admin, staff, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface BenchSalesman extends BenchStaff {
  /** A customer of the salesman's own. */
  customerId: string;
}

/**
 * `count` salesmen (bench-sales-0, bench-sales-1…), each signed in with a customer of their own
 * and, when `beansFrom` (a Finance user) is given, 100,000 golden beans recharged by it.
 */
export async function seedSalesmen(
  bench: BenchApi,
  count: number,
  beansFrom?: SignedInClient,
): Promise<BenchSalesman[]> {
  const salesmen: BenchSalesman[] = [];
  for (let s = 0; s < count; s++) {
    const { id, client } = await bench.staff('OperatorIndex', `bench-sales-${s}`);
    const customer = await client.post<{ id: string }>('/customer', {
      name: `Bench ${s}`,
      phone: nextPhone(),
    });
    const recharge = beansFrom
      ? await beansFrom.post('/golden-bean/recharge', { accountId: id, amount: '100000', note: 'bench' })
      : undefined;
    if (customer.body.code !== 0 || (recharge && recharge.body.code !== 0))
      throw new Error('bench set-up refused');
    salesmen.push({ id, client, customerId: customer.body.data.id });
  }
  return salesmen;
}

import { createScratchDatabase } from '@packflow/db';
import { TEST_PG_URL, TEST_REDIS_URL } from './service-urls';

export const pgUrl = process.env.PACKFLOW_TEST_PG || undefined;
export const redisUrl = process.env.PACKFLOW_TEST_REDIS || undefined;

/** describe() when PostgreSQL answers, else a skipped describe whose name says why. */
export const describeWithPostgres = (name: string, fn: () => void): void =>
  pgUrl ? describe(name, fn) : describe.skip(`[skipped: no PostgreSQL at ${TEST_PG_URL}] ${name}`, fn);

export const describeWithRedis = (name: string, fn: () => void): void =>
  redisUrl ? describe(name, fn) : describe.skip(`[skipped: no Redis at ${TEST_REDIS_URL}] ${name}`, fn);

/** A fresh, empty database for one test file; drop() removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!pgUrl) throw new Error('PostgreSQL is not available');
  return createScratchDatabase(pgUrl, 'pf_test');
}

/** Polls until `check` holds or the time is up; for waiting on asynchronous effects without fixed sleeps. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

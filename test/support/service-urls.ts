/** Where the tests look for the real services; CI and the README use the same defaults. */
export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_ESDB_URL = process.env.EVENTSTORE_URL;
/** Debian's Chromium; the browser tests drive it with playwright-core. */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

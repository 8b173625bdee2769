import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@packflow/config';
import { type RunningApi, startApi } from '../../apps/api/src/bootstrap';
import { type SignedInClient, signIn } from './api-client';
import { createTestDatabase, pgUrl } from './services';
import { TEST_PG_URL } from './service-urls';

export const ADMIN_PASSWORD = 'first-admin-password';

/** Where a test server keeps its data: the embedded default, or PostgreSQL when it answers. */
export interface Shape {
  name: string;
  unavailable?: string;
  /** Environment for one server; calling start() again on it gives the same data (a restart). */
  env(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

export const PGLITE: Shape = {
  name: 'the embedded default (PGlite in DATA_DIR)',
  env: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  },
};

export const POSTGRES: Shape = {
  name: 'PostgreSQL (DATABASE_URL)',
  unavailable: pgUrl ? undefined : `no PostgreSQL at ${TEST_PG_URL}`,
  env: async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
  },
};

/** describe() on one shape, or a skipped describe whose name says why. */
export function describeOn(shape: Shape, name: string, fn: () => void): void {
  if (shape.unavailable) describe.skip(`[skipped: ${shape.unavailable}] ${name} on ${shape.name}`, fn);
  else describe(`${name} on ${shape.name}`, fn);
}

/**
 * One API server per suite: started in beforeAll, closed in afterAll. `admin(locale)` is the
 * first administrator, signed in once per language.
 */
export function useTestApi(
  shape: Shape,
  extraEnv: Record<string, string> = {},
  options: { consoleDir?: string; keepFirstLogin?: boolean } = {},
) {
  let running: RunningApi | undefined;
  let env: Awaited<ReturnType<Shape['env']>> | undefined;
  const admins = new Map<string, SignedInClient>();
  const start = () =>
    startApi(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        ADMIN_PASSWORD,
        // Tests send many requests from one address; the limits have a suite of their own.
        RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
        ...env!.env,
        ...extraEnv,
      }),
      { consoleDir: options.consoleDir },
    );
  beforeAll(async () => {
    env = await shape.env();
    // Starting the API (migrations, projections catching up) takes seconds, much longer on a busy machine.
    running = await start();
    // The administrator's first login (the placeholder phone) is done once, so tests and browsers
    // sign in straight to work; with a generated password it is left to the test.
    const password = extraEnv.ADMIN_PASSWORD ?? ADMIN_PASSWORD;
    if (password && !options.keepFirstLogin) await signIn(running.url, 'admin', password);
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await env?.cleanup();
  }, 60_000);
  const ctx = {
    get api(): RunningApi {
      if (!running) throw new Error('the test API is not running');
      return running;
    },
    async restart(): Promise<void> {
      await running?.close();
      running = await start();
      admins.clear();
    },
    async admin(locale: 'cn' | 'en' = 'en'): Promise<SignedInClient> {
      let client = admins.get(locale);
      if (!client) admins.set(locale, (client = await signIn(ctx.api.url, 'admin', ADMIN_PASSWORD, locale)));
      return client;
    },
  };
  return ctx;
}

import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { TEST_CHROMIUM, TEST_PG_URL, TEST_REDIS_URL } from './service-urls';

/**
 * Finds out once per run which real services (and the browser) answer, and tells every test worker through the
 * environment. Under CI=true a missing service fails the run instead of skipping tests.
 */
export default async function globalSetup(): Promise<void> {
  const [pgUp, redisUp] = await Promise.all([postgresAnswers(TEST_PG_URL), redisAnswers(TEST_REDIS_URL)]);
  process.env.PACKFLOW_TEST_PG = pgUp ? TEST_PG_URL : '';
  process.env.PACKFLOW_TEST_REDIS = redisUp ? TEST_REDIS_URL : '';
  const chromium = fs.existsSync(TEST_CHROMIUM);
  process.env.PACKFLOW_TEST_CHROMIUM = chromium ? TEST_CHROMIUM : '';
  const missing = [
    !pgUp && `PostgreSQL at ${TEST_PG_URL}`,
    !redisUp && `Redis at ${TEST_REDIS_URL}`,
    !chromium && `Chromium at ${TEST_CHROMIUM}`,
  ].filter(Boolean);
  if (missing.length === 0) return;
  if (process.env.CI === 'true')
    throw new Error(`CI=true but these services do not answer: ${missing.join(', ')}`);
  process.stderr.write(`\nNot reachable, their tests are skipped (names say why): ${missing.join(', ')}\n`);
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (up: boolean): void => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

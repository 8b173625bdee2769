import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { progress } from '../support';

/** The built entry points, as scripts/start.mjs runs them (`api` and `worker`). */
const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = {
  api: path.join(ROOT, 'dist/apps/api/src/main.js'),
  worker: path.join(ROOT, 'dist/apps/worker/src/main.js'),
};

export interface Child {
  name: string;
  pid: number;
  /** http://127.0.0.1:port for an API process. */
  url?: string;
  proc: ChildProcess;
  /** What it wrote to stderr (kept short), shown when something fails. */
  errors: string[];
  /** The V8 heap in MB after each full (mark-compact) collection, with performance.now() of it. */
  heapAfterGc: { at: number; mb: number }[];
}

/** `--trace-gc`'s line for a full collection: `Mark-Compact 52.1 (60.2) -> 38.0 (61.0) MB`. */
const MARK_COMPACT = /Mark-Compact[^\n]*?[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g;

export interface Shape {
  api1: Child;
  api2: Child;
  worker: Child;
  /** An API process beside the others that serves nothing: the memory figure's baseline. */
  idle: Child;
  adminPassword: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/**
 * The first Redis database (8 to 15) holding no key, so the run's BullMQ queues do not meet anyone
 * else's; it is emptied again at the end. (socket.io's Redis adapter publishes on channels, which
 * Redis shares across databases; no browser connects in this benchmark, so none of its messages
 * reaches anyone.)
 */
async function freeRedisDb(): Promise<number> {
  for (let db = 8; db <= 15; db++) {
    const redis = new Redis({ host: '127.0.0.1', port: 6379, db, lazyConnect: true });
    await redis.connect();
    const size = await redis.dbsize();
    if (size === 0) {
      // A marker so a second run starting now picks another database.
      await redis.set('packflow-load-bench', String(process.pid));
      redis.disconnect();
      return db;
    }
    redis.disconnect();
  }
  throw new Error('no empty Redis database among 8 to 15');
}

async function flushRedisDb(db: number): Promise<void> {
  const redis = new Redis({ host: '127.0.0.1', port: 6379, db });
  await redis.flushdb();
  redis.disconnect();
}

function spawnChild(
  name: string,
  kind: 'api' | 'worker',
  env: Record<string, string>,
  waitFor: RegExp,
): Promise<Child> {
  // --trace-gc: the heap after every full collection is the memory a leak would grow.
  const proc = spawn(process.execPath, ['--trace-gc', ENTRY[kind]], {
    cwd: ROOT,
    env: { ...process.env, ...env, PACKFLOW_PROCESS: kind },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = { name, pid: proc.pid!, proc, errors: [], heapAfterGc: [] };
  // Should this process end without its clean-up (an uncaught error, a signal), the child goes too.
  const orphan = () => void proc.kill('SIGKILL');
  process.once('exit', orphan);
  proc.once('exit', () => process.removeListener('exit', orphan));
  proc.stderr!.on('data', (chunk: Buffer) => {
    child.errors.push(chunk.toString());
    if (child.errors.length > 50) child.errors.shift();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in 60 s: ${child.errors.join('')}`)),
      60_000,
    );
    let started = false;
    proc.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const m of text.matchAll(MARK_COMPACT))
        child.heapAfterGc.push({ at: performance.now(), mb: Number(m[1]) });
      if (started) return;
      out += text;
      const match = waitFor.exec(out);
      if (match) {
        started = true;
        clearTimeout(timer);
        child.url = match[1];
        out = '';
        resolve(child);
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} while starting: ${child.errors.join('').slice(-2000)}`));
    });
  });
}

async function waitHealthy(child: Child): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${child.url}/api/health`);
      const body = (await res.json()) as { data?: { status?: string }; status?: string };
      if (res.ok && (body.data?.status ?? body.status) === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${child.name}: /api/health not ok in 60 s`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.proc.once('exit', () => resolve()));
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production shape on this machine: the worker (projectors, reactors, jobs) and two API
 * processes that only serve (RUN_PROJECTIONS=false), each its own port, on `databaseUrl` and a
 * Redis database of their own, sharing one data folder (uploaded files); plus one more API
 * process that only idles. Real child processes of the build, so their memory can be read.
 */
export async function startShape(databaseUrl: string): Promise<Shape> {
  const db = await freeRedisDb();
  const redisUrl = `redis://127.0.0.1:6379/${db}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-load-'));
  const adminPassword = 'load-admin-password';
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: adminPassword,
    // One address sends every simulated person's logins and requests.
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const started: Child[] = [];
  const stop = async () => {
    await Promise.all(started.map(stopChild));
    await flushRedisDb(db).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const running = /Packflow is running at (http:\/\/[^\s]+)/;
    // The worker first: it runs the projectors and writes the first administrator's events' read
    // models; the API processes follow its progress.
    const worker = await spawnChild('worker', 'worker', common, /Packflow worker running/);
    started.push(worker);
    const serve = { ...common, RUN_PROJECTIONS: 'false' };
    const api1 = await spawnChild('api1', 'api', serve, running);
    started.push(api1);
    const api2 = await spawnChild('api2', 'api', serve, running);
    started.push(api2);
    const idle = await spawnChild('idle', 'api', serve, running);
    started.push(idle);
    await Promise.all([api1, api2, idle].map(waitHealthy));
    progress(
      `load: worker pid ${worker.pid}, api1 ${api1.url} pid ${api1.pid}, api2 ${api2.url} pid ${api2.pid}, ` +
        `idle api ${idle.url} pid ${idle.pid}; Redis db ${db}`,
    );
    return { api1, api2, worker, idle, adminPassword, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** VmRSS of a process in KB, from /proc/<pid>/status (0 once it is gone). */
export function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

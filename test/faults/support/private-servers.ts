import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether `command --version` runs: the binary is installed. */
export function hasBinary(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/**
 * describe() when `missing` is undefined; otherwise a skipped describe whose name says why, or,
 * with CI=true, a describe whose one test fails with that reason (CI has every service).
 */
export function describeIf(missing: string | undefined, name: string, fn: () => void): void {
  if (!missing) describe(name, fn);
  else if (process.env.CI === 'true')
    describe(name, () => it(`needs ${missing}`, () => expect(`${missing} (CI=true)`).toBe('available')));
  else describe.skip(`[skipped: ${missing}] ${name}`, fn);
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (up: boolean): void => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/**
 * A redis-server of this test's own on a free port (not the shared one), with no persistence:
 * `kill()` ends it like a crash (SIGKILL) and loses its data; `start()` starts it again on the
 * same port.
 */
export class PrivateRedis {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-redis-'));
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(this.port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Ends the server at once, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await ended;
  }

  async stop(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The newest PostgreSQL server binaries installed (Debian's layout), if any. */
function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter(
      (v) =>
        fs.existsSync(path.join(base, v, 'bin', 'initdb')) &&
        fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

/** Who runs a private PostgreSQL server: this user, or, as root (which initdb refuses), the postgres user. */
function postgresUser(): { uid: number; gid: number } | undefined | 'nobody' {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return 'nobody';
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why a private PostgreSQL server cannot be started here, or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  if (!postgresBinDir()) return 'no initdb and pg_ctl under /usr/lib/postgresql/*/bin';
  if (postgresUser() === 'nobody') return 'running as root without a postgres user to run initdb as';
  return undefined;
}

/**
 * A PostgreSQL server of this test's own (initdb in a temporary folder, a free port, trust
 * authentication, no fsync), so that it can be stopped and started again without touching the
 * shared server. `stop('immediate')` ends it as a crash would (recovery runs at the next start).
 */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  static async create(): Promise<PrivatePostgres> {
    const bin = postgresBinDir();
    const user = postgresUser();
    if (!bin || user === 'nobody') throw new Error(privatePostgresMissing());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-pg-'));
    if (user) fs.chownSync(dir, user.uid, user.gid);
    const server = new PrivatePostgres(dir, await freePort(), bin, user);
    await server.run('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await server.start();
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    await this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  async remove(): Promise<void> {
    spawnSync(path.join(this.bin, 'pg_ctl'), ['-D', path.join(this.dir, 'data'), '-m', 'immediate', 'stop'], {
      stdio: 'ignore',
      ...(this.user ?? {}),
    });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Runs one of the server's programs as the server's user; resolves when it exits, throws if it failed. */
  private run(command: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(path.join(this.bin, command), args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(this.user ?? {}),
      });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      // 'exit', not 'close': pg_ctl leaves the server running, which may hold on to the pipe.
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr}`)),
      );
    });
  }
}

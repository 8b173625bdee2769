import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const LAUNCHER = path.join(__dirname, 'run-from-source.mjs');

export const ADMIN_PASSWORD = 'first-admin-password';

/** The API (and, unless told otherwise, its job workers) in a process of its own, as `npm start` runs it. */
export interface ApiProcess {
  url: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Set once the process has ended, with its exit code or signal. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** SIGTERM, then SIGKILL if it has not ended within a few seconds. */
  stop(): Promise<void>;
}

/**
 * Starts apps/api/src/main.ts from the sources in a child process and resolves once it prints the
 * line with its URL. `env` adds to (or overrides) the test defaults: any free port on 127.0.0.1,
 * warnings and errors only, the known first-administrator password, no rate limits in the way.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER, 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const take = (chunk: Buffer): void => {
      output += chunk.toString();
      const found = /Packflow is running at (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    void ended.then(() => {
      clearTimeout(timer);
      reject(new Error(`The API ended during start-up (${JSON.stringify(exit)}):\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await ended;
      clearTimeout(timer);
    },
  };
}

import path from 'node:path';
import { z } from 'zod';

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => protocols.some((p) => v.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}, e.g. ${example}`,
    )
    .optional();

/** Text that may be left out; an empty value counts as none. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const schema = z.object({
  // 0 asks the system for a free port (tests use it).
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user@127.0.0.1:5432/packflow'),
  REDIS_URL: url(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  EVENTSTORE_URL: url(['esdb', 'esdb+discover'], 'esdb://127.0.0.1:2113?tls=false'),
  CORS_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The first administrator's password on an empty store; without it one is generated and printed once. */
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  ),
  /** A session ends after this long without a request, and in any case this long after login. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(480),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Failed logins in a row before each attempt must wait (doubling from the base), and before the account locks. */
  LOGIN_SLOW_AFTER: z.coerce.number().int().min(1).max(100).default(3),
  LOGIN_SLOW_BASE_SECONDS: z.coerce.number().int().min(0).max(300).default(1),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Requests per minute per session (or per address before login), and login attempts per minute per address. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Express's "trust proxy": set it when a reverse proxy in front sets X-Forwarded-For (e.g. 1 or loopback). */
  TRUST_PROXY: z.string().trim().default(''),
  /** How long a query passing `_position` may wait for the read model to catch up. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * Whether this process runs projectors and reactors (each under a lease, so one process runs each
   * one). false: it only serves, following the others' progress; production runs them in workers.
   */
  RUN_PROJECTIONS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How long a command that starts a process waits for its outcome before answering "in progress". */
  PROCESS_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Uploaded files in an S3-compatible bucket (MinIO) instead of `<DATA_DIR>/files`: all four of these, and the region. */
  FILES_S3_ENDPOINT: url(['http', 'https'], 'http://127.0.0.1:9000'),
  FILES_S3_BUCKET: optionalText,
  FILES_S3_ACCESS_KEY: optionalText,
  FILES_S3_SECRET_KEY: optionalText,
  FILES_S3_REGION: z.string().trim().min(1).default('us-east-1'),
});

const S3_SETTINGS = ['FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY', 'FILES_S3_SECRET_KEY'] as const;

export type Config = Omit<z.infer<typeof schema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** A value as an error message may show it: never a password, nor the password inside a URL. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (/PASSWORD|SECRET|TOKEN/.test(name)) return 'a value, not shown';
  return JSON.stringify(value.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@'));
}

/** Reads and checks the environment once; a wrong value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]), env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.EVENTSTORE_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  EVENTSTORE_URL: needs DATABASE_URL too (the read models live in PostgreSQL)',
    );
  }
  const missing = parsed.data.FILES_S3_ENDPOINT ? S3_SETTINGS.filter((name) => !parsed.data[name]) : [];
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: needed with FILES_S3_ENDPOINT`).join('\n')}`,
    );
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

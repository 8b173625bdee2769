import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig } from '@packflow/config';

/**
 * docker-compose.yml, the production shape, read as Compose would read it (with deploy/example.env
 * for the variables): two serving API processes behind a sticky proxy that passes WebSocket
 * upgrades on, two workers, and only settings the product knows. No container engine runs here;
 * this checks the file's shape, scripts/image-steps.sh replays the image's build.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

// js-yaml comes with jest (a development dependency); it has no types of its own here.
const requireHere = createRequire(__filename);
const yaml = requireHere('js-yaml') as { load(text: string): unknown };

type Env = Record<string, string | number | boolean | null>;
interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Env;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  entrypoint?: string[];
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

/** KEY=value lines, as Compose reads an env file. */
function envFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) out[match[1]!] = match[2]!;
  }
  return out;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error} and $$ for a dollar sign. */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g,
    (whole, name?: string, op?: string, arg?: string) => {
      if (whole === '$$') return '$';
      const value = vars[name!];
      if (value !== undefined && value !== '') return value;
      if (op === ':-') return arg ?? '';
      throw new Error(`${name} is not set: ${arg ?? 'no default'}`);
    },
  );
}

const exampleEnv = envFile(read('deploy/example.env'));
const compose = yaml.load(interpolate(read('docker-compose.yml'), exampleEnv)) as Compose;
const services = Object.entries(compose.services);

/** The modes scripts/start.mjs knows (its `entries`). */
const modes = [...read('scripts/start.mjs').matchAll(/^\s+(\w+): 'dist\//gm)].map((m) => m[1]);
const ofImage = services.filter(([, s]) => s.image?.startsWith('packflow:'));
const withMode = (mode: string) => ofImage.filter(([, s]) => s.command?.[0] === mode);
/** Variables left without a value come from the shell; a value of the kind each one takes. */
const FROM_SHELL: Record<string, string> = { EVENTSTORE_URL: 'esdb://eventstoredb:2113?tls=false' };

describe('docker-compose.yml', () => {
  it('runs every service of the image in a mode scripts/start.mjs knows', () => {
    expect(modes).toEqual(expect.arrayContaining(['all', 'api', 'worker']));
    expect(ofImage.length).toBeGreaterThan(0);
    for (const [name, service] of ofImage) {
      expect([name, service.command?.length]).toEqual([name, 1]);
      expect(modes).toContain(service.command?.[0]);
    }
  });

  it('has two API processes that only serve, behind a proxy, and two workers', () => {
    const apis = withMode('api');
    expect(apis).toHaveLength(2);
    for (const [, api] of apis) {
      expect(api.environment?.RUN_PROJECTIONS).toBe('false');
      expect(api.environment?.TRUST_PROXY).toBeTruthy();
    }
    const workers = withMode('worker');
    expect(workers).toHaveLength(2);
    for (const [, worker] of workers) expect(worker.environment?.RUN_PROJECTIONS ?? 'true').toBe('true');
  });

  it('gives the image only settings the product knows, with values it accepts', () => {
    for (const [name, service] of ofImage) {
      const env: Record<string, string> = {};
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (value === null) {
          expect([name, key, FROM_SHELL[key]]).toEqual([name, key, expect.any(String)]);
          env[key] = FROM_SHELL[key]!;
        } else env[key] = String(value);
      }
      const config = loadConfig(env) as unknown as Record<string, unknown>;
      const unknown = Object.keys(env).filter((key) => !(key in config));
      expect([name, unknown]).toEqual([name, []]);
      // Shared state: events and read models in PostgreSQL, jobs and socket.io in Redis, files in MinIO.
      expect([name, config.DATABASE_URL, config.REDIS_URL, config.FILES_S3_BUCKET]).toEqual([
        name,
        expect.stringMatching(/@postgres:5432\//),
        'redis://redis:6379',
        'packflow',
      ]);
    }
  });

  it('proxies sticky to every API process and passes WebSocket upgrades on', () => {
    const proxy = compose.services.proxy!;
    const mount = proxy.volumes?.find((v) => v.includes('nginx.conf'));
    expect(mount).toBeDefined();
    const conf = read(mount!.split(':')[0]!.replace(/^\.\//, ''));
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    const [, upstreamName, body] = upstream!;
    // Sticky: ip_hash, or a hash of something constant per client.
    expect(body).toMatch(/^\s*(ip_hash|hash\s+\S+(\s+consistent)?|sticky\b[^;]*);/m);
    const servers = [...body!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => m[1]);
    expect(servers.sort()).toEqual(
      withMode('api')
        .map(([name]) => name)
        .sort(),
    );
    expect(conf).toContain(`proxy_pass http://${upstreamName}`);
    expect(conf).toMatch(/proxy_http_version\s+1\.1;/);
    expect(conf).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(conf).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade;/);
    for (const [api] of withMode('api')) expect(proxy.depends_on?.[api]?.condition).toBe('service_healthy');
  });

  it('starts the image after its services are healthy and the bucket exists; every volume is named', () => {
    for (const [name, service] of ofImage) {
      expect([name, service.depends_on]).toEqual([
        name,
        expect.objectContaining({
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
          'minio-bucket': { condition: 'service_completed_successfully' },
        }),
      ]);
    }
    for (const [name, service] of services) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect([name, dependency in compose.services]).toEqual([name, true]);
      // Services of other images check their own health; the image's HEALTHCHECK covers ours.
      if (!ofImage.some(([n]) => n === name) && name !== 'minio-bucket')
        expect([name, service.healthcheck?.test]).toEqual([name, expect.any(Array)]);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
    // The bucket FILES_S3_BUCKET names is the one created.
    expect(compose.services['minio-bucket']?.entrypoint?.join(' ')).toContain(
      'mc mb --ignore-existing local/packflow',
    );
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * package-lock.json stays whole for every platform: `npm ci` (CI and the image) installs exactly
 * what it lists, so a native package whose prebuilt binaries for some platform were dropped from
 * it would install here and fail on a Mac, on arm64 or on musl.
 */
const ROOT = path.resolve(__dirname, '..');
const CHECK = path.join(ROOT, 'scripts/check-lockfile.mjs');

interface Entry {
  version?: string;
  integrity?: string;
  resolved?: string;
  optional?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}
interface Lock {
  packages: Record<string, Entry>;
}

const readLock = (): Lock =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;

/** Native packages that ship their binaries as one optional package per platform. */
const NATIVE = [
  '@swc/core',
  'msgpackr-extract',
  'unrs-resolver',
  'rolldown',
  'lightningcss',
  '@parcel/watcher',
  'sharp',
  '@node-rs/argon2',
  'esbuild',
  'rollup',
];

describe('package-lock.json', () => {
  const lock = readLock();

  it('lists every platform package of each native package, with its integrity and platform', () => {
    const present = NATIVE.filter((name) => lock.packages[`node_modules/${name}`]);
    // The ones the product depends on today; the others are checked when they come in.
    expect(present).toEqual(expect.arrayContaining(['@swc/core', 'msgpackr-extract', 'unrs-resolver']));
    const problems: string[] = [];
    for (const parent of present) {
      const entry = lock.packages[`node_modules/${parent}`] ?? {};
      const wanted = Object.entries(entry.optionalDependencies ?? {});
      if (wanted.length === 0) problems.push(`${parent}: no optionalDependencies`);
      for (const [name, version] of wanted) {
        const child = lock.packages[`node_modules/${name}`];
        if (!child) problems.push(`${parent}: ${name} missing`);
        else if (child.version !== version)
          problems.push(`${name}: ${child.version}, ${parent} wants ${version}`);
        else if (!child.integrity) problems.push(`${name}: no integrity`);
        else if (!child.optional && !child.devOptional) problems.push(`${name}: not optional`);
        else if (!child.os && !child.cpu) problems.push(`${name}: no os or cpu`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers linux x64 and arm64 (glibc and musl), darwin and win32 for @swc/core', () => {
    const swc = Object.keys(lock.packages['node_modules/@swc/core']?.optionalDependencies ?? {});
    for (const platform of [
      'linux-x64-gnu',
      'linux-x64-musl',
      'linux-arm64-gnu',
      'linux-arm64-musl',
      'darwin-arm64',
      'win32-x64-msvc',
    ])
      expect(swc).toContain(`@swc/core-${platform}`);
  });

  it('passes scripts/check-lockfile.mjs', () => {
    const run = spawnSync(process.execPath, [CHECK], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('makes scripts/check-lockfile.mjs fail when a platform package or an integrity is dropped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-lock-'));
    try {
      const broken = readLock();
      delete broken.packages['node_modules/@swc/core-darwin-arm64'];
      const arm64 = broken.packages['node_modules/@msgpackr-extract/msgpackr-extract-linux-arm64'];
      expect(arm64?.integrity).toBeDefined();
      delete arm64?.integrity;
      fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(broken));
      fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
      const run = spawnSync(process.execPath, [CHECK, dir], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      const swcVersion = broken.packages['node_modules/@swc/core']?.version ?? '';
      expect(run.stderr).toContain(`@swc/core-darwin-arm64@${swcVersion} is not in the lockfile`);
      expect(run.stderr).toContain(
        'node_modules/@msgpackr-extract/msgpackr-extract-linux-arm64: no integrity',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

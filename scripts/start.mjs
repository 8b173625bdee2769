#!/usr/bin/env node
// Starts Packflow from the build: `all` (API, socket.io, console and jobs in one process),
// `api` or `worker`. Builds first when there is no build yet.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'all';
const entries = {
  all: 'dist/apps/api/src/main.js',
  api: 'dist/apps/api/src/main.js',
  worker: 'dist/apps/worker/src/main.js',
};
if (!(mode in entries)) {
  console.error(`Unknown mode ${mode}: use all, api or worker`);
  process.exit(2);
}
/** The newest modification time under the given paths (files only; node_modules and builds skipped). */
function newestSource(paths) {
  let newest = 0;
  const visit = (full) => {
    let stat;
    try {
      stat = fs.statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(full, name));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

const builds = [path.join(root, entries[mode]), path.join(root, 'web/dist/index.html')];
const built = builds.every((file) => fs.existsSync(file));
// Sources changed since the build (a `git pull`, an edit): build again rather than run old code.
const stale =
  built &&
  newestSource(['apps', 'libs', 'projections', 'runtime', 'web/src', 'web/index.html', 'package-lock.json']) >
    Math.min(...builds.map((file) => fs.statSync(file).mtimeMs));
if (!built || stale) {
  console.log(
    built
      ? 'The sources are newer than the build: running npm run build first.'
      : 'No build yet: running npm run build first.',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.PACKFLOW_PROCESS = mode;
await import(path.join(root, entries[mode]));

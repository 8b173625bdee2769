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
if (
  !fs.existsSync(path.join(root, entries[mode])) ||
  !fs.existsSync(path.join(root, 'web/dist/index.html'))
) {
  console.log('No build yet: running npm run build first.');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.PACKFLOW_PROCESS = mode;
await import(path.join(root, entries[mode]));

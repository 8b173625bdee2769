#!/usr/bin/env node
// `npm run bench [-- prefix]`: builds the server and the console, then runs the benchmarks against the
// PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { execSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The console figures load the built console in Chromium.
execSync('npm run --silent build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const result = spawnSync(process.execPath, [path.join(root, 'dist/bench/run.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

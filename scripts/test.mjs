#!/usr/bin/env node
// The one test command: type check, lint, build the console, then every jest suite (unit,
// integration against the real PostgreSQL and Redis when they answer, API end to end, and the
// console in Chromium when it is installed). Prints a closing line
// "jest: N passed, N failed, N skipped" and lists what was skipped and why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (title, cmd, args, env = {}) => {
  console.log(`\n== ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

let failed = 0;
failed |= run('type check (server)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
if (fs.existsSync(path.join(root, 'web/tsconfig.json')))
  failed |= run('type check (console)', bin('tsc'), ['-p', 'web/tsconfig.json']);
failed |= run('lint', bin('eslint'), ['.']);
failed |= run('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
// The browser tests drive the built console, as users get it.
failed |= run('build console', bin('vite'), [
  'build',
  '--config',
  'web/vite.config.ts',
  '--logLevel',
  'warn',
]);

const report = path.join(os.tmpdir(), `packflow-jest-${process.pid}.json`);
const jestStatus = run('tests', bin('jest'), ['--json', `--outputFile=${report}`, ...process.argv.slice(2)], {
  // PGlite loads its WebAssembly with a dynamic import, which jest runs only with VM modules on.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
});
failed |= jestStatus;

if (fs.existsSync(report)) {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report);
  const skipped = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'pending' || t.status === 'skipped')
      .map((t) => [...t.ancestorTitles, t.title].join(' > ')),
  );
  if (skipped.length) {
    console.log(`\nSkipped (${skipped.length}), each with its reason in its name:`);
    for (const name of skipped) console.log(`  - ${name}`);
  }
  // Where the time goes: the slowest files (each runs on one of the workers).
  const timed = results.testResults
    .map((file) => [file.endTime - file.startTime, path.relative(root, file.name)])
    .sort((a, b) => b[0] - a[0]);
  const total = timed.reduce((sum, [ms]) => sum + ms, 0);
  console.log(`\nSlowest test files (of ${Math.round(total / 1000)} s over all files):`);
  for (const [ms, name] of timed.slice(0, 25))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  if (results.numFailedTestSuites && !results.numFailedTests)
    console.log(`\n${results.numFailedTestSuites} test file(s) failed to run.`);
  console.log(
    `\njest: ${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed, ${results.numPendingTests} skipped`,
  );
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The image's HEALTHCHECK. A process serving HTTP (mode all or api) is healthy when GET /api/health
// answers 200 (also while it reports "degraded": the body says why, and a restart would not help).
// A worker serves no HTTP: it is healthy while it runs, and Docker restarts it when it exits.
/* global fetch, AbortSignal */
import fs from 'node:fs';

const mode = (() => {
  try {
    // The container's first process: `node scripts/start.mjs <mode>`, maybe behind an init.
    return fs
      .readFileSync('/proc/1/cmdline', 'utf8')
      .split('\0')
      .find((a) => ['all', 'api', 'worker'].includes(a));
  } catch {
    return undefined;
  }
})();
if (mode === 'worker') process.exit(0);

const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}

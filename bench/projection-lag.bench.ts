import { createDb, migrate } from '@packflow/db';
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import { ProjectionRunner, syssetProjector } from '@packflow/projections';
import { freshDatabase, percentile, progress, report, round, samplePayload } from './support';

const RATE = 500;
const SECONDS = 20;

/**
 * projection.lag: ms from an append's commit to its read-model rows being committed, at a steady
 * rate. Baseline: how late a bare catch-up subscription hears of the same events.
 */
export async function benchProjectionLag(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, 16);
  const store = await SqlEventStore.open(pool);
  const db = createDb(pool);
  await migrate(db);
  await store.appendToStream('sysset-system', [
    {
      type: 'SyssetInitialized',
      data: {
        values: {
          companyNameCn: 'x',
          companyNameEn: 'x',
          expiryDate: '2030-01-01',
          expiryWarnDays: 30,
          showRoles: true,
          imageHost: '',
        },
      },
    },
  ]);
  const visibleAt: { position: bigint; at: number }[] = [];
  const runner = new ProjectionRunner({
    store,
    db,
    projectors: [syssetProjector],
    onChange: (change) => visibleAt.push({ position: change.position, at: performance.now() }),
  });
  await runner.start();
  const heard = new Map<bigint, number>();
  const bare = store.subscribeToAll({
    after: await store.headPosition(),
    filter: { eventTypes: syssetProjector.eventTypes },
  });
  const listening = (async () => {
    for await (const item of bare)
      if (item.kind === 'event') heard.set(item.event.position, performance.now());
  })();

  const total = RATE * SECONDS;
  progress(`projection.lag: ${total} events at ${RATE}/s`);
  const committed: { position: bigint; at: number }[] = [];
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      store.appendToStream(`lag-${i}`, [{ type: 'SyssetChanged', ...samplePayload(i) }]).then((r) => {
        committed.push({ position: r.position, at: performance.now() });
      }),
    );
  }
  await Promise.all(inFlight);
  const last = committed.reduce((m, c) => (c.position > m ? c.position : m), 0n);
  await runner.waitFor(['sysset'], last, 30_000);
  while (!heard.has(last)) await new Promise((r) => setTimeout(r, 10));

  const lags: number[] = [];
  const bareLags: number[] = [];
  for (const c of committed) {
    const visible = visibleAt.find((v) => v.position >= c.position);
    if (visible) lags.push(Math.max(0, visible.at - c.at));
    const h = heard.get(c.position);
    if (h !== undefined) bareLags.push(Math.max(0, h - c.at));
  }
  lags.sort((a, b) => a - b);
  bareLags.sort((a, b) => a - b);
  report({
    name: 'projection.lag',
    value: round(percentile(lags, 99), 2),
    unit: 'ms (p99)',
    p50: round(percentile(lags, 50), 2),
    baseline: round(percentile(bareLags, 99), 2),
    baseline_p50: round(percentile(bareLags, 50), 2),
    events: lags.length,
    rate: RATE,
    seconds: SECONDS,
    baseline_is: 'a bare catch-up subscription hearing the same events',
  });
  await bare.stop();
  await listening;
  await runner.stop();
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
}

import { writeFileSync } from 'node:fs';
import { signIn } from '../test/support/api-client';
import { createStaff } from '../test/support/staff';
import { type Sample, runOpenLoop } from './load/driver';
import { MemorySampler } from './load/memory';
import { HEADCOUNT, createPeople } from './load/people';
import { type Shape, startShape } from './load/processes';
import { seedFactory } from './load/seed-factory';
import { seedSales } from './load/seed-sales';
import type { World } from './load/world';
import { freshDatabase, percentile, progress, report, round } from './support';

/** 60 people each sending a request about every two seconds: a busy day of a company this size. */
const DEFAULT_RATE = 30;
const PROBE_RATE = 2;
/** Memory growth is read from this minute of the load to its end (the first minutes warm up). */
const GROWTH_FROM_MINUTE = 2;

const sortedMs = (samples: Sample[]) => samples.map((s) => s.ms).sort((a, b) => a - b);

/** p50, p99 and count per kind of request. */
function byKind(samples: Sample[]): Record<string, { n: number; p50: number; p99: number }> {
  const kinds = new Map<string, Sample[]>();
  for (const s of samples) kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s]);
  const out: Record<string, { n: number; p50: number; p99: number }> = {};
  for (const [kind, list] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const ms = sortedMs(list);
    out[kind] = { n: list.length, p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)) };
  }
  return out;
}

/** Refused or failed requests by route and status, with the first message of each. */
function errorsByRoute(samples: Sample[]): Record<string, { n: number; status: number; msg: string }[]> {
  const out: Record<string, { n: number; status: number; msg: string }[]> = {};
  for (const s of samples.filter((x) => !x.ok)) {
    const list = (out[s.route] ??= []);
    const same = list.find((e) => e.status === s.status);
    if (same) same.n++;
    else list.push({ n: 1, status: s.status, msg: (s.msg ?? '').slice(0, 160) });
  }
  return out;
}

function emptyWorld(): World {
  return {
    desks: new Map(),
    toConfirm: [],
    toReview: [],
    machines: { press: '', laminator: '', bagMaker: '' },
    running: [],
    toInspect: [],
    shippable: [],
    allOrders: [],
  };
}

/**
 * load.mixed and load.memory_growth: the production shape (two API processes that only serve, one
 * worker, PostgreSQL and Redis) under an open-loop mix of the nine roles' requests at LOAD_RATE
 * per second (default 30) for LOAD_MINUTES (default 10), after a production-shaped data set made
 * through the API. See bench/load/ for its parts.
 */
export async function benchLoad(): Promise<void> {
  const rate = Number(process.env.LOAD_RATE ?? DEFAULT_RATE);
  const minutes = Number(process.env.LOAD_MINUTES ?? 10);
  if (!(rate > 0) || !(minutes > 0)) throw new Error('LOAD_RATE and LOAD_MINUTES must be positive numbers');
  const database = await freshDatabase();
  let shape: Shape | undefined;
  // Stopped from outside (Ctrl-C, a timeout): the child processes and the database go as well.
  const interrupted = (signal: NodeJS.Signals) => {
    progress(`load: ${signal}: stopping the processes and dropping the database`);
    void Promise.resolve(shape?.stop())
      .then(() => database.drop())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const seedStarted = performance.now();
    shape = await startShape(database.url);
    const { api1, api2, worker, idle } = shape;
    const apis = [
      { name: 'api1', url: api1.url! },
      { name: 'api2', url: api2.url! },
    ];
    const admin = await signIn(api1.url!, 'admin', shape.adminPassword);
    progress(`load: ${HEADCOUNT.reduce((n, [, c]) => n + c, 1)} staff of the nine roles`);
    const people = await createPeople(admin, admin.login.user.id, apis);
    const world = emptyWorld();
    await seedSales(people, world);
    await seedFactory(people, world);
    // The baseline's person: a salesman of no other work, signed in on each API process.
    const probeId = await createStaff(admin, 'OperatorIndex', 'load-probe');
    const probes = await Promise.all(apis.map((a) => signIn(a.url, 'load-probe', 'correct-horse-1')));
    const probePath = `/admin/operator/${probeId}`;

    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);
    const desks = [...world.desks.values()];
    const dataSet = {
      staff: Object.fromEntries([['Admin', 1], ...HEADCOUNT]),
      customers: desks.reduce((n, d) => n + d.customers.length, 0),
      quotations: desks.reduce((n, d) => n + d.quotations.length, 0),
      contracts: desks.reduce((n, d) => n + d.contracts.length, 0),
      orders: world.allOrders.length,
      orders_waiting_payment_or_signature: desks.reduce((n, d) => n + d.unpaid.length + d.toSign.length, 0),
      orders_signed_before_production:
        desks.reduce((n, d) => n + d.toArtwork.length, 0) + world.toReview.length,
      orders_printing: world.running.length,
      orders_at_inspection: world.toInspect.length,
      orders_shipping: world.shippable.length,
      set_up_s: seedSeconds,
    };
    progress(`load: data set ${JSON.stringify(dataSet)}`);
    const seconds = minutes * 60;
    progress(
      `load: ${rate} requests/s (${people.length} people, one request each about every ` +
        `${round(people.length / rate, 1)} s) for ${minutes} min, open loop, over api1 and api2; ` +
        `probe GET ${probePath.replace(probeId, ':id')} at ${PROBE_RATE}/s`,
    );
    const sampler = new MemorySampler(
      { api1: api1.pid, api2: api2.pid, worker: worker.pid, idle: idle.pid },
      { api1: api1.heapAfterGc, api2: api2.heapAfterGc, worker: worker.heapAfterGc, idle: idle.heapAfterGc },
    );
    sampler.start();
    let seen = 0;
    const run = await runOpenLoop(
      people,
      world,
      { rate, seconds, probes, probePath, probeRate: PROBE_RATE },
      (m, mix) => {
        const last = mix.slice(seen);
        seen = mix.length;
        const ms = sortedMs(last);
        progress(
          `load: minute ${m}: ${last.length} requests, p50 ${round(percentile(ms, 50))} ms, p99 ` +
            `${round(percentile(ms, 99))} ms, ${last.filter((s) => !s.ok).length} refused; RSS MB ` +
            ['api1', 'api2', 'worker', 'idle']
              .map((n) => `${n} ${round(sampler.meanMb(n, (m - 1) * 60_000, m * 60_000), 0)}`)
              .join(', '),
        );
      },
    );
    sampler.stop();

    const all = sortedMs(run.mix);
    const probe = sortedMs(run.probe);
    const errors = run.mix.filter((s) => !s.ok);
    report({
      name: 'load.mixed',
      value: round(percentile(all, 99)),
      unit: 'ms',
      p50: round(percentile(all, 50)),
      count: run.mix.length,
      errors: errors.length,
      errors_by_route: errorsByRoute(run.mix),
      conflicts_409: errors.filter((s) => s.status === 409).length,
      rate_per_s: rate,
      minutes,
      people: people.length,
      goal: 'p99 under 100 ms at the stated rate',
      by_kind: byKind(run.mix),
      baseline: round(percentile(probe, 99)),
      baseline_p50: round(percentile(probe, 50)),
      baseline_count: run.probe.length,
      baseline_errors: run.probe.filter((s) => !s.ok).length,
      baseline_is: `p99 of GET /admin/operator/:id (the signed-in person's own record) at ${PROBE_RATE}/s beside the mix, on both API processes`,
      max_launch_lag_ms: round(run.maxLaunchLagMs),
      requests_note:
        'an action is one request, or two to four where its screen reads before writing or schedules three stages',
      data_set: dataSet,
    });

    const endMs = seconds * 1000;
    const fromMs = Math.min(GROWTH_FROM_MINUTE * 60_000, endMs / 5);
    // A minute each side: resident memory swings by a quarter with the collector within a minute.
    const windowMs = Math.min(60_000, (endMs - fromMs) / 4);
    const figure = (n: string) => {
      const g = sampler.growth(n, fromMs, endMs, windowMs);
      const heap = sampler.heapGrowth(n, fromMs, endMs);
      return {
        percent: round(g.percent),
        from_mb: round(g.fromMb, 1),
        to_mb: round(g.toMb, 1),
        peak_mb: round(sampler.peakMb(n), 1),
        heap_after_gc: {
          percent: heap.fromMb ? round(((heap.toMb - heap.fromMb) / heap.fromMb) * 100) : null,
          from_mb: round(heap.fromMb, 1),
          to_mb: round(heap.toMb, 1),
          full_collections: heap.collections,
        },
      };
    };
    if (process.env.LOAD_SAMPLES_FILE)
      writeFileSync(process.env.LOAD_SAMPLES_FILE, JSON.stringify(sampler.dump()));
    const growth = {
      api1: figure('api1'),
      api2: figure('api2'),
      worker: figure('worker'),
      idle: figure('idle'),
    };
    const largest = (['api1', 'api2', 'worker'] as const).reduce((a, b) =>
      growth[b].to_mb > growth[a].to_mb ? b : a,
    );
    report({
      name: 'load.memory_growth',
      value: growth[largest].percent,
      unit: '%',
      largest_process: largest,
      api1: growth.api1,
      api2: growth.api2,
      worker: growth.worker,
      from_minute: round(fromMs / 60_000, 2),
      to_minute: minutes,
      window_s: round(windowMs / 1000),
      sampled_every_s: 5,
      baseline: growth.idle.percent,
      baseline_is:
        'the same growth of a third API process (RUN_PROJECTIONS=false) started beside them that serves no request',
      idle: growth.idle,
    });
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await shape?.stop();
    await database.drop();
  }
}

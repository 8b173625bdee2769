import type { Paging } from '../apps/api/src/http/paging';
import {
  type FactoryReader,
  type JobFilter,
  type StageFilter,
  board,
  listJobs,
  listStages,
} from '../apps/api/src/production/production.queries';
import { createDb, migrate } from '@packflow/db';
import { createPostgresPool } from '@packflow/eventstore';
import {
  machinesProjector,
  ordersProjector,
  productionJobsProjector,
  productionStagesProjector,
} from '@packflow/projections';
import { sql } from 'kysely';
import { BENCH_PG_URL, freshDatabase, percentile, progress, random, report, round } from './support';

/** Orders in all; the factory has rows for those signed (in production now, and a share finished before). */
const ORDERS = 1_000_000;
const IN_PRODUCTION = 200_000;
/** Jobs finished (or closed) before: the finished screen and the confirmed order log read them too. */
const FINISHED = 300_000;
const ITERATIONS = 50;
const LOAD_CHUNK = 50_000;
const PAGE: Paging = { page: 1, size: 20, offset: 0 };
const DAY = 86_400;

/** The plant: presses, laminators, slitters and bag makers (ids and names). */
const MACHINES: { kind: string; prefix: string; count: number }[] = [
  { kind: 'gravurePress', prefix: 'g', count: 8 },
  { kind: 'digitalPress', prefix: 'd', count: 6 },
  { kind: 'laminator', prefix: 'l', count: 8 },
  { kind: 'slitter', prefix: 's', count: 6 },
  { kind: 'bagMaker', prefix: 'b', count: 12 },
];
const machineIds = MACHINES.flatMap((m) => Array.from({ length: m.count }, (_, i) => `m-${m.prefix}${i}`));

/** How the jobs in production spread over the phases (per mille of i % 1000). */
const PHASES: [string, number][] = [
  ['review', 100],
  ['rejected', 130],
  ['scheduling', 250],
  ['ready', 400],
  ['running', 1000],
];

const rnd = random(20261127);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/**
 * Loads the factory's read models as the production projectors write them, straight with SQL:
 * FINISHED jobs finished over two years (the oldest orders), then IN_PRODUCTION jobs signed over
 * the last 60 days across the phases, each with its stages (printing, a lamination pass for two in
 * three, bag making or, for one in five, slitting of roll film) on machines of their kind.
 */
async function load(db: ReturnType<typeof createDb>, now: number): Promise<void> {
  const total = FINISHED + IN_PRODUCTION;
  const phase = `CASE WHEN j <= ${FINISHED} THEN (CASE WHEN j % 20 = 0 THEN 'closed' ELSE 'finished' END) ${PHASES.map(
    ([p, to]) => `WHEN j % 1000 < ${to} THEN '${p}'`,
  ).join(' ')} END`;
  // The order the job belongs to: one in two of the orders is signed (ids as orders.bench's).
  const jobs = (first: number, last: number) => sql`
    SELECT j, 'o' || (j * 2) AS order_id,
      'HT' || to_char(signed, 'YYYYMMDD') || '-' || lpad(to_hex(j * 2), 10, '0') || '-1' AS number,
      'Customer ' || ((j * 2) % 50000) || ' Foods' AS customer_name,
      CASE WHEN j % 3 = 0 THEN 'gravure' ELSE 'digital' END AS printing_type,
      CASE WHEN j % 5 = 0 THEN 'coiled' ELSE 'bag' END AS make,
      2 + (CASE WHEN j % 3 <> 0 THEN 1 ELSE 0 END) AS stage_count,
      signed, ${sql.raw(phase)} AS phase
    FROM (
      SELECT j, CASE WHEN j <= ${FINISHED}
        THEN to_timestamp(${sql.raw(String(Math.round(now / 1000 - 60 * DAY)))} - (${FINISHED} - j) * ${sql.raw(String((670 * DAY) / FINISHED))})
        ELSE to_timestamp(${sql.raw(String(Math.round(now / 1000)))} - (${total} - j) * ${sql.raw(String((60 * DAY) / IN_PRODUCTION))}) END AS signed
      FROM generate_series(${first}::int, ${last}::int) AS j
    ) g`;
  for (let first = 1; first <= total; first += LOAD_CHUNK) {
    const last = Math.min(total, first + LOAD_CHUNK - 1);
    // The stages of each job: seq, key and kind, and where the job stands at each.
    await sql`
      WITH jobs AS (${jobs(first, last)}),
      stages AS (
        SELECT jobs.*, st.seq, st.stage, st.kind, st.output_unit,
          -- running jobs: the stage worked on now (earlier ones finished, later ones scheduled)
          (j / 7) % stage_count + 1 AS at_seq
        FROM jobs, LATERAL (
          SELECT 1 AS seq, 'printing' AS stage, 'printing' AS kind, 'metre' AS output_unit
          UNION ALL SELECT 2, 'lamination-1', 'lamination', 'metre' WHERE stage_count = 3
          UNION ALL SELECT stage_count, CASE WHEN make = 'coiled' THEN 'slitting' ELSE 'bagMaking' END,
            CASE WHEN make = 'coiled' THEN 'slitting' ELSE 'bagMaking' END,
            CASE WHEN make = 'coiled' THEN 'metre' ELSE 'piece' END
        ) st
      ),
      states AS (
        SELECT s.*,
          CASE
            WHEN phase IN ('finished', 'closed') THEN 'finished'
            WHEN phase IN ('review', 'rejected') THEN 'unscheduled'
            WHEN phase = 'scheduling' THEN CASE WHEN seq = 1 AND j % 2 = 0 THEN 'scheduled' ELSE 'unscheduled' END
            WHEN phase = 'ready' THEN 'scheduled'
            WHEN seq < at_seq THEN 'finished'
            WHEN seq = at_seq THEN CASE WHEN j % 23 = 0 THEN 'paused' ELSE 'running' END
            ELSE 'scheduled' END AS state,
          CASE kind
            WHEN 'printing' THEN CASE WHEN printing_type = 'gravure' THEN 'm-g' || (j % 8) ELSE 'm-d' || (j % 6) END
            WHEN 'lamination' THEN 'm-l' || (j % 8)
            WHEN 'slitting' THEN 'm-s' || (j % 6)
            ELSE 'm-b' || (j % 12) END AS machine_id,
          signed + interval '2 days' + (seq * interval '8 hours') AS planned
        FROM stages s
      )
      INSERT INTO rm.production_stages
      SELECT order_id, stage, kind, seq, stage_count, output_unit, number, customer_name,
        'salesman-' || (j % 1000), printing_type, make,
        CASE WHEN make = 'bag' THEN 'standUp' ELSE NULL END, 20000,
        CASE WHEN make = 'bag' THEN 'piece' ELSE 'meter' END,
        phase NOT IN ('finished', 'closed'), phase NOT IN ('review', 'rejected'), state,
        CASE WHEN state = 'unscheduled' THEN NULL ELSE machine_id END,
        CASE WHEN state = 'unscheduled' THEN NULL ELSE 'Machine ' || machine_id END,
        CASE WHEN state = 'unscheduled' THEN NULL ELSE planned END, 3,
        CASE WHEN state IN ('running', 'paused', 'finished') THEN '["Li Wei"]' ELSE '[]' END::jsonb,
        CASE WHEN state IN ('running', 'paused', 'finished') THEN planned END,
        CASE WHEN state = 'finished' THEN planned + interval '6 hours' END,
        CASE WHEN state = 'paused' THEN 'Ink change' END,
        CASE WHEN state = 'unscheduled' OR state = 'scheduled' THEN 0 ELSE 4800 END, 0,
        CASE WHEN state = 'finished' THEN 4600 WHEN state IN ('running', 'paused') THEN 2300 ELSE 0 END,
        CASE WHEN state = 'finished' THEN 4600 WHEN state IN ('running', 'paused') THEN 2300 ELSE 0 END,
        CASE WHEN state IN ('unscheduled', 'scheduled') THEN 0 ELSE 80 END,
        CASE WHEN state IN ('unscheduled', 'scheduled') THEN 0 ELSE 60 END,
        CASE WHEN state IN ('unscheduled', 'scheduled') THEN 0 ELSE 20 END,
        j % 17 = 0, false,
        CASE WHEN state IN ('unscheduled', 'scheduled') THEN 0 ELSE 3 END,
        CASE WHEN seq = 1 THEN NULL WHEN phase IN ('finished', 'closed') OR seq <= at_seq AND phase = 'running' THEN 'finished'
          WHEN phase = 'running' AND seq = at_seq + 1 THEN 'running'
          WHEN phase IN ('review', 'rejected') OR phase = 'scheduling' AND seq > 2 THEN 'unscheduled' ELSE 'scheduled' END,
        CASE WHEN seq = 1 THEN NULL WHEN seq = 2 THEN 'printing' WHEN stage_count = 3 THEN 'lamination' ELSE 'printing' END,
        CASE WHEN seq = 1 THEN NULL ELSE 4600 END,
        CASE WHEN seq > 1 AND stage_count = 3 AND seq = 3 THEN planned - interval '2 hours' + interval '48 hours' END,
        false, CASE WHEN make = 'bag' THEN 240 END, 'PET12/PE50', 760,
        '["C","M","Y","K"]'::jsonb,
        CASE WHEN state = 'finished' THEN 1 WHEN state IN ('running', 'paused') THEN 0.5 ELSE 0 END,
        lower(number || ' ' || customer_name || ' ' || make || ' ' || CASE WHEN make = 'bag' THEN 'standup' ELSE '' END),
        10, (j * 10)::text, signed
      FROM states`.execute(db);
    await sql`
      WITH jobs AS (${jobs(first, last)})
      INSERT INTO rm.production_jobs
      SELECT order_id, number, customer_name, 'salesman-' || (j % 1000), 'OperatorIndex', printing_type, make,
        CASE WHEN make = 'bag' THEN 'standUp' ELSE NULL END, 20000,
        CASE WHEN make = 'bag' THEN 'piece' ELSE 'meter' END, phase,
        CASE phase WHEN 'review' THEN 'pending' WHEN 'rejected' THEN 'rejected' ELSE 'confirmed' END,
        CASE phase WHEN 'review' THEN 'not_confirmed' WHEN 'rejected' THEN 'rejected' ELSE 'confirmed' END,
        'art/' || order_id || '.pdf',
        CASE WHEN phase = 'rejected' THEN 'Artwork blurred' END,
        CASE WHEN phase = 'review' THEN NULL ELSE signed + interval '1 day' END,
        '["C","M","Y","K"]'::jsonb, 760, 'PET12/PE50', CASE WHEN make = 'bag' THEN 240 END,
        NULL, NULL, 0, stage_count, 0, 0, '[]'::jsonb,
        lower(number || ' ' || customer_name || ' ' || make || ' ' || CASE WHEN make = 'bag' THEN 'standup' ELSE '' END),
        signed, 10, (j * 10)::text, signed
      FROM jobs`.execute(db);
  }
  // What the job rows take from their stages: the stage worked on, the counts and the progress.
  await sql`
    UPDATE rm.production_jobs j SET
      current_stage = c.stage, current_kind = c.kind, stages_done = c.done, unscheduled = c.unscheduled,
      progress = c.progress, stages = c.stages
    FROM (
      SELECT order_id,
        (array_agg(stage ORDER BY seq) FILTER (WHERE state <> 'finished'))[1] AS stage,
        (array_agg(kind ORDER BY seq) FILTER (WHERE state <> 'finished'))[1] AS kind,
        count(*) FILTER (WHERE state = 'finished') AS done,
        count(*) FILTER (WHERE state = 'unscheduled') AS unscheduled,
        round(avg(progress)::numeric, 4) AS progress,
        jsonb_agg(jsonb_build_object('key', stage, 'kind', kind, 'seq', seq, 'outputUnit', output_unit,
          'state', state, 'startedAt', started_at, 'finishedAt', finished_at, 'totals', jsonb_build_object(
            'metresIn', metres_in, 'kgIn', kg_in, 'goodOut', good_out, 'setupWaste', setup_waste,
            'runningWaste', running_waste)) ORDER BY seq) AS stages
      FROM rm.production_stages GROUP BY order_id
    ) c WHERE c.order_id = j.order_id`.execute(db);
  for (const m of MACHINES)
    for (let i = 0; i < m.count; i++)
      await sql`
        INSERT INTO rm.machines VALUES (
          ${`m-${m.prefix}${i}`}, ${`Machine m-${m.prefix}${i}`}, ${m.kind},
          ${m.kind.endsWith('Press') ? 8 : null}, ${m.kind.endsWith('Press') ? 1200 : null}, 3,
          ${m.kind === 'laminator' ? 48 : null}, ${i % 5 === 0 ? 'problem' : 'production'}, '', '', now(),
          '[]'::jsonb, '[]'::jsonb, 1, '1', now())`.execute(db);
  // The planner reordered the head of each machine's queue: its first ten queued jobs, backwards.
  await sql`
    UPDATE rm.machines m SET queue = q.keys FROM (
      SELECT machine_id, jsonb_agg(order_id || ':' || stage ORDER BY planned_start DESC) AS keys FROM (
        SELECT machine_id, order_id, stage, planned_start,
          row_number() OVER (PARTITION BY machine_id ORDER BY planned_start) AS n
        FROM rm.production_stages WHERE job_open AND state IN ('scheduled', 'running', 'paused')
      ) s WHERE n <= 10 GROUP BY machine_id
    ) q WHERE q.machine_id = m.id`.execute(db);
  // The kept counts, as the projectors keep them (a count of the rows).
  await sql`
    INSERT INTO rm.production_job_counts (phase, review_status, printing_type, n)
    SELECT phase, review_status, printing_type, count(*) FROM rm.production_jobs GROUP BY 1, 2, 3`.execute(
    db,
  );
  await sql`
    INSERT INTO rm.production_stage_counts (kind, state, job_open, confirmed, last, printing_type, machine_id, n)
    SELECT kind, state, job_open, confirmed, seq = stage_count, printing_type, coalesce(machine_id, ''), count(*)
    FROM rm.production_stages GROUP BY 1, 2, 3, 4, 5, 6, 7`.execute(db);
  await loadOrders(db, now);
  for (const table of [
    'production_jobs',
    'production_stages',
    'machines',
    'production_job_counts',
    'production_stage_counts',
    'orders',
    'order_number_keys',
    'order_customer_names',
  ])
    await sql`VACUUM ANALYZE ${sql.id('rm', table)}`.execute(db);
}

/**
 * The orders the keyword looks up (as orders.bench loads them): the ORDERS orders with their
 * numbers' keys and their customers' names; order 'o<i>' of an even i is the job i / 2 (its
 * number and customer), the others were made over two years and not signed.
 */
async function loadOrders(db: ReturnType<typeof createDb>, now: number): Promise<void> {
  const total = FINISHED + IN_PRODUCTION;
  const chunk = 100_000;
  const secs = (n: number) => sql.raw(String(Math.round(n)));
  for (let first = 1; first <= ORDERS; first += chunk) {
    const last = Math.min(ORDERS, first + chunk - 1);
    await sql`
      INSERT INTO rm.orders
      SELECT
        'o' || i, 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0') || '-1',
        'c' || i, 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0'),
        'q' || i, 'BJ' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i * 7), 10, '0'),
        'customer-' || (i % 50000), 'Customer ' || (i % 50000) || ' Foods',
        'salesman-' || ((i / 2) % 1000), 'OperatorIndex',
        CASE WHEN (i / 2) % 3 = 0 THEN 'gravure' ELSE 'digital' END, true,
        'advance30', 'CNY', 'bag', 'standUp', 'piece', NULL, 'normal', NULL,
        20000, '0.4500', '9000.00', '100',
        CASE WHEN i % 2 = 0 AND i / 2 <= ${FINISHED} THEN 'shipped' WHEN i % 2 = 0 THEN 'product' ELSE 'wait' END,
        NULL, CASE WHEN i % 2 = 0 THEN created END, 1, 'none', '', 0, 0, false, NULL, NULL, NULL,
        '', '{}'::jsonb, 0, created, created
      FROM (
        SELECT i, CASE
          WHEN i % 2 = 1 THEN to_timestamp(${secs(now / 1000)} - (${ORDERS} - i) * 63.0)
          WHEN i / 2 <= ${FINISHED} THEN to_timestamp(${secs(now / 1000 - 60 * DAY)} - (${FINISHED} - i / 2) * ${sql.raw(String((670 * DAY) / FINISHED))})
          ELSE to_timestamp(${secs(now / 1000)} - (${total} - i / 2) * ${sql.raw(String((60 * DAY) / IN_PRODUCTION))}) END AS created
        FROM generate_series(${first}::int, ${last}::int) AS i
        WHERE i % 2 = 1 OR i / 2 <= ${total}
      ) g`.execute(db);
    // The keyword search's keys, as the orders projector writes them (numberKeys).
    await sql`
      INSERT INTO rm.order_number_keys (key, order_id)
      SELECT DISTINCT k.key, o.id FROM rm.orders o, LATERAL (
        SELECT 'n' || lower(n) AS key FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
        UNION SELECT 'n' || regexp_replace(lower(n), '^[a-z]+', '')
          FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
        UNION SELECT 'r' || reverse(lower(n)) FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
      ) k
      WHERE o.id = ANY(SELECT 'o' || i FROM generate_series(${first}::int, ${last}::int) AS i)`.execute(db);
  }
  await sql`
    INSERT INTO rm.order_customer_names (customer_id, name)
    SELECT DISTINCT customer_id, lower(customer_name) FROM rm.orders`.execute(db);
}

type Case = { page: string; filter: string; run: () => Promise<unknown> };

/**
 * production.list: p99 and p50 ms of each production list page of 20 (the order log by review
 * status, to be scheduled, to be produced, the stage screens, the board by stage and by machine)
 * with a filter (keyword, printing type, machine, planned days), at 1,000,000 orders of which
 * 200,000 are in production (and 300,000 finished before), through the query functions the API
 * uses, over the read models loaded straight with SQL. Baseline: the same pages without a filter.
 */
export async function benchProductionList(): Promise<void> {
  // BENCH_PRODUCTION_LIST_DB names a database of its own (created empty) that this benchmark loads
  // once and keeps, loaded again only when empty: for trying an index or a query without the
  // minutes of loading.
  const kept = process.env.BENCH_PRODUCTION_LIST_DB;
  const database = kept
    ? { url: Object.assign(new URL(BENCH_PG_URL), { pathname: `/${kept}` }).toString(), drop: async () => {} }
    : await freshDatabase();
  const pool = createPostgresPool(database.url, 6);
  const db = createDb(pool);
  const t = performance.now();
  const loaded =
    kept !== undefined &&
    (await sql<{ t: string | null }>`SELECT to_regclass('rm.production_jobs')::text AS t`.execute(db))
      .rows[0]!.t !== null;
  const now = loaded
    ? new Date(
        (await sql<{ at: Date }>`SELECT max(signed_at) AS at FROM rm.production_jobs`.execute(db)).rows[0]!
          .at,
      ).getTime()
    : Date.now();
  try {
    if (!loaded) {
      await migrate(db);
      await productionJobsProjector.createTables(db, 'rm');
      await productionStagesProjector.createTables(db, 'rm');
      await machinesProjector.createTables(db, 'rm');
      await ordersProjector.createTables(db, 'rm');
      progress(
        `production.list: loading ${IN_PRODUCTION} jobs in production and ${FINISHED} finished (of ${ORDERS} orders)`,
      );
      await load(db, now);
    }
    const counted = await sql<{ jobs: number; stages: number }>`
      SELECT (SELECT count(*)::int FROM rm.production_jobs) AS jobs,
        (SELECT count(*)::int FROM rm.production_stages) AS stages`.execute(db);
    progress(
      `production.list: ${counted.rows[0]!.jobs} jobs, ${counted.rows[0]!.stages} stages loaded in ${round((performance.now() - t) / 1000, 1)} s`,
    );

    const reader: FactoryReader = { role: 'ProductManage', now: new Date(now).toISOString() };
    const day = (daysAgo: number) => new Date(now - daysAgo * 864e5).toISOString().slice(0, 10);
    /** A keyword people type: part of an order number (its day), or a customer's name. */
    const keyword = () =>
      rnd() < 0.5
        ? `ht${day(Math.floor(rnd() * 60)).replace(/-/g, '')}`
        : `customer ${Math.floor(rnd() * 25_000) * 2} f`;
    const jobFilter = (): [string, JobFilter] =>
      rnd() < 0.6
        ? ['keyword', { keyword: keyword() }]
        : ['printing type', { printingType: pick(['gravure', 'digital']) }];
    const stageFilter = (withKeyword: boolean): [string, StageFilter] => {
      const r = rnd();
      if (withKeyword && r < 0.3) return ['keyword', { keyword: keyword() }];
      if (r < 0.5) return ['printing type', { printingType: pick(['gravure', 'digital']) }];
      if (r < 0.75) return ['machine', { machineId: pick(machineIds) }];
      const from = Math.floor(rnd() * 55) + 3;
      return ['days', { from: day(from), to: day(from - 3) }];
    };

    /** Every page of the console, with its filter (or none, the baseline). */
    const cases = (filtered: boolean): Case[] => {
      const out: Case[] = [];
      for (const status of ['pending', 'confirmed', 'rejected'] as const) {
        const [kind, f] = filtered ? jobFilter() : ['none', {}];
        out.push({
          page: `review.${status}`,
          filter: kind,
          run: () => listJobs(db, reader, { reviewStatus: status, ...f }, PAGE),
        });
      }
      {
        const [kind, f] = filtered ? jobFilter() : ['none', {}];
        out.push({
          page: 'jobs.scheduling',
          filter: kind,
          run: () => listJobs(db, reader, { phases: ['scheduling'], ...f }, PAGE),
        });
      }
      {
        // To be produced: the console asks for both phases in one list.
        const [kind, f] = filtered ? jobFilter() : ['none', {}];
        out.push({
          page: 'jobs.production',
          filter: kind,
          run: () => listJobs(db, reader, { phases: ['ready', 'running'], ...f }, PAGE),
        });
      }
      for (const screen of ['printing', 'lamination', 'making', 'finished'] as const) {
        const [kind, f] = filtered ? stageFilter(true) : ['none', {}];
        out.push({
          page: `stages.${screen}`,
          filter: kind,
          run: () => listStages(db, reader, screen, f, PAGE),
        });
      }
      for (const groupBy of ['stage', 'machine'] as const) {
        const [kind, f] = filtered ? stageFilter(false) : ['none', {}];
        out.push({
          page: `board.${groupBy}`,
          filter: kind,
          run: () => board(db, reader, groupBy, f, '0'),
        });
      }
      return out;
    };

    // BENCH_PRODUCTION_LIST_PAGES=review,stages measures only the pages whose names begin so.
    const only = process.env.BENCH_PRODUCTION_LIST_PAGES?.split(',').filter(Boolean);
    const measured = (c: Case) => !only || only.some((prefix) => c.page.startsWith(prefix));

    /** ms per page (and per page and filter), sorted. */
    const measure = async (filtered: boolean, iterations: number) => {
      const byPage = new Map<string, number[]>();
      const byFilter = new Map<string, number[]>();
      for (let i = 0; i < iterations; i++)
        for (const c of cases(filtered).filter(measured)) {
          const started = performance.now();
          await c.run();
          const ms = performance.now() - started;
          byPage.set(c.page, [...(byPage.get(c.page) ?? []), ms]);
          const key = `${c.page}/${c.filter}`;
          byFilter.set(key, [...(byFilter.get(key) ?? []), ms]);
        }
      for (const list of [...byPage.values(), ...byFilter.values()]) list.sort((a, b) => a - b);
      return { byPage, byFilter };
    };

    // The figures count only if the pages are right: the counts as counting the rows would give.
    const checks: [string, Promise<{ count: number }>, string][] = [
      [
        'review.pending',
        listJobs(db, reader, { reviewStatus: 'pending' }, PAGE),
        `SELECT count(*)::int AS n FROM rm.production_jobs WHERE review_status = 'pending' AND phase <> 'closed'`,
      ],
      [
        'jobs.running',
        listJobs(db, reader, { phases: ['running'] }, PAGE),
        `SELECT count(*)::int AS n FROM rm.production_jobs WHERE phase = 'running'`,
      ],
      [
        'stages.printing',
        listStages(db, reader, 'printing', {}, PAGE),
        `SELECT count(*)::int AS n FROM rm.production_stages WHERE job_open AND confirmed AND kind = 'printing' AND state <> 'finished'`,
      ],
      [
        'review.confirmed by a customer',
        listJobs(db, reader, { reviewStatus: 'confirmed', keyword: 'customer 1234 f' }, PAGE),
        `SELECT count(*)::int AS n FROM rm.production_jobs WHERE review_status = 'confirmed' AND phase <> 'closed'
          AND customer_name = 'Customer 1234 Foods'`,
      ],
      [
        'stages.making on a bag maker',
        listStages(db, reader, 'making', { machineId: 'm-b1' }, PAGE),
        `SELECT count(*)::int AS n FROM rm.production_stages WHERE job_open AND confirmed
          AND kind IN ('slitting', 'bagMaking') AND state <> 'finished' AND machine_id = 'm-b1'`,
      ],
    ];
    for (const [page, answer, query] of checks) {
      const { count } = await answer;
      const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
      if (count !== rows[0]!.n)
        throw new Error(`production.list: ${page} counted ${count}, holds ${rows[0]!.n}`);
      if (count === 0) throw new Error(`production.list: ${page} is empty`);
    }
    const boardCards = (await board(db, reader, 'stage', {}, '0')).cards.length;
    if (boardCards === 0) throw new Error('production.list: the board is empty');

    progress(`production.list: warming up, then ${ITERATIONS} rounds of every page`);
    await measure(true, 3);
    await measure(false, 3);
    const filtered = await measure(true, ITERATIONS);
    const plain = await measure(false, ITERATIONS);
    const p = (l: number[] | undefined, q: number) => round(percentile(l ?? [], q), 2);
    const all = (m: Map<string, number[]>) => [...m.values()].flat().sort((a, b) => a - b);
    const perPage = (m: Map<string, number[]>) =>
      Object.fromEntries([...m].map(([page, list]) => [page, { p99: p(list, 99), p50: p(list, 50) }]));
    const worstPage = (m: Map<string, number[]>) => Math.max(...[...m.values()].map((l) => p(l, 99)));
    report({
      name: 'production.list',
      value: worstPage(filtered.byPage),
      unit: 'ms p99, the slowest production list page of 20 with a filter',
      p50: p(all(filtered.byPage), 50),
      baseline: worstPage(plain.byPage),
      baseline_p50: p(all(plain.byPage), 50),
      baseline_is: 'the same pages without a filter (the slowest page p99)',
      goal: 'p99 under 20 ms',
      orders: ORDERS,
      in_production: IN_PRODUCTION,
      finished_before: FINISHED,
      stage_rows: counted.rows[0]!.stages,
      board_cards: boardCards,
      by_page: perPage(filtered.byPage),
      baseline_by_page: perPage(plain.byPage),
      p99_by_page_and_filter: Object.fromEntries([...filtered.byFilter].map(([k, l]) => [k, p(l, 99)])),
    });
  } finally {
    await db.destroy();
    await pool.end();
    await database.drop();
  }
}

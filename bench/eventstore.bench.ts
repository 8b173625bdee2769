import { randomUUID } from 'node:crypto';
import { createDb, migrate } from '@packflow/db';
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import { ProjectionRunner, syssetProjector } from '@packflow/projections';
import pg from 'pg';
import {
  freshDatabase,
  percentile,
  progress,
  report,
  round,
  runConcurrently,
  samplePayload,
} from './support';

const CONCURRENCY = 8;
const APPENDS = 20_000;
const BATCH = 100;
const BATCHES = 2_000;
/** Each side runs in this many turns, the two taking turns, so both meet the same load of the machine. */
const TURNS = 5;
/**
 * Turns of the `$all` read. One turn (a pass over 220,000 events) takes about a second, and on
 * this host a turn of the same code varies by up to a third from one to the next, so the read
 * takes more turns than the appends to keep its figure steady.
 */
const READ_TURNS = 12;

interface Timed {
  elapsedMs: number;
  latencies: number[];
}

/**
 * Runs `ours` and `base` in TURNS turns each, taking turns (baseline first in even turns, ours
 * first in odd ones), and sums their times: a burst of other work on the machine then falls on
 * both alike instead of on whichever ran second.
 */
async function takingTurns(
  count: number,
  ours: (i: number) => Promise<void>,
  base: (i: number) => Promise<void>,
  concurrency = CONCURRENCY,
): Promise<{ ours: Timed; base: Timed }> {
  const total = {
    ours: { elapsedMs: 0, latencies: [] as number[] },
    base: { elapsedMs: 0, latencies: [] as number[] },
  };
  const per = Math.ceil(count / TURNS);
  for (let turn = 0; turn < TURNS; turn++) {
    const from = turn * per;
    const n = Math.min(per, count - from);
    const sides = turn % 2 === 0 ? (['base', 'ours'] as const) : (['ours', 'base'] as const);
    for (const side of sides) {
      const task = side === 'ours' ? ours : base;
      const run = await runConcurrently(n, concurrency, (i) => task(from + i));
      total[side].elapsedMs += run.elapsedMs;
      total[side].latencies.push(...run.latencies);
    }
  }
  total.ours.latencies.sort((a, b) => a - b);
  total.base.latencies.sort((a, b) => a - b);
  return total;
}

/** eventstore.append, eventstore.append_batch, eventstore.read_all and projection.rebuild, on PostgreSQL. */
export async function benchEventStore(wanted: (name: string) => boolean): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, CONCURRENCY + 4);
  const store = await SqlEventStore.open(pool);
  const plain = new pg.Pool({ connectionString: database.url, max: CONCURRENCY + 2 });
  await plain.query(`CREATE TABLE plain_events (id bigserial PRIMARY KEY, stream_id text NOT NULL, event_id uuid NOT NULL,
    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, created timestamptz NOT NULL DEFAULT now())`);
  try {
    if (wanted('eventstore.append')) {
      progress(
        `eventstore.append: ${APPENDS} plain inserts and ${APPENDS} appends, ${CONCURRENCY} concurrent, taking turns`,
      );
      const { ours, base } = await takingTurns(
        APPENDS,
        async (i) => {
          const { data, metadata } = samplePayload(i);
          await store.appendToStream(`bench-${i}`, [{ type: 'SyssetChanged', data, metadata }], {
            expectedRevision: 'no_stream',
          });
        },
        async (i) => {
          const { data, metadata } = samplePayload(i);
          await plain.query(
            'INSERT INTO plain_events (stream_id, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
            [`plain-${i}`, randomUUID(), 'SyssetChanged', JSON.stringify(data), JSON.stringify(metadata)],
          );
        },
      );
      report({
        name: 'eventstore.append',
        value: round((APPENDS / ours.elapsedMs) * 1000, 0),
        unit: 'appends/s',
        baseline: round((APPENDS / base.elapsedMs) * 1000, 0),
        p50: round(percentile(ours.latencies, 50), 2),
        p99: round(percentile(ours.latencies, 99), 2),
        baseline_p50: round(percentile(base.latencies, 50), 2),
        baseline_p99: round(percentile(base.latencies, 99), 2),
        latency_unit: 'ms',
        concurrency: CONCURRENCY,
        count: APPENDS,
        turns: TURNS,
        baseline_is: 'plain single-row INSERT of the same payload through pg, taking turns with the appends',
      });
    }

    const needsBatches =
      wanted('eventstore.append_batch') || wanted('eventstore.read_all') || wanted('projection.rebuild');
    if (needsBatches) {
      progress(
        `eventstore.append_batch: ${BATCHES} appends of ${BATCH} events and as many plain inserts, taking turns`,
      );
      const batch = (i: number) =>
        Array.from({ length: BATCH }, (_, j) => ({ type: 'SyssetChanged', ...samplePayload(i * BATCH + j) }));
      const { ours, base } = await takingTurns(
        BATCHES,
        async (i) => {
          await store.appendToStream(`batch-${i}`, batch(i), { expectedRevision: 'no_stream' });
        },
        async (i) => {
          const events = batch(i);
          await plain.query(
            `INSERT INTO plain_events (stream_id, event_id, type, data, metadata)
             SELECT $1, e, t, d::jsonb, m::jsonb FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS x(e, t, d, m)`,
            [
              `plainbatch-${i}`,
              events.map(() => randomUUID()),
              events.map((e) => e.type),
              events.map((e) => JSON.stringify(e.data)),
              events.map((e) => JSON.stringify(e.metadata)),
            ],
          );
        },
      );
      if (wanted('eventstore.append_batch')) {
        report({
          name: 'eventstore.append_batch',
          value: round(((BATCHES * BATCH) / ours.elapsedMs) * 1000, 0),
          unit: 'events/s',
          baseline: round(((BATCHES * BATCH) / base.elapsedMs) * 1000, 0),
          batch: BATCH,
          concurrency: CONCURRENCY,
          turns: TURNS,
          baseline_is:
            'plain multi-row INSERT of the same 100 payloads through pg, taking turns with the appends',
        });
      }
    }

    if (wanted('eventstore.read_all')) {
      const total = Number((await plain.query('SELECT count(*) FROM es_events')).rows[0].count);
      const plainTotal = Number((await plain.query('SELECT count(*) FROM plain_events')).rows[0].count);
      progress(
        `eventstore.read_all: ${total} events from position 0 and ${plainTotal} plain rows, ${READ_TURNS} turns each`,
      );
      const readOurs = async (): Promise<number> => {
        let read = 0;
        let after = 0n;
        for (;;) {
          const events = await store.readAll({ after, maxCount: 1000 });
          if (events.length === 0) return read;
          read += events.length;
          after = events[events.length - 1]!.position;
        }
      };
      const readPlain = async (): Promise<number> => {
        let read = 0;
        let lastId = 0;
        for (;;) {
          const { rows } = await plain.query(
            'SELECT * FROM plain_events WHERE id > $1 ORDER BY id LIMIT 1000',
            [lastId],
          );
          if (rows.length === 0) return read;
          read += rows.length;
          lastId = Number(rows[rows.length - 1].id);
        }
      };
      // One untimed read of each first: the first pass over the table pays for warming the code
      // that turns rows into events (and the plain rows' parser) and the pages' first visit.
      await readPlain();
      await readOurs();
      const time = { ours: 0, base: 0 };
      const rows = { ours: 0, base: 0 };
      // Each turn's speed against the baseline's in the same turn, to show the spread between turns.
      const turnRatios: number[] = [];
      for (let turn = 0; turn < READ_TURNS; turn++) {
        const sides = turn % 2 === 0 ? (['base', 'ours'] as const) : (['ours', 'base'] as const);
        const took = { ours: 0, base: 0 };
        for (const side of sides) {
          const t = performance.now();
          rows[side] += side === 'ours' ? await readOurs() : await readPlain();
          took[side] = performance.now() - t;
          time[side] += took[side];
        }
        turnRatios.push(took.base / took.ours);
      }
      turnRatios.sort((a, b) => a - b);
      report({
        name: 'eventstore.read_all',
        value: round((rows.ours / time.ours) * 1000, 0),
        unit: 'events/s',
        baseline: round((rows.base / time.base) * 1000, 0),
        events: total,
        page: 1000,
        turns: READ_TURNS,
        turn_ratio_min: round(turnRatios[0]!, 3),
        turn_ratio_max: round(turnRatios[turnRatios.length - 1]!, 3),
        baseline_is: 'plain keyset-paged SELECT of the plain table through pg, taking turns with the reads',
      });
    }

    if (wanted('projection.rebuild')) {
      const events = Number(
        (await plain.query(`SELECT count(*) FROM es_events WHERE type = 'SyssetChanged'`)).rows[0].count,
      );
      progress(`projection.rebuild: sysset over ${events} events`);
      const db = createDb(pool);
      await migrate(db);
      const runner = new ProjectionRunner({ store, db, projectors: [syssetProjector] });
      let t = performance.now();
      await runner.rebuild('sysset');
      const ours = performance.now() - t;
      await runner.stop();
      // Baseline: only reading the same events, without writing rows.
      t = performance.now();
      let after = 0n;
      for (;;) {
        const batch = await store.readAll({
          after,
          maxCount: 2000,
          filter: { eventTypes: syssetProjector.eventTypes },
        });
        if (batch.length === 0) break;
        after = batch[batch.length - 1]!.position;
      }
      const readOnly = performance.now() - t;
      report({
        name: 'projection.rebuild',
        value: round((events / ours) * 1000, 0),
        unit: 'events/s',
        baseline: round((events / readOnly) * 1000, 0),
        events,
        baseline_is: 'reading the same events from $all without projecting them',
      });
      await db.destroy();
    }
  } finally {
    await store.close();
    await plain.end();
    await pool.end();
    await database.drop();
  }
}

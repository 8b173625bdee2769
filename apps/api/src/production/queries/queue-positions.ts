import { jobKey } from '@packflow/contracts';
import { machine } from '@packflow/domain';
import { sql } from 'kysely';
import { type Db, QUEUED, isoOf, jsonList, rm } from './read-rows';

/** Where queued stages stand on their machines' queues (the planner's order, then planned start). */

/** The place of each queued stage on its machine (1-based), for the machines named: the planner's order, then planned start. */
export async function queuePositions(db: Db, machineIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(machineIds)];
  const positions = new Map<string, number>();
  if (!ids.length) return positions;
  const [machines, stages] = await Promise.all([
    rm(db).selectFrom('machines').select(['id', 'queue']).where('id', 'in', ids).execute(),
    rm(db)
      .selectFrom('production_stages')
      .select(['order_id', 'stage', 'machine_id', 'planned_start'])
      .where('machine_id', 'in', ids)
      .where('job_open', '=', true)
      .where('state', 'in', [...QUEUED])
      .execute(),
  ]);
  for (const m of machines) {
    const jobs = stages
      .filter((s) => s.machine_id === m.id)
      .map((s) => ({ key: jobKey(s.order_id, s.stage), plannedStart: isoOf(s.planned_start) }));
    machine.rankQueue(jobs, jsonList(m.queue)).forEach((j, i) => positions.set(j.key, i + 1));
  }
  return positions;
}

/** A stage row as the positions read it. */
interface QueuedRow {
  order_id: string;
  stage: string;
  state: string;
  job_open: boolean;
  machine_id: string | null;
  planned_start: Date | string | null;
}

const queuedRow = (r: QueuedRow) =>
  r.job_open && r.machine_id !== null && (QUEUED as readonly string[]).includes(r.state);

/**
 * The queue positions of the cards shown (the same as queuePositions gives), reading only what
 * ranks before them: a machine's whole queue may hold thousands of stages. What ranks before a
 * card on its machine is the planner's listed jobs before it, then the unlisted ones planned
 * before it: counted in the index for a few cards, read up to the latest card for many.
 */
export async function positionsOf(db: Db, cards: readonly QueuedRow[]): Promise<Map<string, number>> {
  const queued = cards.filter(queuedRow);
  const positions = new Map<string, number>();
  if (!queued.length) return positions;
  const machineIds = [...new Set(queued.map((r) => r.machine_id!))];
  const machines = await rm(db)
    .selectFrom('machines')
    .select(['id', 'queue'])
    .where('id', 'in', machineIds)
    .execute();
  const listedOf = new Map(machines.map((m) => [m.id, jsonList(m.queue)]));
  const listedOrders = [
    ...new Set([...listedOf.values()].flat().map((key) => key.slice(0, key.lastIndexOf(':')))),
  ];
  // The planner's listed jobs still queued on these machines, with their planned starts.
  const listedRows = listedOrders.length
    ? await rm(db)
        .selectFrom('production_stages')
        .select(['order_id', 'stage', 'machine_id', 'planned_start'])
        .where('order_id', 'in', listedOrders)
        .where('machine_id', 'in', machineIds)
        .where('job_open', '=', true)
        .where('state', 'in', [...QUEUED])
        .execute()
    : [];
  const rowsOn = (
    id: string,
    from: readonly {
      order_id: string;
      stage: string;
      machine_id: string | null;
      planned_start: Date | string | null;
    }[],
  ) =>
    from
      .filter((r) => r.machine_id === id)
      .map((r) => ({ key: jobKey(r.order_id, r.stage), plannedStart: isoOf(r.planned_start) }));
  const listedQueued = new Map(
    machineIds.map((id) => {
      const listed = new Set(listedOf.get(id) ?? []);
      return [id, rowsOn(id, listedRows).filter((j) => listed.has(j.key))];
    }),
  );
  const before = (
    a: { key: string; plannedStart: string | null },
    b: { key: string; plannedStart: string | null },
  ) => {
    const pa = a.plannedStart ?? '';
    const pb = b.plannedStart ?? '';
    return pa < pb || (pa === pb && a.key < b.key);
  };
  if (queued.length > 100) {
    // Many cards (the board): each machine's queue up to its latest card, ranked as the planner's.
    await Promise.all(
      machineIds.map(async (id) => {
        const latest = queued
          .filter((r) => r.machine_id === id)
          .reduce(
            (m, r) =>
              r.planned_start !== null && new Date(r.planned_start) > m ? new Date(r.planned_start) : m,
            new Date(0),
          );
        const prefix = await rm(db)
          .selectFrom('production_stages')
          .select(['order_id', 'stage', 'machine_id', 'planned_start'])
          .where('machine_id', '=', id)
          .where('job_open', '=', true)
          .where('state', 'in', [...QUEUED])
          .where('planned_start', '<=', latest)
          .execute();
        const jobs = new Map([...rowsOn(id, prefix), ...listedQueued.get(id)!].map((j) => [j.key, j]));
        machine
          .rankQueue([...jobs.values()], listedOf.get(id) ?? [])
          .forEach((j, i) => positions.set(j.key, i + 1));
      }),
    );
    return positions;
  }
  // A page: how many unlisted stages are planned before each card, counted in the index.
  const unlisted = queued.filter(
    (r) => !(listedOf.get(r.machine_id!) ?? []).includes(jobKey(r.order_id, r.stage)),
  );
  const counts = unlisted.length
    ? (
        await sql<{ i: string; n: number }>`
          SELECT c.i::text AS i, (SELECT count(*)::int FROM rm.production_stages q
            WHERE q.machine_id = c.m AND q.job_open AND q.state IN ('scheduled', 'running', 'paused')
              AND q.planned_start <= c.p
              AND (q.planned_start < c.p OR (q.order_id || ':' || q.stage) COLLATE "C" < c.k COLLATE "C")) AS n
          FROM unnest(${unlisted.map((r) => r.machine_id!)}::text[], ${unlisted.map((r) => isoOf(r.planned_start))}::timestamptz[],
            ${unlisted.map((r) => jobKey(r.order_id, r.stage))}::text[]) WITH ORDINALITY AS c(m, p, k, i)`.execute(
          db,
        )
      ).rows
    : [];
  const countOf = new Map(counts.map((c) => [Number(c.i) - 1, c.n]));
  unlisted.forEach((r, i) => {
    const card = { key: jobKey(r.order_id, r.stage), plannedStart: isoOf(r.planned_start) };
    const listed = listedQueued.get(r.machine_id!)!;
    // Every listed job ranks first; the count holds the listed ones planned before too.
    positions.set(
      card.key,
      1 + listed.length + (countOf.get(i) ?? 0) - listed.filter((j) => before(j, card)).length,
    );
  });
  for (const r of queued) {
    const key = jobKey(r.order_id, r.stage);
    if (positions.has(key)) continue;
    const ranked = machine.rankQueue(listedQueued.get(r.machine_id!)!, listedOf.get(r.machine_id!) ?? []);
    const at = ranked.findIndex((j) => j.key === key);
    if (at >= 0) positions.set(key, at + 1);
  }
  return positions;
}

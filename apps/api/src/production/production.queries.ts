import {
  type BoardView,
  type JobPhase,
  type MachineKind,
  type MachineQueueView,
  type MachineState,
  type MachineStateReason,
  type MachineView,
  type MaterialLedger,
  type OutputUnit,
  type ProductionJobRow,
  type QueueEntry,
  type ReviewStatus,
  type StageCard,
  type StageKind,
  type StageScreen,
  type StageState,
  jobKey,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { machine, productionPolicies, productionSequence } from '@packflow/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Paging } from '../http/paging';

/** Who reads the factory's lists: the role decides the actions offered, `now` the cure gate. */
export interface FactoryReader {
  role: Parameters<typeof productionPolicies.stageActions>[1]['role'];
  now: string;
}

type Db = Kysely<Database>;
const rm = (db: Db) => db.withSchema('rm');

const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);
const isoOf = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const jsonList = (v: unknown): string[] =>
  Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? (JSON.parse(v) as string[]) : [];

/** A page that is not full is the last one: it tells the count without counting. */
async function countOf(rows: number, page: Paging, counted: () => Promise<{ n: string }>): Promise<number> {
  if (rows < page.size && (rows > 0 || page.offset === 0)) return page.offset + rows;
  return Number((await counted()).n);
}

// ---------------------------------------------------------------- jobs

export interface JobFilter {
  reviewStatus?: ReviewStatus;
  phases?: readonly JobPhase[];
  keyword?: string;
  printingType?: string;
}

type JobRaw = Awaited<ReturnType<ReturnType<typeof jobsQuery>['executeTakeFirstOrThrow']>>;

function jobsQuery(db: Db, filter: JobFilter) {
  let q = rm(db).selectFrom('production_jobs as j').selectAll('j');
  if (filter.reviewStatus)
    q = q.where('j.review_status', '=', filter.reviewStatus).where('j.phase', '!=', 'closed');
  if (filter.phases?.length) q = q.where('j.phase', 'in', [...filter.phases]);
  if (filter.printingType) q = q.where('j.printing_type', '=', filter.printingType);
  if (filter.keyword) q = q.where('j.search', 'like', `%${escaped(filter.keyword.toLowerCase())}%`);
  return q;
}

function toJobRow(r: JobRaw, reader: FactoryReader): ProductionJobRow {
  return {
    orderId: r.order_id,
    number: r.number,
    customerName: r.customer_name,
    printingType: r.printing_type as ProductionJobRow['printingType'],
    make: r.make as ProductionJobRow['make'],
    bagType: r.bag_type as ProductionJobRow['bagType'],
    quantity: r.quantity,
    unit: r.unit,
    phase: r.phase as JobPhase,
    reviewStatus: r.review_status as ReviewStatus,
    artworkStatus: r.artwork_status as ProductionJobRow['artworkStatus'],
    rejectReason: r.reject_reason,
    currentStage: r.current_stage,
    currentKind: r.current_kind as StageKind | null,
    stagesDone: r.stages_done,
    stageCount: r.stage_count,
    progress: Number(r.progress),
    unscheduled: r.unscheduled,
    signedAt: isoOf(r.signed_at)!,
    reviewedAt: isoOf(r.reviewed_at),
    actions: productionPolicies.productionActions(productionPolicies.jobStandingOfRow(r), reader),
    revision: r.stream_revision,
  };
}

/** The order log (by review status) and the scheduling lists (by phase): oldest signed first, the decided ones newest first. */
export async function listJobs(
  db: Db,
  reader: FactoryReader,
  filter: JobFilter,
  page: Paging,
): Promise<{ rows: ProductionJobRow[]; count: number }> {
  const q = jobsQuery(db, filter);
  const decided = filter.reviewStatus && filter.reviewStatus !== 'pending';
  const ordered = decided
    ? q.orderBy('j.reviewed_at', 'desc').orderBy('j.order_id', 'desc')
    : q.orderBy('j.signed_at', 'asc').orderBy('j.order_id', 'asc');
  const found = await ordered.limit(page.size).offset(page.offset).execute();
  const count = await countOf(found.length, page, () =>
    jobsQuery(db, filter)
      .clearSelect()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  );
  return { rows: found.map((r) => toJobRow(r, reader)), count };
}

// ---------------------------------------------------------------- stage cards

export interface StageFilter {
  machineId?: string;
  printingType?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

function stagesQuery(db: Db) {
  return rm(db)
    .selectFrom('production_stages as s')
    .leftJoin('machines as m', 'm.id', 's.machine_id')
    .selectAll('s')
    .select(['m.state as machine_state']);
}
type StageRaw = Awaited<ReturnType<ReturnType<typeof stagesQuery>['executeTakeFirstOrThrow']>>;

function stageFiltered<Q extends ReturnType<typeof stagesQuery>>(
  q: Q,
  filter: StageFilter,
  dated: string,
): Q {
  let out = q;
  if (filter.machineId) out = out.where('s.machine_id', '=', filter.machineId) as Q;
  if (filter.printingType) out = out.where('s.printing_type', '=', filter.printingType) as Q;
  if (filter.keyword) out = out.where('s.search', 'like', `%${escaped(filter.keyword.toLowerCase())}%`) as Q;
  if (filter.from) out = out.where(sql.ref(dated), '>=', startOf(filter.from)) as Q;
  if (filter.to) out = out.where(sql.ref(dated), '<', nextDay(filter.to)) as Q;
  return out;
}

/** A stage's ledger as its row keeps it, with the shares of input. */
function ledgerOfRow(r: StageRaw): MaterialLedger {
  const waste = round2(Number(r.setup_waste) + Number(r.running_waste));
  return {
    metresIn: Number(r.metres_in),
    kgIn: Number(r.kg_in),
    goodOut: Number(r.good_out),
    goodMetres: Number(r.good_metres),
    setupWaste: Number(r.setup_waste),
    runningWaste: Number(r.running_waste),
    unaccounted: Number(r.unaccounted),
    wastePercent: percentOf(waste, Number(r.metres_in)),
    unaccountedPercent: percentOf(Number(r.unaccounted), Number(r.metres_in)),
    wasteOver: r.waste_over,
    unaccountedFlag: r.unaccounted_flag,
  };
}

function toCard(r: StageRaw, reader: FactoryReader, positions: ReadonlyMap<string, number>): StageCard {
  return {
    orderId: r.order_id,
    stage: r.stage,
    kind: r.kind as StageKind,
    seq: r.seq,
    stageCount: r.stage_count,
    number: r.number,
    customerName: r.customer_name,
    printingType: r.printing_type as StageCard['printingType'],
    make: r.make as StageCard['make'],
    bagType: r.bag_type as StageCard['bagType'],
    quantity: r.quantity,
    unit: r.unit,
    outputUnit: r.output_unit as OutputUnit,
    state: r.state as StageState,
    machineId: r.machine_id,
    machineName: r.machine_name,
    machineState: (r.machine_state ?? null) as MachineState | null,
    plannedStart: isoOf(r.planned_start),
    queuePosition: positions.get(jobKey(r.order_id, r.stage)) ?? null,
    operators: jsonList(r.operators),
    startedAt: isoOf(r.started_at),
    finishedAt: isoOf(r.finished_at),
    pausedReason: r.paused_reason,
    previousGoodMetres: r.prev_good_metres === null ? null : Number(r.prev_good_metres),
    ledger: ledgerOfRow(r),
    progress: Number(r.progress),
    cureUntil: isoOf(r.cure_until),
    cureOverridden: r.cure_overridden,
    actions: productionPolicies.stageActions(productionPolicies.stageStandingOfRow(r), reader, reader.now),
    position: r.position,
    revision: r.stream_revision,
  };
}

/** What stands on a machine's queue: the open jobs' stages on it not yet finished. */
const onQueue = (q: ReturnType<typeof stagesQuery>) =>
  q.where('s.job_open', '=', true).where('s.state', 'in', ['scheduled', 'running', 'paused']);

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
      .where('state', 'in', ['scheduled', 'running', 'paused'])
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

const QUEUED = ['scheduled', 'running', 'paused'];
const queuedRow = (r: StageRaw) => r.job_open && r.machine_id !== null && QUEUED.includes(r.state);

/**
 * The queue positions of the cards shown (the same as queuePositions gives), reading only what
 * ranks before them: a machine's whole queue may hold thousands of stages. What ranks before a
 * card on its machine is the planner's listed jobs before it, then the unlisted ones planned
 * before it: counted in the index for a few cards, read up to the latest card for many.
 */
async function positionsOf(db: Db, cards: readonly StageRaw[]): Promise<Map<string, number>> {
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
        .where('state', 'in', QUEUED)
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
          .where('state', 'in', QUEUED)
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

async function cardsOf(db: Db, reader: FactoryReader, found: StageRaw[]): Promise<StageCard[]> {
  const positions = await positionsOf(db, found);
  return found.map((r) => toCard(r, reader, positions));
}

const SCREEN_KINDS: Record<Exclude<StageScreen, 'finished'>, StageKind[]> = {
  printing: ['printing'],
  lamination: ['lamination'],
  making: ['slitting', 'bagMaking'],
};

/**
 * A stage screen's cards: the open jobs' stages of its kinds not yet finished, by planned start;
 * 'finished': the jobs whose last stage finished, newest first.
 */
export async function listStages(
  db: Db,
  reader: FactoryReader,
  screen: StageScreen,
  filter: StageFilter,
  page: Paging,
): Promise<{ rows: StageCard[]; count: number }> {
  const base = (): ReturnType<typeof stagesQuery> => {
    const q = stagesQuery(db);
    if (screen === 'finished')
      return stageFiltered(
        q.where(sql<SqlBool>`s.seq = s.stage_count`).where('s.state', '=', 'finished'),
        filter,
        's.finished_at',
      );
    return stageFiltered(
      q
        .where('s.job_open', '=', true)
        .where('s.confirmed', '=', true)
        .where('s.kind', 'in', SCREEN_KINDS[screen])
        .where('s.state', '!=', 'finished'),
      filter,
      's.planned_start',
    );
  };
  const ordered =
    screen === 'finished'
      ? base().orderBy('s.finished_at', 'desc').orderBy('s.order_id', 'desc')
      : base()
          .orderBy(sql`s.planned_start asc nulls last`)
          .orderBy('s.order_id')
          .orderBy('s.seq');
  const found = await ordered.limit(page.size).offset(page.offset).execute();
  const count = await countOf(found.length, page, () =>
    base()
      .clearSelect()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  );
  return { rows: await cardsOf(db, reader, found), count };
}

// ---------------------------------------------------------------- machines

type MachineRaw = {
  id: string;
  name: string;
  kind: string;
  colours: number | null;
  max_web_width_mm: number | null;
  waste_target: number;
  cure_hours: number | null;
  state: string;
  state_reason: string;
  state_note: string;
  state_since: Date | string;
  stream_revision: number;
  queued: string | number | null;
};

const toMachine = (r: MachineRaw): MachineView => ({
  id: r.id,
  name: r.name,
  kind: r.kind as MachineKind,
  colours: r.colours,
  maxWebWidthMm: r.max_web_width_mm,
  wasteTargetPercent: Number(r.waste_target),
  cureHours: r.cure_hours,
  state: r.state as MachineState,
  stateReason: r.state_reason as MachineStateReason,
  stateNote: r.state_note,
  stateSince: isoOf(r.state_since)!,
  queued: Number(r.queued ?? 0),
  revision: r.stream_revision,
});

/** The machines with their state and how many stages wait on each, by kind and name. */
export async function listMachines(db: Db, ids?: readonly string[]): Promise<MachineView[]> {
  let q = rm(db)
    .selectFrom('machines as m')
    .select([
      'm.id',
      'm.name',
      'm.kind',
      'm.colours',
      'm.max_web_width_mm',
      'm.waste_target',
      'm.cure_hours',
      'm.state',
      'm.state_reason',
      'm.state_note',
      'm.state_since',
      'm.stream_revision',
    ])
    .select(
      sql<string>`(select count(*) from rm.production_stages s where s.machine_id = m.id and s.job_open
        and s.state in ('scheduled', 'running', 'paused'))::text`.as('queued'),
    );
  if (ids) {
    if (!ids.length) return [];
    q = q.where('m.id', 'in', [...ids]);
  }
  const found = await q.orderBy('m.kind').orderBy('m.name').orderBy('m.id').execute();
  return found.map(toMachine);
}

/**
 * A machine's queue, ranked as the planner ordered it (then by planned start), each job with
 * what its changeover depends on; for a gravure press the suggested sequence of the jobs waiting,
 * after the one on the press now.
 */
export async function machineQueue(
  db: Db,
  reader: FactoryReader,
  id: string,
): Promise<MachineQueueView | null> {
  const [found] = await listMachines(db, [id]);
  if (!found) return null;
  const row = await rm(db)
    .selectFrom('machines')
    .select(['queue', 'pinned'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const order = jsonList(row.queue);
  const pinned = new Set(jsonList(row.pinned));
  const stages = await onQueue(stagesQuery(db)).where('s.machine_id', '=', id).execute();
  const cards = await cardsOf(db, reader, stages);
  const entries: QueueEntry[] = cards.map((card, i) => {
    const r = stages[i]!;
    return {
      ...card,
      pinned: pinned.has(jobKey(card.orderId, card.stage)),
      substrate: r.substrate,
      webWidthMm: r.web_width_mm,
      colours: jsonList(r.colours),
    };
  });
  const keyed = entries.map((e) => ({ ...e, key: jobKey(e.orderId, e.stage) }));
  const ranked = machine.rankQueue(keyed, order);
  const jobs = ranked.map(({ key: _key, ...e }) => e);
  let suggestion: MachineQueueView['suggestion'] = null;
  if (found.kind === 'gravurePress') {
    const asJob = (e: (typeof ranked)[number]) => ({
      key: e.key,
      substrate: e.substrate,
      webWidthMm: e.webWidthMm,
      colours: e.colours,
      plannedStart: e.plannedStart,
      pinned: e.pinned,
    });
    const onPress = ranked.find((e) => e.state === 'running' || e.state === 'paused') ?? null;
    suggestion = productionSequence.suggestSequence(
      ranked.filter((e) => e.state === 'scheduled').map(asJob),
      onPress ? asJob(onPress) : null,
    );
  }
  return { machine: found, jobs, suggestion };
}

// ---------------------------------------------------------------- the board

/**
 * The board's cards: by stage, each open confirmed job's stage worked on now (its first not
 * finished); by machine, every queued stage on a machine. With the machines and their states.
 */
export async function board(
  db: Db,
  reader: FactoryReader,
  groupBy: 'stage' | 'machine',
  filter: StageFilter,
  position: string,
): Promise<BoardView> {
  let q = stagesQuery(db).where('s.job_open', '=', true).where('s.confirmed', '=', true);
  q =
    groupBy === 'machine'
      ? onQueue(q)
      : // The stage worked on now: the first not finished (stages finish in order, so its previous one is finished).
        q
          .where('s.state', '!=', 'finished')
          .where((eb) => eb.or([eb('s.prev_state', 'is', null), eb('s.prev_state', '=', 'finished')]));
  q = stageFiltered(q, filter, 's.planned_start');
  const found = await q
    .orderBy(sql`s.planned_start asc nulls last`)
    .orderBy('s.order_id')
    .orderBy('s.seq')
    .limit(2000)
    .execute();
  const [cards, machines] = await Promise.all([cardsOf(db, reader, found), listMachines(db)]);
  return { cards, machines, position };
}

// ---------------------------------------------------------------- sellers

/** The current stage and progress of these orders' production jobs (the /Order/Product list). */
export async function progressOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { stage: StageKind | null; progress: number }>> {
  if (!orderIds.length) return new Map();
  const found = await rm(db)
    .selectFrom('production_jobs')
    .select(['order_id', 'current_kind', 'progress'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(
    found.map((r) => [
      r.order_id,
      { stage: r.current_kind as StageKind | null, progress: Number(r.progress) },
    ]),
  );
}

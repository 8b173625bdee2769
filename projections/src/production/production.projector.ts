import { PRODUCTION_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { productionJob, productionLedger, productionPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import {
  type JobFacts,
  type JobModel,
  type StageFacts,
  applyEvent,
  newStage,
  openedModel,
  rulesOf,
  searchOf,
} from './production-model';
import {
  type JobStageSummary,
  createProductionJobsTable,
  createProductionStagesTable,
} from './production.table';
import { CountDeltas, jobCountKey, stageCountKey } from './counts';
import { upsertRows } from './upsert';

/**
 * The factory's job and stage read models, from the production job's events (stream
 * `production-<orderId>`): production_jobs, one row per order (the order log, the scheduling
 * lists, the sellers' /Order/Product), and production_stages, one row per order stage (the job
 * cards, the stage screens, the board, the machines' queues). Each is its own projector (its own
 * read-model name, checkpoint and rebuild); both move the same facts (production-model.ts).
 *
 * A stage row carries what the stage checks read (stageStandingOfRow): `job_open` is the job
 * neither closed nor finished, `confirmed` its review confirmed, and the previous stage's state,
 * kind and good metres with the previous lamination pass's cure-until, so a job card's actions
 * come from its row alone. Every row of a job shows the position and revision of the job
 * stream's last event it has applied (a revision an If-Match can carry).
 */

type JobRow = Selectable<Database['production_jobs']>;
type NewJobRow = Insertable<Database['production_jobs']>;
type StageRow = Selectable<Database['production_stages']>;
type NewStageRow = Insertable<Database['production_stages']>;

export const orderIdOf = (event: RecordedEvent): string =>
  event.streamId.slice(productionJob.PRODUCTION_STREAM_PREFIX.length);

const asEvent = (event: RecordedEvent) =>
  ({ type: event.type, data: event.data }) as productionJob.ProductionEvent;

const timestamp = (value: Date | string | null): string | null => iso(value);

/** Where the last applied event of a job stands. */
interface Stamp {
  position: string;
  revision: number;
  at: string;
}

/**
 * Folds a batch's events into the models of their jobs (`models` holds those loaded from the
 * rows). Answers the jobs changed with the stamp of their last event; `onEach` sees each step.
 */
function foldBatch(
  events: readonly RecordedEvent[],
  models: Map<string, JobModel>,
  onEach?: (orderId: string, before: JobModel | undefined, after: JobModel, stamp: Stamp) => void,
): Map<string, Stamp> {
  const stamps = new Map<string, Stamp>();
  for (const event of events) {
    const id = orderIdOf(event);
    const e = asEvent(event);
    const before = models.get(id);
    let after: JobModel | undefined;
    if (e.type === 'ProductionOpened') after = before ?? openedModel(e.data);
    else if (before) after = applyEvent(before, e);
    if (!after) continue;
    models.set(id, after);
    const stamp = { position: event.position.toString(), revision: event.revision, at: eventTime(event) };
    stamps.set(id, stamp);
    onEach?.(id, before, after, stamp);
  }
  return stamps;
}

/** Who hears of the jobs changed: the factory and the orders' owners. */
function changeOf(models: Map<string, JobModel>, ids: readonly string[]): ReadModelChange | undefined {
  if (!ids.length) return undefined;
  const owners = [...new Set(ids.map((id) => models.get(id)!.job.ownerId))];
  const { roles } = productionPolicies.productionAudience(owners[0]!);
  return { ids: [...ids], audience: { roles, users: owners } };
}

/** A width in whole millimetres (the column is an integer). */
const mm = (n: number | null): number | null => (n === null ? null : Math.round(n));

// ---------------------------------------------------------------- production_jobs

const summaryOf = (s: StageFacts): JobStageSummary => ({
  key: s.key,
  kind: s.kind,
  seq: s.seq,
  outputUnit: s.outputUnit,
  state: s.state,
  startedAt: s.startedAt,
  finishedAt: s.finishedAt,
  totals: s.totals,
});

export function jobRowOf(model: JobModel, stamp: Stamp): NewJobRow {
  const { job, stages } = model;
  const rules = rulesOf(model);
  const current = productionPolicies.currentStageOf(rules);
  return {
    order_id: job.orderId,
    number: job.number,
    customer_name: job.customerName,
    owner_id: job.ownerId,
    owner_role: job.ownerRole,
    printing_type: job.printingType,
    make: job.make,
    bag_type: job.bagType,
    quantity: job.quantity,
    unit: job.unit,
    phase: productionPolicies.phaseOf(rules),
    review_status: job.reviewStatus,
    artwork_status: job.artworkStatus,
    artwork_files: job.artworkFiles,
    reject_reason: job.rejectReason,
    reviewed_at: job.reviewedAt,
    colours: JSON.stringify(job.colours),
    web_width_mm: mm(job.webWidthMm),
    substrate: job.substrate,
    pitch_mm: job.pitchMm,
    current_stage: current?.key ?? null,
    current_kind: current?.kind ?? null,
    stages_done: stages.filter((s) => s.state === 'finished').length,
    stage_count: stages.length,
    unscheduled: stages.filter((s) => s.state === 'unscheduled').length,
    progress: productionPolicies.jobProgressOf(rules),
    stages: JSON.stringify(stages.map(summaryOf)),
    search: searchOf(job),
    signed_at: job.signedAt,
    stream_revision: stamp.revision,
    position: stamp.position,
    updated_at: stamp.at,
  };
}

/** The job's facts back from its row (the stages from their summary). */
function modelOfJobRow(row: JobRow): JobModel {
  const stages = (row.stages as unknown as JobStageSummary[]).map((s): StageFacts => ({
    ...newStage({
      key: s.key,
      kind: s.kind as StageFacts['kind'],
      seq: s.seq,
      outputUnit: s.outputUnit as StageFacts['outputUnit'],
    }),
    state: s.state as StageFacts['state'],
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    totals: s.totals,
  }));
  const job: JobFacts = {
    orderId: row.order_id,
    number: row.number,
    customerName: row.customer_name,
    ownerId: row.owner_id,
    ownerRole: row.owner_role,
    printingType: row.printing_type as JobFacts['printingType'],
    make: row.make,
    bagType: row.bag_type,
    quantity: row.quantity,
    unit: row.unit,
    pitchMm: row.pitch_mm,
    reviewStatus: row.review_status as JobFacts['reviewStatus'],
    rejectReason: row.reject_reason,
    reviewedAt: timestamp(row.reviewed_at),
    artworkStatus: row.artwork_status,
    artworkFiles: row.artwork_files,
    colours: row.colours as unknown as string[],
    webWidthMm: row.web_width_mm,
    substrate: row.substrate,
    signedAt: timestamp(row.signed_at)!,
    closed: row.phase === 'closed',
    finished: row.phase === 'finished',
  };
  return { job, stages };
}

export const productionJobsProjector: Projector = {
  name: PRODUCTION_READ_MODELS.productionJobs,
  version: 2,
  eventTypes: productionJob.PRODUCTION_EVENT_TYPES,
  tables: ['production_jobs', 'production_job_counts'],
  createTables: createProductionJobsTable,

  async applyBatch(db, events) {
    const models = new Map<string, JobModel>();
    /** Where each row loaded counts now (production_job_counts). */
    const counted = new Map<string, string>();
    const ids = [...new Set(events.map(orderIdOf))];
    for (const part of chunks(ids, 1000))
      for (const row of await db
        .selectFrom('production_jobs')
        .selectAll()
        .where('order_id', 'in', part)
        .execute()) {
        models.set(row.order_id, modelOfJobRow(row));
        counted.set(row.order_id, jobCountKey(row));
      }
    const stamps = foldBatch(events, models);
    if (!stamps.size) return undefined;
    const rows = [...stamps].map(([id, stamp]) => jobRowOf(models.get(id)!, stamp));
    for (const part of chunks(rows, 200)) await upsertRows(db, 'production_jobs', ['order_id'], part);
    const counts = new CountDeltas('production_job_counts');
    for (const row of rows) {
      const was = counted.get(row.order_id);
      counts.move(was === undefined ? [] : [was], [jobCountKey(row)]);
    }
    await counts.write(db);
    return changeOf(models, [...stamps.keys()]);
  },
};

// ---------------------------------------------------------------- production_stages

/** The job's stage rows (without their stamps). */
export function stageRowsOf(
  model: JobModel,
): Omit<NewStageRow, 'stream_revision' | 'position' | 'updated_at'>[] {
  const { job, stages } = model;
  const open = !job.closed && !job.finished;
  const colours = JSON.stringify(job.colours);
  const search = searchOf(job);
  const rules = rulesOf(model);
  return stages.map((s, i) => {
    const previous = i > 0 ? stages[i - 1]! : null;
    const ledger = productionLedger.ledgerOf(s.totals, s.outputUnit, job.pitchMm, s.wasteTargetPercent);
    return {
      order_id: job.orderId,
      stage: s.key,
      kind: s.kind,
      seq: s.seq,
      stage_count: stages.length,
      output_unit: s.outputUnit,
      number: job.number,
      customer_name: job.customerName,
      owner_id: job.ownerId,
      printing_type: job.printingType,
      make: job.make,
      bag_type: job.bagType,
      quantity: job.quantity,
      unit: job.unit,
      job_open: open,
      confirmed: job.reviewStatus === 'confirmed',
      state: s.state,
      machine_id: s.machineId,
      machine_name: s.machineName,
      planned_start: s.plannedStart,
      waste_target: s.wasteTargetPercent,
      operators: JSON.stringify(s.operators),
      started_at: s.startedAt,
      finished_at: s.finishedAt,
      paused_reason: s.pausedReason,
      metres_in: ledger.metresIn,
      kg_in: ledger.kgIn,
      good_out: ledger.goodOut,
      good_metres: ledger.goodMetres,
      setup_waste: ledger.setupWaste,
      running_waste: ledger.runningWaste,
      unaccounted: ledger.unaccounted,
      waste_over: ledger.wasteOver,
      unaccounted_flag: ledger.unaccountedFlag,
      entries: s.entries,
      prev_state: previous?.state ?? null,
      prev_kind: previous?.kind ?? null,
      prev_good_metres: previous ? productionJob.stageGoodMetres(rules, previous) : null,
      cure_until: previous?.cureUntil ?? null,
      cure_overridden: s.cureOverridden,
      parts_sent: s.partsSent,
      pitch_mm: job.pitchMm,
      substrate: job.substrate,
      web_width_mm: mm(job.webWidthMm),
      colours,
      progress: productionPolicies.stageProgressOf(rules, s),
      search,
    };
  });
}

/**
 * The job's facts back from its stage rows (in order). A stage row keeps what stage rows show:
 * the review only as confirmed or not, the job only as open or not (closed stands for both
 * closed and finished here), and a lamination pass's own cure-until on the next stage's row.
 */
function modelOfStageRows(rows: StageRow[]): JobModel {
  const first = rows[0]!;
  const job: JobFacts = {
    orderId: first.order_id,
    number: first.number,
    customerName: first.customer_name,
    ownerId: first.owner_id,
    ownerRole: '',
    printingType: first.printing_type as JobFacts['printingType'],
    make: first.make,
    bagType: first.bag_type,
    quantity: first.quantity,
    unit: first.unit,
    pitchMm: first.pitch_mm,
    reviewStatus: first.confirmed ? 'confirmed' : 'pending',
    rejectReason: null,
    reviewedAt: null,
    artworkStatus: '',
    artworkFiles: '',
    colours: first.colours as unknown as string[],
    webWidthMm: first.web_width_mm,
    substrate: first.substrate,
    signedAt: '',
    closed: !first.job_open,
    finished: false,
  };
  const stages = rows.map((r, i): StageFacts => ({
    key: r.stage,
    kind: r.kind as StageFacts['kind'],
    seq: r.seq,
    outputUnit: r.output_unit as StageFacts['outputUnit'],
    state: r.state as StageFacts['state'],
    machineId: r.machine_id,
    machineName: r.machine_name,
    plannedStart: timestamp(r.planned_start),
    wasteTargetPercent: r.waste_target,
    cureHours: null,
    operators: r.operators as unknown as string[],
    startedAt: timestamp(r.started_at),
    finishedAt: timestamp(r.finished_at),
    pausedReason: r.paused_reason,
    totals: {
      metresIn: r.metres_in,
      kgIn: r.kg_in,
      goodOut: r.good_out,
      setupWaste: r.setup_waste,
      runningWaste: r.running_waste,
    },
    entries: r.entries,
    cureUntil: timestamp(rows[i + 1]?.cure_until ?? null),
    cureOverridden: r.cure_overridden,
    partsSent: r.parts_sent,
  }));
  return { job, stages };
}

export const productionStagesProjector: Projector = {
  name: PRODUCTION_READ_MODELS.productionStages,
  version: 3,
  eventTypes: productionJob.PRODUCTION_EVENT_TYPES,
  tables: ['production_stages', 'production_stage_counts'],
  createTables: createProductionStagesTable,

  async applyBatch(db, events) {
    const models = new Map<string, JobModel>();
    /** When each stage's row last changed (its updated_at), by order and stage. */
    const changedAt = new Map<string, Map<string, string>>();
    /** Where each job's stage rows loaded count now (production_stage_counts). */
    const counted = new Map<string, string[]>();
    const ids = [...new Set(events.map(orderIdOf))];
    for (const part of chunks(ids, 500)) {
      const rows = await db
        .selectFrom('production_stages')
        .selectAll()
        .where('order_id', 'in', part)
        .orderBy('order_id')
        .orderBy('seq')
        .execute();
      const byOrder = new Map<string, StageRow[]>();
      for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
      for (const [id, list] of byOrder) {
        models.set(id, modelOfStageRows(list));
        counted.set(id, list.map(stageCountKey));
        changedAt.set(id, new Map(list.map((r) => [r.stage, timestamp(r.updated_at)!])));
      }
    }
    const stamps = foldBatch(events, models, (id, before, after, stamp) => {
      const was = new Map(before ? stageRowsOf(before).map((r) => [r.stage, JSON.stringify(r)]) : []);
      const times = changedAt.get(id) ?? new Map<string, string>();
      for (const row of stageRowsOf(after))
        if (was.get(row.stage) !== JSON.stringify(row)) times.set(row.stage, stamp.at);
      changedAt.set(id, times);
    });
    if (!stamps.size) return undefined;
    const rows: NewStageRow[] = [...stamps].flatMap(([id, stamp]) =>
      stageRowsOf(models.get(id)!).map((row) => ({
        ...row,
        stream_revision: stamp.revision,
        position: stamp.position,
        updated_at: changedAt.get(id)?.get(row.stage) ?? stamp.at,
      })),
    );
    for (const part of chunks(rows, 100))
      await upsertRows(db, 'production_stages', ['order_id', 'stage'], part);
    const counts = new CountDeltas('production_stage_counts');
    for (const id of stamps.keys()) counts.move(counted.get(id) ?? [], []);
    for (const row of rows) counts.move([], [stageCountKey(row)]);
    await counts.write(db);
    return changeOf(models, [...stamps.keys()]);
  },
};

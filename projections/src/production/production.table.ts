import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The factory's read models (factory.md): one row per production job (the order log and the
 * scheduling lists), one per order stage (the job cards, the stage screens, the board and the
 * machines' queues), one per machine. Every row keeps the position of the last event it shows,
 * so a live client knows which change a card reflects.
 */

/** A production job: one per signed order. */
export interface ProductionJobTableRow {
  order_id: string;
  number: string;
  customer_name: string;
  owner_id: string;
  owner_role: string;
  printing_type: string;
  make: string;
  bag_type: string | null;
  quantity: number;
  unit: string;
  /** review, rejected, scheduling, ready, running, finished, closed (JOB_PHASES) */
  phase: string;
  /** pending, confirmed, rejected */
  review_status: string;
  artwork_status: string;
  artwork_files: string;
  reject_reason: string | null;
  reviewed_at: Timestamp | null;
  /** jsonb: string[] of ink names recorded at review. */
  colours: ColumnType<string[], string, string>;
  web_width_mm: number | null;
  substrate: string | null;
  pitch_mm: number | null;
  current_stage: string | null;
  current_kind: string | null;
  stages_done: number;
  stage_count: number;
  unscheduled: number;
  /** 0..1 */
  progress: number;
  /**
   * jsonb: each stage's summary, in order (key, kind, seq, outputUnit, state, startedAt, finishedAt,
   * totals): what the job's phase and progress follow from, and the sellers' production summary.
   */
  stages: ColumnType<JobStageSummary[], string, string>;
  /** Number, customer and bag words, lower-cased: the keyword search. */
  search: string;
  signed_at: Timestamp;
  stream_revision: number;
  /** The event-store position of the last event shown (text: a bigint). */
  position: string;
  updated_at: Timestamp;
}

/** A stage as production_jobs.stages keeps it. */
export interface JobStageSummary {
  key: string;
  kind: string;
  seq: number;
  outputUnit: string;
  state: string;
  startedAt: string | null;
  finishedAt: string | null;
  totals: { metresIn: number; kgIn: number; goodOut: number; setupWaste: number; runningWaste: number };
}

/** A stage of an order: its job card. */
export interface ProductionStageTableRow {
  order_id: string;
  stage: string;
  kind: string;
  seq: number;
  stage_count: number;
  output_unit: string;
  number: string;
  customer_name: string;
  owner_id: string;
  printing_type: string;
  make: string;
  bag_type: string | null;
  quantity: number;
  unit: string;
  /** The job is open (not closed or finished) and its review confirmed: what the checks read. */
  job_open: boolean;
  confirmed: boolean;
  /** unscheduled, scheduled, running, paused, finished */
  state: string;
  machine_id: string | null;
  machine_name: string | null;
  planned_start: Timestamp | null;
  waste_target: number;
  /** jsonb: string[] */
  operators: ColumnType<string[], string, string>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  paused_reason: string | null;
  metres_in: number;
  kg_in: number;
  good_out: number;
  good_metres: number;
  setup_waste: number;
  running_waste: number;
  unaccounted: number;
  waste_over: boolean;
  unaccounted_flag: boolean;
  entries: number;
  /** The previous stage: its state, kind and good metres (null at the first stage). */
  prev_state: string | null;
  prev_kind: string | null;
  prev_good_metres: number | null;
  /** The previous lamination pass's cure-until, and whether ProductManage let this stage start before it. */
  cure_until: Timestamp | null;
  cure_overridden: boolean;
  /** Good output sent to inspection in parts before the stage finished (the last stage's), in its unit. */
  parts_sent: number;
  /** The bag's pitch along the web, mm (pieces <-> metres at bag making); null for roll film. */
  pitch_mm: number | null;
  /** The changeover inputs of the scheduler (from the review). */
  substrate: string | null;
  web_width_mm: number | null;
  colours: ColumnType<string[], string, string>;
  progress: number;
  search: string;
  stream_revision: number;
  position: string;
  updated_at: Timestamp;
}

export interface MachineTableRow {
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
  state_since: Timestamp;
  /** jsonb: the planner's queue order and the pinned jobs (job keys `<orderId>:<stage>`). */
  queue: ColumnType<string[], string, string>;
  pinned: ColumnType<string[], string, string>;
  stream_revision: number;
  position: string;
  updated_at: Timestamp;
}

/**
 * How many jobs stand at each phase, review status and printing type: the count of an order log or
 * scheduling list page without a keyword, kept as the rows change (as order_counts for the orders),
 * so a list of 460,000 confirmed jobs is counted by adding a few numbers rather than reading each.
 */
export interface ProductionJobCountRow {
  phase: string;
  review_status: string;
  printing_type: string;
  n: number;
}

/**
 * How many stage rows stand at each kind, state, job standing (open, confirmed), place (the job's
 * last stage or not), printing type and machine ('' when none): the count of a stage screen page
 * without a keyword or dates, kept as the rows change.
 */
export interface ProductionStageCountRow {
  kind: string;
  state: string;
  job_open: boolean;
  confirmed: boolean;
  last: boolean;
  printing_type: string;
  machine_id: string;
  n: number;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    production_jobs: ProductionJobTableRow;
    production_job_counts: ProductionJobCountRow;
    production_stages: ProductionStageTableRow;
    production_stage_counts: ProductionStageCountRow;
    machines: MachineTableRow;
  }
}

/** Creates the factory's tables and the indexes its lists, board and queues read by. */
export async function createProductionTables(db: Kysely<Database>, schema: string): Promise<void> {
  await createProductionJobsTable(db, schema);
  await createProductionStagesTable(db, schema);
  await createMachinesTable(db, schema);
}

/** production_jobs (the production_jobs projector's). */
export async function createProductionJobsTable(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('production_jobs')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('bag_type', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull())
    .addColumn('artwork_status', 'text', (c) => c.notNull())
    .addColumn('artwork_files', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('colours', 'jsonb', (c) => c.notNull())
    .addColumn('web_width_mm', 'integer')
    .addColumn('substrate', 'text')
    .addColumn('pitch_mm', 'double precision')
    .addColumn('current_stage', 'text')
    .addColumn('current_kind', 'text')
    .addColumn('stages_done', 'integer', (c) => c.notNull())
    .addColumn('stage_count', 'integer', (c) => c.notNull())
    .addColumn('unscheduled', 'integer', (c) => c.notNull())
    .addColumn('progress', 'double precision', (c) => c.notNull())
    .addColumn('stages', 'jsonb', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  const jobs = sql.id(schema, 'production_jobs');
  await sql`CREATE INDEX production_jobs_phase ON ${jobs} (phase, signed_at, order_id)`.execute(db);
  await sql`CREATE INDEX production_jobs_review ON ${jobs} (review_status, signed_at, order_id)`.execute(db);
  await sql`CREATE INDEX production_jobs_owner ON ${jobs} (owner_id, phase, signed_at, order_id)`.execute(db);
  // Several phases asked together (to be produced: ready and running; every open job): the open
  // jobs oldest signed first.
  await sql`CREATE INDEX production_jobs_open ON ${jobs} (signed_at, order_id) INCLUDE (phase, printing_type)
    WHERE phase NOT IN ('finished', 'closed')`.execute(db);
  // The order log's decided lists (confirmed, rejected): newest reviewed first.
  await sql`CREATE INDEX production_jobs_decided ON ${jobs} (review_status, reviewed_at DESC, order_id DESC)
    WHERE phase <> 'closed'`.execute(db);
  // A keyword's jobs (its orders' ids) sorted and counted from this index alone: only a page's rows are read.
  await sql`CREATE INDEX production_jobs_order ON ${jobs} (order_id)
    INCLUDE (review_status, phase, printing_type, reviewed_at, signed_at)`.execute(db);
  await s
    .createTable('production_job_counts')
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('production_job_counts_pk', ['phase', 'review_status', 'printing_type'])
    .execute();
}

/** production_stages (the production_stages projector's). */
export async function createProductionStagesTable(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('production_stages')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('stage_count', 'integer', (c) => c.notNull())
    .addColumn('output_unit', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('bag_type', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('job_open', 'boolean', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('machine_id', 'text')
    .addColumn('machine_name', 'text')
    .addColumn('planned_start', 'timestamptz')
    .addColumn('waste_target', 'double precision', (c) => c.notNull())
    .addColumn('operators', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('paused_reason', 'text')
    .addColumn('metres_in', 'double precision', (c) => c.notNull())
    .addColumn('kg_in', 'double precision', (c) => c.notNull())
    .addColumn('good_out', 'double precision', (c) => c.notNull())
    .addColumn('good_metres', 'double precision', (c) => c.notNull())
    .addColumn('setup_waste', 'double precision', (c) => c.notNull())
    .addColumn('running_waste', 'double precision', (c) => c.notNull())
    .addColumn('unaccounted', 'double precision', (c) => c.notNull())
    .addColumn('waste_over', 'boolean', (c) => c.notNull())
    .addColumn('unaccounted_flag', 'boolean', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('prev_state', 'text')
    .addColumn('prev_kind', 'text')
    .addColumn('prev_good_metres', 'double precision')
    .addColumn('cure_until', 'timestamptz')
    .addColumn('cure_overridden', 'boolean', (c) => c.notNull())
    .addColumn('parts_sent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('pitch_mm', 'double precision')
    .addColumn('substrate', 'text')
    .addColumn('web_width_mm', 'integer')
    .addColumn('colours', 'jsonb', (c) => c.notNull())
    .addColumn('progress', 'double precision', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('production_stages_pk', ['order_id', 'stage'])
    .execute();
  const stages = sql.id(schema, 'production_stages');
  // The stage screens and the board: the open jobs' stages of a kind, by planned start.
  await sql`CREATE INDEX production_stages_kind ON ${stages} (kind, state, planned_start, order_id) WHERE job_open`.execute(
    db,
  );
  await sql`CREATE INDEX production_stages_machine ON ${stages} (machine_id, state, planned_start) WHERE machine_id IS NOT NULL`.execute(
    db,
  );
  // A stage screen's cards: the open confirmed jobs' stages of a kind not finished, by planned start.
  // Each keeps the columns its screen filters and counts by, so a page of days is counted from the
  // index alone.
  await sql`CREATE INDEX production_stages_screen ON ${stages} (kind, planned_start, order_id, seq)
    INCLUDE (state, job_open, confirmed, printing_type, machine_id)
    WHERE job_open AND confirmed AND state <> 'finished'`.execute(db);
  // The making screen shows two kinds (slitting and bag making) in one order of planned start.
  await sql`CREATE INDEX production_stages_making ON ${stages} (planned_start, order_id, seq)
    INCLUDE (kind, state, job_open, confirmed, printing_type, machine_id)
    WHERE job_open AND confirmed AND state <> 'finished' AND kind IN ('slitting', 'bagMaking')`.execute(db);
  // The board by stage: the stage each open confirmed job works on now (stages finish in order, so
  // it is the one not finished whose previous one is), by planned start.
  await sql`CREATE INDEX production_stages_current ON ${stages} (planned_start, order_id, seq)
    WHERE job_open AND confirmed AND state <> 'finished' AND (prev_state IS NULL OR prev_state = 'finished')`.execute(
    db,
  );
  // The board by machine (every queued stage, by planned start), and a queue's order on one machine
  // (a card's queue position counts what is planned before it there, in the index alone).
  await sql`CREATE INDEX production_stages_queued ON ${stages} (planned_start, order_id, seq)
    WHERE job_open AND confirmed AND state IN ('scheduled', 'running', 'paused')`.execute(db);
  await sql`CREATE INDEX production_stages_queue ON ${stages} (machine_id, planned_start, order_id, stage)
    WHERE job_open AND state IN ('scheduled', 'running', 'paused')`.execute(db);
  await sql`CREATE INDEX production_stages_finished ON ${stages} (finished_at, order_id)
    INCLUDE (seq, stage_count, state, printing_type, machine_id) WHERE seq = stage_count AND state = 'finished'`.execute(
    db,
  );
  // A keyword's stages (its orders' ids) sorted and counted from this index alone.
  await sql`CREATE INDEX production_stages_order ON ${stages} (order_id) INCLUDE (stage, kind, seq, stage_count,
    state, job_open, confirmed, printing_type, machine_id, planned_start, finished_at)`.execute(db);
  await s
    .createTable('production_stage_counts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('job_open', 'boolean', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addColumn('last', 'boolean', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('machine_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('production_stage_counts_pk', [
      'kind',
      'state',
      'job_open',
      'confirmed',
      'last',
      'printing_type',
      'machine_id',
    ])
    .execute();
}

/** machines (the machines projector's). */
export async function createMachinesTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('machines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('colours', 'integer')
    .addColumn('max_web_width_mm', 'integer')
    .addColumn('waste_target', 'double precision', (c) => c.notNull())
    .addColumn('cure_hours', 'integer')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_reason', 'text', (c) => c.notNull())
    .addColumn('state_note', 'text', (c) => c.notNull())
    .addColumn('state_since', 'timestamptz', (c) => c.notNull())
    .addColumn('queue', 'jsonb', (c) => c.notNull())
    .addColumn('pinned', 'jsonb', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

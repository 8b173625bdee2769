import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date from both pg and PGlite; they are written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointTable {
  name: string;
  /** Global position as text: positions exceed JavaScript's safe integers. */
  position: string;
  version: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * Read models, in the schema `rm` (a rebuild writes the same tables into a schema of its own).
 * Empty here on purpose: each read model's row type and its DDL live together in
 * `projections/src/<area>/<read-model>.table.ts`, which adds its tables to this interface by
 * declaration merging (`declare module '@packflow/db' { interface ReadModelTables { ... } }`), so
 * every kysely user sees them through `Database` without this library importing the projections.
 * Those files are in every program that compiles against `Database` (tsconfig.json and
 * tsconfig.build.json include projections/).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ReadModelTables {}

/** Read models by their qualified name, for the few queries that join them with tables outside `rm`. */
export type QualifiedReadModels = { [K in keyof ReadModelTables as `rm.${K}`]: ReadModelTables[K] };

export interface Database extends ReadModelTables, QualifiedReadModels {
  projection_checkpoints: ProjectionCheckpointTable;
  runner_parked_steps: RunnerParkedStepTable;
  projection_rebuilds: ProjectionRebuildTable;
  auth_sessions: AuthSessionTable;
}

/** A reactor step that kept failing, set aside so the events after it go on. */
export interface RunnerParkedStepTable {
  id: Generated<string>;
  runner: string;
  position: string;
  event_id: string;
  stream_id: string;
  event_type: string;
  correlation_id: string;
  attempts: number;
  error: string;
  parked_at: ColumnType<Date, Date | undefined, Date>;
  retried_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The rebuild of a read model: requested, running (with how far it has read), done or failed. */
export interface ProjectionRebuildTable {
  name: string;
  state: 'requested' | 'running' | 'done' | 'failed';
  requested_by: string | null;
  requested_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  position: string;
  head: string;
  error: string | null;
}

export interface AuthSessionTable {
  token_hash: string;
  account_id: string;
  role: string;
  /** Unix seconds; bigint comes back as text. */
  logintime: ColumnType<string, string | number, string | number>;
  checkcode: string;
  secret: string;
  device: string;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export const READ_MODEL_SCHEMA = 'rm';

import type { ColumnType } from 'kysely';

/** Timestamps come back as Date from both pg and PGlite; they are written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointTable {
  name: string;
  /** Global position as text: positions exceed JavaScript's safe integers. */
  position: string;
  version: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Read models, in the schema `rm` (a rebuild writes the same tables into a schema of its own). */
export interface ReadModelTables {
  sysset: {
    id: string;
    company_name_cn: string;
    company_name_en: string;
    expiry_date: string;
    expiry_warn_days: number;
    show_roles: boolean;
    image_host: string;
    version: number;
    updated_at: Timestamp | null;
    updated_by: string | null;
  };
  sysset_history: {
    position: ColumnType<string, string, string>;
    version: number;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
    changes: ColumnType<unknown, string, string>;
  };
}

export interface Database extends ReadModelTables {
  projection_checkpoints: ProjectionCheckpointTable;
}

export const READ_MODEL_SCHEMA = 'rm';

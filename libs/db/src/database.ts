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
  accounts: {
    id: string;
    username: string;
    nickname: string;
    phone: string;
    sex: string;
    status: string;
    role: string;
    roles: ColumnType<string[], string[], string[]>;
    areacode: string | null;
    country: string | null;
    is_from: string | null;
    /** numeric: comes back as text, never a float. */
    wage: string | null;
    work_wage: string | null;
    headimg: string;
    locked: boolean;
    failures: number;
    last_login_at: Timestamp | null;
    /** The last password, role or status change: sessions opened before it are over. */
    sessions_valid_after: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  roles: {
    code: string;
    permissions: ColumnType<string[], string[], string[]>;
    version: number;
    updated_at: Timestamp;
    updated_by: string | null;
  };
  login_log: {
    position: ColumnType<string, string, string>;
    at: Timestamp;
    account_id: string | null;
    username: string;
    nickname: string | null;
    role: string | null;
    ip: string;
    user_agent: string;
    /** ok, failed, locked, slowed, disabled, unknown */
    result: string;
  };
  forum_sections: {
    id: string;
    name: string;
    created_at: Timestamp;
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

/** Read models by their qualified name, for the few queries that join them with tables outside `rm`. */
export type QualifiedReadModels = { [K in keyof ReadModelTables as `rm.${K}`]: ReadModelTables[K] };

export interface Database extends ReadModelTables, QualifiedReadModels {
  projection_checkpoints: ProjectionCheckpointTable;
  auth_sessions: AuthSessionTable;
  auth_signatures: { signature: string; expires_at: Timestamp };
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

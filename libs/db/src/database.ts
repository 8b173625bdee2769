import type { ColumnType, Generated } from 'kysely';

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
  /** Catalogue items (materials, accessories, bag types, gusset styles); see projections/src/catalog.projector.ts. */
  catalog_items: {
    kind: string;
    id: string;
    /** jsonb: the item's form values (CatalogValues[kind]), money as decimal text. */
    values: ColumnType<Record<string, unknown>, string, string>;
    active: boolean;
    /** Its place in the list: seeds in their order, then items as added. */
    sort_order: number;
    version: number;
    updated_at: Timestamp;
    updated_by: string | null;
  };
  /** One row per item per event: created (every field from null) or changed. */
  catalog_history: {
    position: ColumnType<string, string, string>;
    kind: string;
    item_id: string;
    /** created or changed */
    action: string;
    changes: ColumnType<{ field: string; from: unknown; to: unknown }[], string, string>;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
  };
  /** Settings documents (rates, quotation, golden, currency): one row each. */
  settings_documents: {
    name: string;
    /** jsonb: SettingsValues[name], e.g. golden: { fee, threshold } as decimal text. */
    values: ColumnType<Record<string, unknown>, string, string>;
    version: number;
    updated_at: Timestamp;
    updated_by: string | null;
  };
  settings_history: {
    position: ColumnType<string, string, string>;
    name: string;
    version: number;
    changes: ColumnType<{ field: string; from: unknown; to: unknown }[], string, string>;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
  };
  /** Customers with their owner (null: in the high seas); see projections/src/customers.projector.ts. */
  customers: {
    id: string;
    code: string;
    /** Q, L or T (trade customers' clients). */
    area: string;
    name: string;
    gender: string;
    email: string;
    phone: string;
    enterprise: string;
    domestic: boolean;
    source: string;
    logistics: string;
    /** jsonb: written as JSON text, read back as the array. */
    addresses: ColumnType<{ region: string; detail: string }[], string, string>;
    responsible: string;
    owner_id: string | null;
    /** OperatorIndex or Traders; null in the high seas. */
    owner_role: string | null;
    grade_id: string | null;
    owned_since: Timestamp | null;
    released_at: Timestamp | null;
    released_from: string | null;
    /** The release date the owner was last warned of (ISO text, as the domain keeps it). */
    warned_for: string | null;
    /** Code, name, phone (as typed and without separators) and enterprise, lower-cased: the keyword search. */
    search: string;
    /** The single characters and character pairs of those fields: keywords of one or two characters. */
    grams: ColumnType<string[], string[], string[]>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  customer_timeline: {
    position: ColumnType<string, string, string>;
    customer_id: string;
    at: Timestamp;
    type: string;
    actor_id: string | null;
    /** Owner ids (fromId, toId), reason, changed fields, grade ids. */
    details: ColumnType<Record<string, unknown>, string, string>;
  };
  highseas_settings: {
    id: string;
    release_days: number;
    max_owned: number;
    max_claims_per_day: number;
    protection_days: number;
    cooldown_days: number;
    warn_days_before: number;
    version: number;
    updated_at: Timestamp | null;
    updated_by: string | null;
  };
  highseas_settings_history: {
    position: ColumnType<string, string, string>;
    version: number;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
    changes: ColumnType<{ field: string; from: number | null; to: number }[], string, string>;
  };
  trader_grades: {
    id: string;
    name: string;
    /** A decimal as text (money rules: no floats). */
    factor: string;
    deleted: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  trader_grade_history: {
    position: ColumnType<string, string, string>;
    grade_id: string;
    /** created, changed or deleted */
    action: string;
    name: string;
    factor: string;
    from_name: string | null;
    from_factor: string | null;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
  };
  /** Golden-bean ledger entries, one row each; see projections/src/golden-beans.projector.ts. */
  bean_entries: {
    entry_id: string;
    account_id: string;
    position: ColumnType<string, string, string>;
    /** recharge, debit or reversal */
    kind: string;
    /** numeric, signed as the entry moves the balance; comes back as text. */
    amount: ColumnType<string, string, string>;
    /** The account's balance right after this entry. */
    balance: ColumnType<string, string, string>;
    quotation_id: string | null;
    quotation_number: string | null;
    reverses: string | null;
    reversed_by: string | null;
    /** A recharge's note or a reversal's reason. */
    note: string;
    at: Timestamp;
    user_id: string | null;
    role: string | null;
  };
  bean_balances: {
    account_id: string;
    balance: ColumnType<string, string, string>;
    updated_at: Timestamp;
  };
  release_runs: {
    day: string;
    /** running, done or failed */
    state: string;
    total: number;
    released: number | null;
    warned: number | null;
    started_at: Timestamp;
    /** The run's last event: its start, finish or failure. */
    at: Timestamp;
    error: string | null;
  };
  /** Quotations, one row each with what it was priced with; see projections/src/quotations.projector.ts. */
  quotations: {
    id: string;
    /** BJyyyymmdd- and ten hex digits of the id */
    number: string;
    owner_id: string;
    /** OperatorIndex or Traders */
    owner_role: string;
    customer_id: string | null;
    /** cn or en: the owner's locale the price was worked out in. */
    locale: string;
    quotation_type: string;
    make: string;
    bag_type: string | null;
    maketype: string;
    quantity: number;
    currency: string;
    /** Decimal text as the calculator gave it (money rules: no floats). */
    price: string;
    price_end: string;
    price_unit_end: string;
    ratio: string;
    /** pending, approved or rejected */
    status: string;
    review_required: boolean;
    /** The allowed range the current status was judged by. */
    range_min: string;
    range_max: string;
    revision_no: number;
    root_id: string;
    source_id: string | null;
    revision_of: string | null;
    superseded_by: string | null;
    bean_entry_id: string | null;
    calculator_version: string;
    /** jsonb: QuotationInput, PricingSettings, PriceResult. */
    input: ColumnType<Record<string, unknown>, string, string>;
    settings: ColumnType<Record<string, unknown>, string, string>;
    result: ColumnType<Record<string, unknown>, string, string>;
    /** When it last went to review (null: never needed it): the review queue's order. */
    submitted_at: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Every price-review step of a quotation: submitted, applied, approved, rejected, resubmitted. */
  quotation_reviews: {
    position: ColumnType<string, string, string>;
    quotation_id: string;
    action: string;
    ratio: string;
    reason: string;
    at: Timestamp;
    user_id: string | null;
  };
}

/** Read models by their qualified name, for the few queries that join them with tables outside `rm`. */
export type QualifiedReadModels = { [K in keyof ReadModelTables as `rm.${K}`]: ReadModelTables[K] };

export interface Database extends ReadModelTables, QualifiedReadModels {
  projection_checkpoints: ProjectionCheckpointTable;
  runner_parked_steps: RunnerParkedStepTable;
  projection_rebuilds: ProjectionRebuildTable;
  auth_sessions: AuthSessionTable;
  auth_signatures: { signature: string; expires_at: Timestamp };
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

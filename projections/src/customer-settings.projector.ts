import { DEFAULT_HIGH_SEAS_SETTINGS, type HighSeasSettings } from '@packflow/contracts';
import { customerKeys } from '@packflow/domain';
import type { Projector } from './projector';
import { eventTime } from './rows';

const SETTINGS_ROW = 'highseas';

/** Everyone who works customers: their views show grade names. */
const CUSTOMER_READERS = ['Admin', 'OperatorManage', 'OperatorIndex', 'Traders'];

/** /Customer/Setting: the high-seas thresholds (one row) and every change with who and when. */
export const highSeasSettingsProjector: Projector = {
  name: 'highseas_settings',
  version: 1,
  eventTypes: customerKeys.HIGH_SEAS_SETTINGS_EVENT_TYPES,
  tables: ['highseas_settings', 'highseas_settings_history'],

  async createTables(db, schema) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('highseas_settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('release_days', 'integer', (c) => c.notNull())
      .addColumn('max_owned', 'integer', (c) => c.notNull())
      .addColumn('max_claims_per_day', 'integer', (c) => c.notNull())
      .addColumn('protection_days', 'integer', (c) => c.notNull())
      .addColumn('cooldown_days', 'integer', (c) => c.notNull())
      .addColumn('warn_days_before', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz')
      .addColumn('updated_by', 'text')
      .execute();
    await s
      .createTable('highseas_settings_history')
      .addColumn('position', 'bigint', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('role', 'text')
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .execute();
  },

  async applyBatch(db, events) {
    const row = await db
      .selectFrom('highseas_settings')
      .selectAll()
      .where('id', '=', SETTINGS_ROW)
      .executeTakeFirst();
    let state = row
      ? {
          initialized: true,
          values: {
            releaseDays: row.release_days,
            maxOwned: row.max_owned,
            maxClaimsPerDay: row.max_claims_per_day,
            protectionDays: row.protection_days,
            cooldownDays: row.cooldown_days,
            warnDaysBefore: row.warn_days_before,
          } satisfies HighSeasSettings,
        }
      : customerKeys.highSeasSettingsDecider.initialState();
    let version = row?.version ?? 0;
    const history = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as customerKeys.HighSeasSettingsEvent;
      state = customerKeys.highSeasSettingsDecider.evolve(state, e);
      version++;
      const changes =
        e.type === 'HighSeasSettingsChanged'
          ? e.data.changes
          : (Object.keys(DEFAULT_HIGH_SEAS_SETTINGS) as (keyof HighSeasSettings)[]).map((field) => ({
              field,
              from: null,
              to: e.data.values[field],
            }));
      history.push({
        position: event.position.toString(),
        version,
        at: eventTime(event),
        user_id: event.metadata.userId ?? null,
        role: event.metadata.role ?? null,
        changes: JSON.stringify(changes),
      });
    }
    const last = events[events.length - 1];
    if (!last) return undefined;
    const v = state.values;
    const next = {
      id: SETTINGS_ROW,
      release_days: v.releaseDays,
      max_owned: v.maxOwned,
      max_claims_per_day: v.maxClaimsPerDay,
      protection_days: v.protectionDays,
      cooldown_days: v.cooldownDays,
      warn_days_before: v.warnDaysBefore,
      version,
      updated_at: eventTime(last),
      updated_by: last.metadata.userId ?? null,
    };
    await db
      .insertInto('highseas_settings')
      .values(next)
      .onConflict((oc) => oc.column('id').doUpdateSet(next))
      .execute();
    await db.insertInto('highseas_settings_history').values(history).execute();
    // Every customer form and list computes its dates from them.
    return { ids: [SETTINGS_ROW], audience: { roles: ['*'] } };
  },
};

/** /Customer/Grade: trader grades (deleted ones stay, flagged, so old timelines still name them) and their history. */
export const traderGradesProjector: Projector = {
  name: 'trader_grades',
  version: 1,
  eventTypes: customerKeys.TRADER_GRADE_EVENT_TYPES,
  tables: ['trader_grades', 'trader_grade_history'],

  async createTables(db, schema) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('trader_grades')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('factor', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await s.createIndex('trader_grades_name').on('trader_grades').columns(['deleted', 'name']).execute();
    await s
      .createTable('trader_grade_history')
      .addColumn('position', 'bigint', (c) => c.primaryKey())
      .addColumn('grade_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('factor', 'text', (c) => c.notNull())
      .addColumn('from_name', 'text')
      .addColumn('from_factor', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('role', 'text')
      .execute();
    await s
      .createIndex('trader_grade_history_grade')
      .on('trader_grade_history')
      .columns(['grade_id', 'position'])
      .execute();
  },

  async applyBatch(db, events) {
    const ids = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as customerKeys.TraderGradeEvent;
      const at = eventTime(event);
      const id = e.data.id;
      const meta = { at, user_id: event.metadata.userId ?? null, role: event.metadata.role ?? null };
      const position = event.position.toString();
      if (e.type === 'TraderGradeCreated') {
        const row = {
          id,
          name: e.data.name,
          factor: e.data.factor,
          deleted: false,
          created_at: at,
          updated_at: at,
        };
        await db
          .insertInto('trader_grades')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        await db
          .insertInto('trader_grade_history')
          .values({ position, grade_id: id, action: 'created', name: row.name, factor: row.factor, ...meta })
          .execute();
      } else {
        const current = await db
          .selectFrom('trader_grades')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) continue;
        const name = e.type === 'TraderGradeChanged' ? e.data.name : current.name;
        const factor = e.type === 'TraderGradeChanged' ? e.data.factor : current.factor;
        await db
          .updateTable('trader_grades')
          .set({ name, factor, deleted: e.type === 'TraderGradeDeleted' || current.deleted, updated_at: at })
          .where('id', '=', id)
          .execute();
        await db
          .insertInto('trader_grade_history')
          .values({
            position,
            grade_id: id,
            action: e.type === 'TraderGradeChanged' ? 'changed' : 'deleted',
            name,
            factor,
            from_name: e.type === 'TraderGradeChanged' ? e.data.from.name : null,
            from_factor: e.type === 'TraderGradeChanged' ? e.data.from.factor : null,
            ...meta,
          })
          .execute();
      }
      ids.add(id);
    }
    return ids.size ? { ids: [...ids], audience: { roles: CUSTOMER_READERS } } : undefined;
  },
};

/** The release job's runs, as it appends them to `highseas-release-<day>`. */
export type ReleaseRunEvent =
  | { type: 'HighSeasReleaseStarted'; data: { day: string; total: number; at: string } }
  | { type: 'HighSeasReleaseFinished'; data: { day: string; released: number; warned: number; at: string } }
  | { type: 'HighSeasReleaseFailed'; data: { day: string; error: string; at: string } };

export const RELEASE_RUN_EVENT_TYPES: ReleaseRunEvent['type'][] = [
  'HighSeasReleaseStarted',
  'HighSeasReleaseFinished',
  'HighSeasReleaseFailed',
];

/** The daily high-seas release, one row per day: the latest run of that day, running, done or failed. */
export const releaseRunsProjector: Projector = {
  name: 'release_runs',
  version: 1,
  eventTypes: RELEASE_RUN_EVENT_TYPES,
  tables: ['release_runs'],

  async createTables(db, schema) {
    await db.schema
      .withSchema(schema)
      .createTable('release_runs')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('released', 'integer')
      .addColumn('warned', 'integer')
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
  },

  async applyBatch(db, events) {
    const days = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as ReleaseRunEvent;
      const day = e.data.day;
      const at = eventTime(event);
      if (e.type === 'HighSeasReleaseStarted') {
        // A run started again on the same day replaces the earlier one.
        const row = {
          day,
          state: 'running',
          total: e.data.total,
          released: null,
          warned: null,
          started_at: at,
          at,
          error: null,
        };
        await db
          .insertInto('release_runs')
          .values(row)
          .onConflict((oc) => oc.column('day').doUpdateSet(row))
          .execute();
      } else {
        const end =
          e.type === 'HighSeasReleaseFinished'
            ? { state: 'done', released: e.data.released, warned: e.data.warned, error: null, at }
            : { state: 'failed', error: e.data.error, at };
        // An end without its start (never expected) still leaves a row.
        await db
          .insertInto('release_runs')
          .values({ day, total: 0, started_at: at, released: null, warned: null, ...end })
          .onConflict((oc) => oc.column('day').doUpdateSet(end))
          .execute();
      }
      days.add(day);
    }
    return days.size ? { ids: [...days], audience: { roles: ['Admin', 'OperatorManage'] } } : undefined;
  },
};

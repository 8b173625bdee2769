import {
  type CustomerArea,
  type CustomerTimelineEntry,
  type CustomerView,
  DEFAULT_HIGH_SEAS_SETTINGS,
  type ReleaseRunView,
  type TraderGrade,
  normalizedPhone,
} from '@packflow/contracts';
import { type Database, READ_MODEL_SCHEMA } from '@packflow/db';
import { customerPolicies } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role. */
export type CustomerReader = customerPolicies.CustomerActor;

/** The two customer lists: the caller's own (supervisors: everything owned) and the high seas. */
export type CustomerList = customerPolicies.CustomerList;

export interface CustomerFilter {
  keyword?: string;
  area?: CustomerArea;
  source?: string;
  domestic?: boolean;
  /** Supervisors and administrators only: one owner's customers. */
  ownerId?: string;
}

type Page<T> = { rows: T[]; count: number };

/** A scope of the customers' policies as a WHERE clause on `customers as c`: a row out of reach is never read. */
export function scopeSql(scope: customerPolicies.CustomerScope): Expression<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'owned':
      return sql<SqlBool>`c.owner_id is not null`;
    case 'unowned':
      return sql<SqlBool>`c.owner_id is null`;
    case 'ownedBy':
      return sql<SqlBool>`c.owner_id = ${scope.ownerId}`;
    case 'ownedByOrUnowned':
      return sql<SqlBool>`(c.owner_id = ${scope.ownerId} or c.owner_id is null)`;
    case 'none':
      return sql<SqlBool>`false`;
  }
}

/** A list's rows (libs/domain/src/customers/policies.ts decides whose). */
export const listScope = (reader: CustomerReader, list: CustomerList): Expression<SqlBool> =>
  scopeSql(customerPolicies.listScope(reader, list));

/** One customer and its timeline (libs/domain/src/customers/policies.ts decides whose). */
export const customerScope = (reader: CustomerReader): Expression<SqlBool> =>
  scopeSql(customerPolicies.customerScope(reader));

/** The keyword as the search columns hold it: lower-cased; a phone number typed with spaces, dashes or brackets without them. */
export function normalizedKeyword(keyword: string): string {
  const k = keyword.trim();
  return /^[+\d\s()-]+$/.test(k) ? normalizedPhone(k) : k.toLowerCase();
}

const isShort = (k: string): boolean => Array.from(k).length <= 2;

/** A keyword that is (part of) a phone number: digits, + and the separators people type. */
const isPhoneLike = (keyword: string): boolean => /^[+\d\s()-]+$/.test(keyword.trim());

/**
 * High-seas privacy in the search: where the reader sees contacts masked, a phone-like keyword
 * finds a customer by its whole phone number only (or by its code, name or enterprise holding
 * it), so nobody learns a masked number by searching it digit by digit. Undefined: no limit.
 */
export function maskedPhoneGuard(keyword: string, reader: CustomerReader): Expression<SqlBool> | undefined {
  const k = normalizedKeyword(keyword);
  if (!k || !isPhoneLike(keyword)) return undefined;
  const whole = scopeSql(customerPolicies.wholeContactsScope(reader));
  return sql<SqlBool>`(${whole} or strpos(c.code, ${k}) > 0 or strpos(c.name, ${k}) > 0
    or strpos(c.enterprise, ${k}) > 0 or regexp_replace(c.phone, '[\s()-]', '', 'g') = ${k})`;
}

/**
 * How a keyword is looked for: `find` through the keyword's own index where one helps, `scan`
 * row by row in the list's index (which carries `search`), bounded by one read of it.
 */
export type KeywordUse = 'find' | 'scan';

/**
 * The keyword filter: code, name, phone or enterprise contains it; `search LIKE` says it for any
 * keyword. To find one or two characters (two Chinese characters are the most common search,
 * and trigrams cannot find them) the grams say the same exactly, with an index that finds the
 * rows holding a rare pair at once. A trigram index (where pg_trgm is available) finds a keyword
 * that is one run of three or more letters or digits. Any other keyword ('e co', 'co.', 'harbour
 * tea') is hidden from it (coalesce() costs nothing per row): its trigrams are those of each
 * short word apart, which most rows hold even when few match, and rechecking them all costs far
 * more than one read of the list's index.
 */
export function keywordMatch(keyword: string, use: KeywordUse = 'find'): Expression<SqlBool> | undefined {
  const k = normalizedKeyword(keyword);
  if (!k) return undefined;
  if (use === 'find' && isShort(k)) return sql<SqlBool>`c.grams @> ARRAY[${k}]::text[]`;
  const pattern = `%${k.replace(/[%_\\]/g, '\\$&')}%`;
  if (use === 'find' && /^[\p{L}\p{N}]{3,}$/u.test(k)) return sql<SqlBool>`c.search like ${pattern}`;
  return sql<SqlBool>`coalesce(c.search, '') like ${pattern}`;
}

function filtered(
  db: Kysely<Database>,
  scope: Expression<SqlBool>,
  filter: CustomerFilter,
  keywordUse: KeywordUse = 'find',
  reader?: CustomerReader,
) {
  let q = db.withSchema('rm').selectFrom('customers as c').where(scope);
  const keyword = filter.keyword ? keywordMatch(filter.keyword, keywordUse) : undefined;
  if (keyword) q = q.where(keyword);
  const guard = filter.keyword && reader ? maskedPhoneGuard(filter.keyword, reader) : undefined;
  if (guard) q = q.where(guard);
  if (filter.area) q = q.where('c.area', '=', filter.area);
  if (filter.source) q = q.where('c.source', '=', filter.source);
  if (filter.domestic !== undefined) q = q.where('c.domestic', '=', filter.domestic);
  if (filter.ownerId) q = q.where('c.owner_id', '=', filter.ownerId);
  return q;
}

const DAY = sql`interval '24 hours'`;
/** One setting from the single settings row, or its default before the settings were first saved. */
const setting = (column: 'protection_days' | 'release_days', fallback: number) =>
  sql`coalesce((select ${sql.ref(column)} from ${sql.table(`${READ_MODEL_SCHEMA}.highseas_settings`)}), ${fallback}::int)`;

/** The columns of CustomerView: owner and grade names joined, the two dates from the settings. */
function viewOf(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('accounts as o', 'o.id', 'c.owner_id')
    .leftJoin('trader_grades as g', 'g.id', 'c.grade_id')
    .select([
      'c.id',
      'c.code',
      'c.area',
      'c.name',
      'c.gender',
      'c.email',
      'c.phone',
      'c.enterprise',
      'c.domestic',
      'c.source',
      'c.logistics',
      'c.addresses',
      'c.responsible',
      'c.images',
      'c.attachments',
      'c.owner_id',
      'o.nickname as owner_name',
      'c.grade_id',
      'g.name as grade_name',
      'c.owned_since',
      'c.created_at',
      'c.updated_at',
      sql<Date | null>`case when c.owner_id is null and c.released_at is not null
        then c.released_at + ${setting('protection_days', DEFAULT_HIGH_SEAS_SETTINGS.protectionDays)} * ${DAY} end`.as(
        'protected_until',
      ),
      sql<Date | null>`case when c.owner_id is not null and c.owner_role = ${customerPolicies.AUTO_RELEASED_OWNER_ROLE}
        then c.owned_since + ${setting('release_days', DEFAULT_HIGH_SEAS_SETTINGS.releaseDays)} * ${DAY} end`.as(
        'release_on',
      ),
    ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewOf>['executeTakeFirstOrThrow']>>;
const isoOf = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** A row as the reader sees it: a high-seas customer's phone and email masked for a salesman (the customers' policy). */
function toView(r: ViewRow, reader: CustomerReader): CustomerView {
  const { phone, email } = customerPolicies.contactsFor(
    reader,
    r.owner_id === null ? null : { id: r.owner_id },
    { phone: r.phone, email: r.email },
  );
  return {
    id: r.id,
    code: r.code,
    area: r.area as CustomerArea,
    name: r.name,
    gender: r.gender as CustomerView['gender'],
    email,
    phone,
    enterprise: r.enterprise,
    domestic: r.domestic,
    source: r.source,
    logistics: r.logistics,
    addresses: r.addresses,
    responsible: r.responsible,
    images: r.images,
    attachments: r.attachments,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    gradeId: r.grade_id,
    gradeName: r.grade_name,
    ownedSince: isoOf(r.owned_since),
    protectedUntil: isoOf(r.protected_until),
    releaseOn: isoOf(r.release_on),
    createdAt: isoOf(r.created_at)!,
    updatedAt: isoOf(r.updated_at)!,
  };
}

const countOf = async (q: ReturnType<typeof filtered>): Promise<number> =>
  Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

/**
 * Up to this many matches of a keyword are collected and sorted as a whole; more are paged in
 * index order. Fewer for one or two characters: the grams are not in the list's index, so a
 * pair most rows hold is collected from the rows themselves.
 */
export const FEW_MATCHES = 1000;
export const FEW_SHORT_MATCHES = 100;

const newestFirst = (a: { id: string; at: number }, b: { id: string; at: number }) =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * GET customer and GET customer/high-seas: a page, newest updated first, and how many match.
 *
 * With a keyword the planner cannot know where the matches lie: when few rows hold it, the
 * keyword's own index (grams or trigrams) finds them at once; when many do, the list's index
 * read in order finds a page at once, unless the matches all lie far down the list; and a
 * wrong guess reads every row. So: first collect up to `few` + 1 matches in any order (the
 * keyword's index, or the first rows of the list). Few: they are the answer, sorted here and
 * counted without counting. Many: one ordered pass over the list's index alone (no row is read:
 * the filters are in the index) yields the page's ids and the count; then the page's rows.
 * No keyword costs much more than two reads of the list's index. Every query carries the object rules.
 * (Tests pass a small `few` to walk both ways.)
 */
export async function listCustomers(
  db: Kysely<Database>,
  reader: CustomerReader,
  list: CustomerList,
  filter: CustomerFilter,
  page: Paging,
  few?: number,
): Promise<Page<CustomerView>> {
  const scope = listScope(reader, list);
  const rowsOf = async (ids: string[]) =>
    ids.length
      ? (
          await viewOf(filtered(db, scope, {}))
            .where('c.id', 'in', ids)
            .orderBy('c.updated_at', 'desc')
            .orderBy('c.id', 'desc')
            .execute()
        ).map((r) => toView(r, reader))
      : [];
  const keyword = normalizedKeyword(filter.keyword ?? '');
  if (keyword) {
    const enough = few ?? (isShort(keyword) ? FEW_SHORT_MATCHES : FEW_MATCHES);
    const matches = await filtered(db, scope, filter, 'find', reader)
      .select(['c.id', 'c.updated_at'])
      .limit(enough + 1)
      .execute();
    if (matches.length <= enough) {
      const ids = matches
        .map((m) => ({ id: m.id, at: new Date(m.updated_at).getTime() }))
        .sort(newestFirst)
        .slice(page.offset, page.offset + page.size)
        .map((m) => m.id);
      return { rows: await rowsOf(ids), count: matches.length };
    }
    const pass = await filtered(db, scope, filter, 'scan', reader)
      .select(['c.id', sql<string>`count(*) over ()`.as('total')])
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute();
    const count = pass.length
      ? Number(pass[0]!.total)
      : await countOf(filtered(db, scope, filter, 'scan', reader));
    return { rows: await rowsOf(pass.map((r) => r.id)), count };
  }
  const q = filtered(db, scope, filter, 'find', reader);
  const rows = await viewOf(q)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  // A page that is not full is the last one: it tells the count without counting.
  const last = rows.length < page.size && (rows.length > 0 || page.offset === 0);
  return {
    rows: rows.map((r) => toView(r, reader)),
    count: last ? page.offset + rows.length : await countOf(q),
  };
}

/** GET customer/:id: the customer when the reader may see it, else undefined (404). */
export async function findCustomer(
  db: Kysely<Database>,
  reader: CustomerReader,
  id: string,
): Promise<CustomerView | undefined> {
  const row = await viewOf(filtered(db, customerScope(reader), {}))
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row && toView(row, reader);
}

/** GET customer/:id/timeline: newest first, names resolved; undefined (404) when the customer is out of reach. */
export async function customerTimeline(
  db: Kysely<Database>,
  reader: CustomerReader,
  id: string,
  page: Paging,
): Promise<Page<CustomerTimelineEntry> | undefined> {
  const rm = db.withSchema('rm');
  const scope = customerScope(reader);
  const entries = rm
    .selectFrom('customer_timeline as t')
    .where('t.customer_id', '=', id)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('customers as c').select('c.id').whereRef('c.id', '=', 't.customer_id').where(scope),
      ),
    );
  const [visible, rows, count] = await Promise.all([
    filtered(db, scope, {}).select(['c.id', 'c.owner_id']).where('c.id', '=', id).executeTakeFirst(),
    entries
      .leftJoin('accounts as a', 'a.id', 't.actor_id')
      .select([
        sql<string>`t.position::text`.as('position'),
        't.at',
        't.type',
        't.actor_id',
        'a.nickname as actor_name',
        't.details',
      ])
      .orderBy('t.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    entries.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  if (!visible) return undefined;
  const owners = new Set<string>();
  const grades = new Set<string>();
  for (const r of rows) {
    for (const key of ['fromId', 'toId', 'ownerId'])
      if (typeof r.details[key] === 'string') owners.add(r.details[key]);
    for (const key of ['gradeId', 'fromGradeId'])
      if (typeof r.details[key] === 'string') grades.add(r.details[key]);
  }
  const [ownerNames, gradeNames] = await Promise.all([
    owners.size
      ? rm
          .selectFrom('accounts')
          .select(['id', 'nickname as name'])
          .where('id', 'in', [...owners])
          .execute()
      : [],
    grades.size
      ? rm
          .selectFrom('trader_grades')
          .select(['id', 'name'])
          .where('id', 'in', [...grades])
          .execute()
      : [],
  ]);
  const person = new Map(ownerNames.map((r) => [r.id, r.name]));
  const grade = new Map(gradeNames.map((r) => [r.id, r.name]));
  // Edits of the phone or email show them as the reader sees the customer's own (high-seas privacy).
  const owner = visible.owner_id === null ? null : { id: visible.owner_id };
  const changesFor = (changes: unknown) =>
    Array.isArray(changes)
      ? changes.map((c: { field?: unknown; from?: unknown; to?: unknown }) =>
          typeof c?.field === 'string'
            ? {
                ...c,
                from: customerPolicies.changedValueFor(reader, owner, c.field, c.from),
                to: customerPolicies.changedValueFor(reader, owner, c.field, c.to),
              }
            : c,
        )
      : changes;
  const nameOf = (names: Map<string, string>, value: unknown) =>
    typeof value === 'string' ? (names.get(value) ?? null) : null;
  return {
    rows: rows.map((r) => {
      const d = r.details;
      const names: Record<string, unknown> = {};
      if ('fromId' in d) names.from = nameOf(person, d.fromId);
      if ('toId' in d) names.to = nameOf(person, d.toId);
      if ('ownerId' in d) names.owner = nameOf(person, d.ownerId);
      if ('gradeId' in d) names.grade = nameOf(grade, d.gradeId);
      if ('fromGradeId' in d) names.fromGrade = nameOf(grade, d.fromGradeId);
      if ('changes' in d) names.changes = changesFor(d.changes);
      return {
        position: r.position,
        at: isoOf(r.at)!,
        type: r.type,
        actorId: r.actor_id,
        actorName: r.actor_name,
        details: { ...d, ...names },
      };
    }),
    count: Number(count.n),
  };
}

// ---------------------------------------------------------------- settings, grades, runs

export interface TraderGradeHistoryEntry {
  position: string;
  gradeId: string;
  type: 'created' | 'changed' | 'deleted';
  name: string;
  factor: string;
  from: { name: string; factor: string } | null;
  at: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
}

export interface ReleaseRunEntry extends ReleaseRunView {
  /** Salesmen's customers the run reviews. */
  total: number;
  startedAt: string;
  error: string | null;
}

/** GET customer-setting: the thresholds, the domain's defaults until they are first saved. */
export async function listTraderGrades(db: Kysely<Database>, page: Paging): Promise<Page<TraderGrade>> {
  const q = db.withSchema('rm').selectFrom('trader_grades').where('deleted', '=', false);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'name', 'factor'])
      .orderBy('name')
      .orderBy('id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** GET customer-grade/history: every create, change and delete, newest first; of one grade with `gradeId`. */
export async function traderGradeHistory(
  db: Kysely<Database>,
  page: Paging,
  gradeId?: string,
): Promise<Page<TraderGradeHistoryEntry>> {
  let q = db.withSchema('rm').selectFrom('trader_grade_history as h');
  if (gradeId) q = q.where('h.grade_id', '=', gradeId);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('accounts as a', 'a.id', 'h.user_id')
      .select([
        sql<string>`h.position::text`.as('position'),
        'h.grade_id',
        'h.action',
        'h.name',
        'h.factor',
        'h.from_name',
        'h.from_factor',
        'h.at',
        'h.user_id',
        'a.nickname as user_name',
        'h.role',
      ])
      .orderBy('h.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      position: r.position,
      gradeId: r.grade_id,
      type: r.action as TraderGradeHistoryEntry['type'],
      name: r.name,
      factor: r.factor,
      from: r.from_name !== null ? { name: r.from_name, factor: r.from_factor ?? '' } : null,
      at: isoOf(r.at)!,
      userId: r.user_id,
      userName: r.user_name,
      role: r.role,
    })),
    count: Number(count.n),
  };
}

/** GET customer-release/runs: one row per day, newest day first. */
export async function listReleaseRuns(db: Kysely<Database>, page: Paging): Promise<Page<ReleaseRunEntry>> {
  const q = db.withSchema('rm').selectFrom('release_runs');
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('day', 'desc').limit(page.size).offset(page.offset).execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      day: r.day,
      state: r.state as ReleaseRunView['state'],
      total: r.total,
      released: r.released ?? 0,
      warned: r.warned ?? 0,
      startedAt: isoOf(r.started_at)!,
      at: isoOf(r.at)!,
      error: r.error,
    })),
    count: Number(count.n),
  };
}

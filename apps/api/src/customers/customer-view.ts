import { type CustomerArea, type CustomerView, DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { type Database, READ_MODEL_SCHEMA } from '@packflow/db';
import { customerPolicies } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CustomerList, CustomerReader } from './customer-scope';
import { type KeywordUse, keywordMatch, maskedPhoneGuard } from './customer-search';

export interface CustomerFilter {
  keyword?: string;
  area?: CustomerArea;
  source?: string;
  domestic?: boolean;
  /** Supervisors and administrators only: one owner's customers. */
  ownerId?: string;
}

/**
 * A page of rows and how many there are in all; with `countAtLeast`, at least that many (a
 * keyword that many rows hold is not counted to the end), always more than the rows up to this
 * page, so a next page is asked for while there is one.
 */
export type Page<T> = { rows: T[]; count: number; countAtLeast?: true };

/**
 * The customers in `scope` that pass `filter`: its keyword looked for as `keywordUse` says,
 * within the masked-phone guard when `reader` is given (`list`: the list `scope` is, which the
 * guard needs no more than).
 */
export function filtered(
  db: Kysely<Database>,
  scope: Expression<SqlBool>,
  filter: CustomerFilter,
  keywordUse: KeywordUse = 'find',
  reader?: CustomerReader,
  list?: CustomerList,
) {
  let q = db.withSchema('rm').selectFrom('customers as c').where(scope);
  const keyword = filter.keyword ? keywordMatch(filter.keyword, keywordUse) : undefined;
  if (keyword) q = q.where(keyword);
  const guard = filter.keyword && reader ? maskedPhoneGuard(filter.keyword, reader, list) : undefined;
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
export function viewOf(q: ReturnType<typeof filtered>) {
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
export const isoOf = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

/** A row as the reader sees it: a high-seas customer's phone and email masked for a salesman (the customers' policy). */
export function toView(r: ViewRow, reader: CustomerReader): CustomerView {
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

export const countOf = async (q: ReturnType<typeof filtered>): Promise<number> =>
  Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

import {
  type BeanBalance,
  type BeanEntry,
  type BeanEntryKind,
  type GoldenSettings,
  type Role,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { beanPolicies } from '@packflow/domain';
import Decimal from 'decimal.js';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role. */
export interface BeanReader {
  id: string;
  role: Role;
}

export interface BeanFlowFilter {
  accountId?: string;
  kind?: BeanEntryKind;
  from?: string;
  to?: string;
  keyword?: string;
}

type Page<T> = { rows: T[]; count: number };

const DAY_MS = 864e5;
/** The start of a YYYY-MM-DD day and of the day after, in the UTC days the product counts in. */
const startOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const endOf = (day: string): Date => new Date(startOf(day).getTime() + DAY_MS);

const likePattern = (keyword: string): string => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;

/** The accounts that hold golden beans (the policy's roles; an account may hold other roles too). */
const holdsBeans = sql<SqlBool>`a.roles && ARRAY[${sql.join([...beanPolicies.BEAN_HOLDER_ROLES])}]::text[]`;

const balanceView = (
  row: { account_id: string; account_name: string | null; roles: string[]; balance: string },
  settings: GoldenSettings,
  asOf: string | null,
): BeanBalance => ({
  accountId: row.account_id,
  accountName: row.account_name,
  role: beanPolicies.beanRoleOf(row.roles as Role[]),
  balance: new Decimal(row.balance).toFixed(),
  asOf,
  fee: settings.fee,
  threshold: settings.threshold,
  blocked: new Decimal(row.balance).lt(settings.threshold),
});

/**
 * One salesman's or trader's balance, now or at the end of `asOf` (summed from the entries up to
 * then); null for an account that holds no beans or does not exist.
 */
export async function beanBalance(
  db: Kysely<Database>,
  accountId: string,
  settings: GoldenSettings,
  asOf?: string,
): Promise<BeanBalance | null> {
  const rm = db.withSchema('rm');
  const account = await rm
    .selectFrom('accounts as a')
    .select(['a.id as account_id', 'a.nickname as account_name', 'a.roles'])
    .where('a.id', '=', accountId)
    .where(holdsBeans)
    .executeTakeFirst();
  if (!account) return null;
  const balance = asOf
    ? await rm
        .selectFrom('bean_entries')
        .select(sql<string>`coalesce(sum(amount), 0)::text`.as('balance'))
        .where('account_id', '=', accountId)
        .where('at', '<', endOf(asOf))
        .executeTakeFirstOrThrow()
    : await rm
        .selectFrom('bean_balances')
        .select('balance')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
  return balanceView({ ...account, balance: balance?.balance ?? '0' }, settings, asOf ?? null);
}

/** GET golden-bean/accounts: salesmen and traders with their balances, by name. */
export async function beanAccounts(
  db: Kysely<Database>,
  keyword: string,
  page: Paging,
  settings: GoldenSettings,
): Promise<Page<BeanBalance>> {
  let q = db.withSchema('rm').selectFrom('accounts as a').where(holdsBeans);
  if (keyword) {
    const pattern = likePattern(keyword.toLowerCase());
    q = q.where(
      sql<SqlBool>`(lower(a.nickname) like ${pattern} or lower(a.username) like ${pattern} or a.phone like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    q
      .leftJoin('bean_balances as b', 'b.account_id', 'a.id')
      .select([
        'a.id as account_id',
        'a.nickname as account_name',
        'a.roles',
        sql<string>`coalesce(b.balance, 0)::text`.as('balance'),
      ])
      .orderBy('a.nickname')
      .orderBy('a.id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => balanceView(r, settings, null)), count: Number(total.n) };
}

/** The policy's scope as a WHERE clause on `bean_entries as e`: one account's movements, everyone's, or none. */
function flowScope(scope: beanPolicies.BeanScope): Expression<SqlBool> {
  switch (scope.kind) {
    case 'everyone':
      return sql<SqlBool>`true`;
    case 'account':
      return sql<SqlBool>`e.account_id = ${scope.accountId}`;
    case 'none':
      return sql<SqlBool>`false`;
  }
}

/** GET golden-bean/flow: movements newest first, with the account's and the actor's names. */
export async function beanFlow(
  db: Kysely<Database>,
  reader: BeanReader,
  filter: BeanFlowFilter,
  page: Paging,
): Promise<Page<BeanEntry>> {
  let q = db
    .withSchema('rm')
    .selectFrom('bean_entries as e')
    .leftJoin('accounts as a', 'a.id', 'e.account_id')
    .where(flowScope(beanPolicies.beanScope(reader, filter.accountId)));
  if (filter.kind) q = q.where('e.kind', '=', filter.kind);
  if (filter.from) q = q.where('e.at', '>=', startOf(filter.from));
  if (filter.to) q = q.where('e.at', '<', endOf(filter.to));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword.toLowerCase());
    q = q.where(
      sql<SqlBool>`(lower(a.nickname) like ${pattern} or lower(e.quotation_number) like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    q
      .leftJoin('accounts as u', 'u.id', 'e.user_id')
      .select([
        'e.entry_id',
        'e.account_id',
        'a.nickname as account_name',
        'e.kind',
        sql<string>`e.amount::text`.as('amount'),
        sql<string>`e.balance::text`.as('balance'),
        'e.quotation_id',
        'e.quotation_number',
        'e.reverses',
        'e.reversed_by',
        'e.note',
        'e.at',
        'e.user_id',
        'u.nickname as user_name',
      ])
      .orderBy('e.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      entryId: r.entry_id,
      accountId: r.account_id,
      accountName: r.account_name,
      kind: r.kind as BeanEntryKind,
      amount: new Decimal(r.amount).toFixed(),
      balance: new Decimal(r.balance).toFixed(),
      quotationId: r.quotation_id,
      quotationNumber: r.quotation_number,
      reverses: r.reverses,
      reversedBy: r.reversed_by,
      note: r.note,
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userName: r.user_name,
    })),
    count: Number(total.n),
  };
}

/** The account an entry belongs to, for Finance's reversal; null when there is no such entry. */
export async function accountOfEntry(db: Kysely<Database>, entryId: string): Promise<string | null> {
  const row = await db
    .withSchema('rm')
    .selectFrom('bean_entries')
    .select('account_id')
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

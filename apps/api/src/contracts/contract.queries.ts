import type {
  AreaCode,
  ContractDetail,
  ContractLine,
  ContractListQuery,
  ContractRow,
  ContractStatus,
  Role,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { contractPolicies, financePolicies, type staffScope } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { ownerInScope } from '../http/owner-scope';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role, with their area (a supervisor's scope). */
export type ContractReader = staffScope.Actor;

/**
 * The policy's scope (contractPolicies.contractScope) as a WHERE clause on `contracts as k`, so a
 * contract out of reach is never read: their own; or also those of the people who hold only the
 * managed roles (of the supervisor's area when they have one); or every one.
 */
export const contractScope = (reader: ContractReader): Expression<SqlBool> =>
  ownerInScope(contractPolicies.contractScope(reader), 'k.owner_id');

const like = (keyword: string) => `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);

function filtered(db: Kysely<Database>, reader: ContractReader, filter: ContractListQuery) {
  let q = db.withSchema('rm').selectFrom('contracts as k').where(contractScope(reader));
  if (filter.status) q = q.where('k.status', '=', filter.status);
  if (filter.type) q = q.where('k.printing_type', '=', filter.type);
  if (filter.customerId) q = q.where('k.customer_id', '=', filter.customerId);
  if (filter.from) q = q.where('k.created_at', '>=', startOf(filter.from));
  if (filter.to) q = q.where('k.created_at', '<', nextDay(filter.to));
  if (filter.keyword) {
    const pattern = like(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(k.number)`, 'like', pattern),
        eb(sql`lower(k.customer_name)`, 'like', pattern),
        eb(sql`lower(k.quotation_numbers)`, 'like', pattern),
      ]),
    );
  }
  return q;
}

const ROW_COLUMNS = [
  'k.id',
  'k.number',
  'k.customer_id',
  'k.customer_name',
  'k.owner_id',
  'o.nickname as owner_name',
  'k.owner_role',
  'k.printing_type',
  'k.taxed',
  'k.payment_terms',
  'k.currency',
  'k.language',
  'k.total',
  'k.quotation_numbers',
  'k.status',
  'k.created_at',
] as const;

function rows(q: ReturnType<typeof filtered>) {
  return q.leftJoin('accounts as o', 'o.id', 'k.owner_id').select(ROW_COLUMNS);
}

type Raw = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

function toRow(r: Raw): ContractRow {
  return {
    id: r.id,
    number: r.number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    ownerRole: r.owner_role as ContractRow['ownerRole'],
    printingType: r.printing_type as ContractRow['printingType'],
    taxed: r.taxed,
    paymentTerms: r.payment_terms as ContractRow['paymentTerms'],
    currency: r.currency as ContractRow['currency'],
    language: r.language as ContractRow['language'],
    total: r.total,
    quotationNumbers: r.quotation_numbers ? r.quotation_numbers.split(' ') : [],
    status: r.status as ContractStatus,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** GET contract: newest first, within the reader's reach; made contracts unless another status is asked for. */
export async function listContracts(
  db: Kysely<Database>,
  reader: ContractReader,
  filter: ContractListQuery,
  page: Paging,
): Promise<{ rows: ContractRow[]; count: number }> {
  const q = filtered(db, reader, { ...filter, status: filter.status ?? 'created' });
  const found = await rows(q)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  const last = found.length < page.size && (found.length > 0 || page.offset === 0);
  const count = last
    ? page.offset + found.length
    : Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
  return { rows: found.map(toRow), count };
}

/** GET contract/:id: the contract with its lines, or undefined when out of reach (404). */
export async function findContract(
  db: Kysely<Database>,
  reader: ContractReader,
  id: string,
): Promise<ContractDetail | undefined> {
  const found = await rows(filtered(db, reader, {}))
    .select(['k.lines', 'k.refusal_reason', 'k.refusal_quotation_id', 'o.roles as owner_roles', 'o.areacode'])
    .where('k.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const owner = {
    id: found.owner_id,
    roles: (found.owner_roles ?? []) as Role[],
    areacode: found.areacode as AreaCode | null,
  };
  const records = found.owner_roles !== null && financePolicies.mayRecord(reader, owner);
  return {
    ...toRow(found),
    lines: found.lines as ContractLine[],
    actions: contractPolicies.contractActions({ status: found.status as ContractStatus }, { records }),
    refusal: found.refusal_reason
      ? { reason: found.refusal_reason, quotationId: found.refusal_quotation_id }
      : null,
  };
}

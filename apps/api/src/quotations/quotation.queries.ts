import type {
  AreaCode,
  PriceResult,
  PricingSettings,
  QuotationDetail,
  QuotationInput,
  QuotationReviewRow,
  QuotationReviewStep,
  QuotationRow,
  QuotationStatus,
  Role,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { quotationPolicies, type staffScope } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { ownerInScope } from '../http/owner-scope';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role, with their area (a supervisor's scope). */
export type QuotationReader = staffScope.Actor;

/**
 * The policy's scope (quotationPolicies.quotationScope) as a WHERE clause on `quotations as q`,
 * so a quotation out of reach is never read: their own; or also those of the people who hold
 * only the managed roles (of the supervisor's area when they have one); or every one.
 */
export const quotationScope = (reader: QuotationReader): Expression<SqlBool> =>
  ownerInScope(quotationPolicies.quotationScope(reader), 'q.owner_id');

export interface QuotationFilter {
  status?: QuotationStatus;
  quotation_type?: string;
  make?: string;
  customerId?: string;
  keyword?: string;
  /** Created on or after this day (yyyy-mm-dd, UTC). */
  from?: string;
  /** Created on or before this day. */
  to?: string;
}

type Page<T> = { rows: T[]; count: number };

const like = (keyword: string) => `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);

function filtered(db: Kysely<Database>, reader: QuotationReader, filter: QuotationFilter) {
  let q = db
    .withSchema('rm')
    .selectFrom('quotations as q')
    .leftJoin('customers as c', 'c.id', 'q.customer_id')
    .where(quotationScope(reader));
  if (filter.status) q = q.where('q.status', '=', filter.status);
  if (filter.quotation_type) q = q.where('q.quotation_type', '=', filter.quotation_type);
  if (filter.make) q = q.where('q.make', '=', filter.make);
  if (filter.customerId) q = q.where('q.customer_id', '=', filter.customerId);
  if (filter.from) q = q.where('q.created_at', '>=', startOf(filter.from));
  if (filter.to) q = q.where('q.created_at', '<', nextDay(filter.to));
  if (filter.keyword) {
    const pattern = like(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb(sql`lower(q.number)`, 'like', pattern), eb(sql`lower(c.name)`, 'like', pattern)]),
    );
  }
  return q;
}

const ROW_COLUMNS = [
  'q.id',
  'q.number',
  'q.customer_id',
  'c.name as customer_name',
  'q.owner_id',
  'o.nickname as owner_name',
  'o.roles as owner_roles',
  'o.areacode as owner_areacode',
  'q.owner_role',
  'q.quotation_type',
  'q.make',
  'q.bag_type',
  'q.maketype',
  'q.quantity',
  'q.currency',
  'q.price',
  'q.price_end',
  'q.price_unit_end',
  'q.ratio',
  'q.status',
  'q.review_required',
  'q.revision_no',
  'q.root_id',
  'q.superseded_by',
  'q.contract_id',
  'q.contract_number',
  'q.range_min',
  'q.range_max',
  'q.submitted_at',
  'q.created_at',
  'q.stream_revision',
] as const;

function rows(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('accounts as o', 'o.id', 'q.owner_id')
    .select(ROW_COLUMNS)
    .select([
      sql<string | null>`q.result->>'price_unit'`.as('price_unit'),
      sql<string | null>`q.input->>'paymentTerms'`.as('payment_terms'),
      sql<boolean | null>`(q.input->>'taxed')::boolean`.as('taxed'),
      // The breakdown charged a proof (contractDecider's proofCharged reads the same line).
      sql<boolean>`exists (select 1 from jsonb_array_elements(coalesce(q.result->'lines', '[]'::jsonb)) l
        where l->>'key' = 'pricing.line.proof'
          and case when l->>'amount' ~ '^[0-9]+([.][0-9]+)?$' then (l->>'amount')::numeric > 0 else false end)`.as(
        'proof_charged',
      ),
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
const isoOf = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** What the reader may do with the quotation: the domain's quotationActions, with their reach as reviewer. */
function actionsOf(r: Raw, reader: QuotationReader): QuotationRow['actions'] {
  const owner = {
    id: r.owner_id,
    roles: (r.owner_roles ?? []) as Role[],
    areacode: r.owner_areacode as AreaCode,
  };
  const reviews = quotationPolicies.mayReview(reader, r.owner_roles ? owner : null);
  return quotationPolicies.quotationActions(quotationPolicies.standingOfRow(r), { id: reader.id, reviews });
}

function toRow(r: Raw, reader: QuotationReader): QuotationRow {
  return {
    id: r.id,
    number: r.number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    ownerRole: r.owner_role as QuotationRow['ownerRole'],
    quotation_type: r.quotation_type as QuotationRow['quotation_type'],
    make: r.make as QuotationRow['make'],
    bagType: r.bag_type as QuotationRow['bagType'],
    maketype: r.maketype as QuotationRow['maketype'],
    quantity: r.quantity,
    currency: r.currency as QuotationRow['currency'],
    price: r.price,
    price_end: r.price_end,
    price_unit: r.price_unit ?? '',
    price_unit_end: r.price_unit_end,
    ratio: r.ratio,
    status: r.status as QuotationStatus,
    reviewRequired: r.review_required,
    revisionNo: r.revision_no,
    rootId: r.root_id,
    superseded: r.superseded_by !== null,
    contractId: r.contract_id,
    contractNumber: r.contract_number,
    actions: actionsOf(r, reader),
    paymentTerms: (r.payment_terms ?? 'full') as QuotationRow['paymentTerms'],
    taxed: r.taxed ?? false,
    proofCharged: r.proof_charged === true,
    createdAt: isoOf(r.created_at)!,
    revision: r.stream_revision,
  };
}

const count = async (q: ReturnType<typeof filtered>): Promise<number> =>
  Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

/** GET quotation: newest first, within the reader's reach. */
export async function listQuotations(
  db: Kysely<Database>,
  reader: QuotationReader,
  filter: QuotationFilter,
  page: Paging,
): Promise<Page<QuotationRow>> {
  const q = filtered(db, reader, filter);
  const found = await rows(q)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  // A page that is not full is the last one: it tells the count without counting.
  const last = found.length < page.size && (found.length > 0 || page.offset === 0);
  return {
    rows: found.map((r) => toRow(r, reader)),
    count: last ? page.offset + found.length : await count(q),
  };
}

/**
 * GET quotation-review: the quotations that went to review (pending by default; a superseded
 * one needs no decision any more), newest sent first, with the range each was judged by.
 */
export async function listReviews(
  db: Kysely<Database>,
  reader: QuotationReader,
  filter: QuotationFilter,
  page: Paging,
): Promise<Page<QuotationReviewRow>> {
  let q = filtered(db, reader, filter).where('q.submitted_at', 'is not', null);
  if (filter.status === 'pending') q = q.where('q.superseded_by', 'is', null);
  const [found, n] = await Promise.all([
    rows(q)
      .select((eb) =>
        eb
          .selectFrom('quotation_reviews as r')
          .select('r.reason')
          .whereRef('r.quotation_id', '=', 'q.id')
          .orderBy('r.position', 'desc')
          .limit(1)
          .as('last_reason'),
      )
      // What the supervisor judges the money by (the quotation's own result, kept current by
      // every ratio change): the loading price and the final price's ratio to it.
      .select([
        sql<string>`q.result->>'price_loading'`.as('price_loading'),
        sql<string>`q.result->>'ratioOfLoading'`.as('ratio_of_loading'),
        sql<number>`(q.result->>'decimals')::int`.as('decimals'),
      ])
      .orderBy('q.submitted_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    count(q),
  ]);
  return {
    rows: found.map((r) => ({
      ...toRow(r, reader),
      range: { minRatio: r.range_min, maxRatio: r.range_max },
      submittedAt: isoOf(r.submitted_at),
      lastReason: r.last_reason ?? '',
      price_loading: r.price_loading ?? '',
      ratioOfLoading: r.ratio_of_loading ?? '',
      decimals: r.decimals ?? (r.currency === 'CNY' ? 2 : 4),
    })),
    count: n,
  };
}

/** GET quotation/:id: the quotation with its lineage and review steps, or undefined when out of reach (404). */
export async function findQuotation(
  db: Kysely<Database>,
  reader: QuotationReader,
  id: string,
): Promise<QuotationDetail | undefined> {
  const found = await rows(filtered(db, reader, {}))
    .select([
      'q.locale',
      'q.input',
      'q.settings',
      'q.result',
      'q.source_id',
      'q.revision_of',
      'q.bean_entry_id',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const rm = db.withSchema('rm');
  const [lineage, steps] = await Promise.all([
    // The lineage is one owner's, so within reach when this one is.
    rm
      .selectFrom('quotations')
      .select(['id', 'number', 'revision_no', 'price_end', 'created_at'])
      .where('root_id', '=', found.root_id)
      .orderBy('revision_no')
      .orderBy('created_at')
      .execute(),
    rm
      .selectFrom('quotation_reviews as r')
      .leftJoin('accounts as a', 'a.id', 'r.user_id')
      .select(['r.action', 'r.ratio', 'r.reason', 'r.at', 'r.user_id', 'a.nickname as user_name'])
      .where('r.quotation_id', '=', id)
      .orderBy('r.position')
      .execute(),
  ]);
  return {
    ...toRow(found, reader),
    locale: found.locale as QuotationDetail['locale'],
    input: found.input as unknown as QuotationInput,
    settings: found.settings as unknown as PricingSettings,
    result: found.result as unknown as PriceResult,
    sourceId: found.source_id,
    revisionOf: found.revision_of,
    revisions: lineage.map((l) => ({
      id: l.id,
      number: l.number,
      revisionNo: l.revision_no,
      price_end: l.price_end,
      createdAt: isoOf(l.created_at)!,
    })),
    review: steps.map((s): QuotationReviewStep => ({
      action: s.action as QuotationReviewStep['action'],
      ratio: s.ratio,
      reason: s.reason,
      at: isoOf(s.at)!,
      userId: s.user_id,
      userName: s.user_name,
    })),
    beanEntryId: found.bean_entry_id,
  };
}

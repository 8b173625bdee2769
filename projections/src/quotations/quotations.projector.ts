import type { Database } from '@packflow/db';
import { QUOTATION_READ_MODELS } from '@packflow/contracts';
import { pricing, quotation, quotationPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import type { Projector } from '../projector';
import { chunks, eventTime, iso, upsertById } from '../rows';
import { createQuotationsTables } from './quotations.table';

type Row = Selectable<Database['quotations']>;
type NewRow = Insertable<Database['quotations']>;
type ReviewRow = Insertable<Database['quotation_reviews']>;

/** A row being written: the JSON columns as objects until the upsert. */
type Working = Omit<NewRow, 'input' | 'settings' | 'result'> & {
  input: Record<string, unknown>;
  settings: Record<string, unknown>;
  result: Record<string, unknown>;
};

const idOf = (event: RecordedEvent): string => event.streamId.slice(quotation.QUOTATION_STREAM_PREFIX.length);

function working(row: Row): Working {
  return {
    ...row,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    submitted_at: iso(row.submitted_at),
  };
}

function generated(d: quotation.QuotationGeneratedData, at: string): Working {
  const { input } = d;
  // Amounts as the pricing rule reads them (older quotations: their unit price x quantity).
  const result = pricing.addingUp(d.result, input.quantity);
  return {
    id: d.id,
    number: d.number,
    owner_id: d.owner.id,
    owner_role: d.owner.role,
    customer_id: d.customerId,
    locale: d.locale,
    quotation_type: input.quotation_type,
    make: input.make,
    bag_type: input.bagType ?? null,
    maketype: input.maketype,
    quantity: input.quantity ?? 0,
    currency: result.currency,
    price: result.price,
    price_end: result.price_end,
    price_unit_end: result.price_unit_end,
    ratio: input.ratio,
    status: d.status,
    review_required: d.reviewRequired,
    range_min: d.settings.range.minRatio,
    range_max: d.settings.range.maxRatio,
    revision_no: d.revisionNo,
    stream_revision: 0,
    root_id: d.rootId,
    source_id: d.sourceId,
    revision_of: d.revisionOf,
    superseded_by: null,
    contract_id: null,
    contract_number: null,
    bean_entry_id: d.beanEntryId,
    calculator_version: d.calculatorVersion,
    input: input as unknown as Record<string, unknown>,
    settings: d.settings as unknown as Record<string, unknown>,
    result: result as unknown as Record<string, unknown>,
    submitted_at: d.status === 'pending' ? at : null,
    created_at: at,
    updated_at: at,
  };
}

/** The review step an event is, if any. */
function stepOf(e: quotation.QuotationEvent): Pick<ReviewRow, 'action' | 'reason'> | null {
  switch (e.type) {
    case 'QuotationGenerated':
      return { action: e.data.status === 'pending' ? 'submitted' : 'applied', reason: '' };
    case 'QuotationRatioChanged':
      if (e.data.status === 'approved') return { action: 'applied', reason: '' };
      return { action: e.data.fromStatus === 'rejected' ? 'resubmitted' : 'submitted', reason: '' };
    case 'QuotationApproved':
      return { action: 'approved', reason: e.data.reason };
    case 'QuotationRejected':
      return { action: 'rejected', reason: e.data.reason };
    default:
      return null;
  }
}

function apply(row: Working | undefined, e: quotation.QuotationEvent, at: string): Working | undefined {
  if (e.type === 'QuotationGenerated') return generated(e.data, at);
  // Events of a quotation that was never generated are not the domain's: nothing to show.
  if (!row) return undefined;
  const next: Working = { ...row, updated_at: at };
  switch (e.type) {
    case 'QuotationRatioChanged': {
      const d = e.data;
      const result = pricing.addingUp(d.result, row.quantity);
      next.ratio = d.ratio;
      next.input = { ...row.input, ratio: d.ratio };
      next.result = result as unknown as Record<string, unknown>;
      next.price = result.price;
      next.price_end = result.price_end;
      next.price_unit_end = result.price_unit_end;
      next.status = d.status;
      next.review_required = d.reviewRequired;
      next.range_min = d.range.minRatio;
      next.range_max = d.range.maxRatio;
      if (d.status === 'pending') next.submitted_at = at;
      return next;
    }
    case 'QuotationApproved':
      next.status = 'approved';
      return next;
    case 'QuotationRejected':
      next.status = 'rejected';
      return next;
    case 'QuotationSuperseded':
      next.superseded_by = e.data.by;
      return next;
    case 'QuotationSupersedeWithdrawn':
      if (row.superseded_by === e.data.by) next.superseded_by = null;
      return next;
    case 'QuotationPutUnderContract':
      next.contract_id = e.data.contractId;
      next.contract_number = e.data.contractNumber;
      return next;
    case 'QuotationReleasedFromContract':
      if (row.contract_id === e.data.contractId) {
        next.contract_id = null;
        next.contract_number = null;
      }
      return next;
  }
}

const UPDATED_COLUMNS = [
  'ratio',
  'input',
  'result',
  'price',
  'price_end',
  'price_unit_end',
  'status',
  'review_required',
  'range_min',
  'range_max',
  'superseded_by',
  'contract_id',
  'contract_number',
  'submitted_at',
  'updated_at',
  'stream_revision',
] as const satisfies readonly (keyof NewRow)[];

/**
 * /Quotation, its detail and /OperatorManage/Index: one row per quotation with its inputs, the
 * settings snapshot and the result (jsonb, for the detail and the comparison), the list columns
 * beside them, and every price-review step. Live updates go to the owner and to supervisors and
 * administrators, so a salesman hears at once that a price was approved or rejected.
 */
export const quotationsProjector: Projector = {
  name: QUOTATION_READ_MODELS.quotations,
  // 5: amounts of quotations priced before pricing-3 read as unit price x quantity.
  version: 5,
  eventTypes: quotation.QUOTATION_EVENT_TYPES,
  tables: ['quotations', 'quotation_reviews'],

  createTables: createQuotationsTables,

  async applyBatch(db, events) {
    const current = new Map<string, Working>();
    // A batch of new quotations (the common case) reads nothing back.
    const known = [...new Set(events.filter((e) => e.type !== 'QuotationGenerated').map(idOf))];
    for (const part of chunks(known, 1000))
      for (const row of await db.selectFrom('quotations').selectAll().where('id', 'in', part).execute())
        current.set(row.id, working(row));
    const changed = new Set<string>();
    const reviews: ReviewRow[] = [];
    const users = new Set<string>();
    for (const event of events) {
      const id = idOf(event);
      const e = { type: event.type, data: event.data } as quotation.QuotationEvent;
      const at = eventTime(event);
      const applied = apply(current.get(id), e, at);
      if (!applied) continue;
      // The stream's revision the row now shows: what a review or ratio change sends as If-Match.
      const row: Working = { ...applied, stream_revision: event.revision };
      current.set(id, row);
      changed.add(id);
      users.add(row.owner_id);
      const step = stepOf(e);
      if (step)
        reviews.push({
          position: event.position.toString(),
          quotation_id: id,
          ...step,
          ratio: row.ratio,
          at,
          user_id: event.metadata.userId ?? null,
        });
    }
    if (changed.size === 0) return undefined;
    const rows = [...changed].map((id) => {
      const w = current.get(id)!;
      return {
        ...w,
        input: JSON.stringify(w.input),
        settings: JSON.stringify(w.settings),
        result: JSON.stringify(w.result),
      } satisfies NewRow;
    });
    for (const part of chunks(rows, 200)) await upsertById(db, 'quotations', part, UPDATED_COLUMNS);
    for (const part of chunks(reviews, 2000)) await db.insertInto('quotation_reviews').values(part).execute();
    return { ids: [...changed], audience: quotationPolicies.quotationAudience([...users]) };
  },
};

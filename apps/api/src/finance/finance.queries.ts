import type { PaymentRow, ReceiptListQuery, ReceiptRow, RefundableOrderRow } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { financeMoney, financePolicies, type staffScope } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { ownerInScope } from '../http/owner-scope';
import type { Paging } from '../http/paging';
import { contractMoneyOf } from './money-figures.queries';

/**
 * The policy's scope (financePolicies.receiptScope) as a WHERE clause on `finance_receipts as r`:
 * Finance and administrators every receipt; a supervisor their own and their salesmen's; anyone
 * else the receipts of their own contracts. A receipt out of reach is never read.
 */
export const receiptScope = (reader: staffScope.Actor): Expression<SqlBool> =>
  ownerInScope(financePolicies.receiptScope(reader), 'r.owner_id');

const like = (keyword: string) => `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);
const isoOf = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export type ReceiptFilter = Omit<ReceiptListQuery, never>;

function filtered(db: Kysely<Database>, reader: staffScope.Actor, filter: ReceiptFilter) {
  let q = db.withSchema('rm').selectFrom('finance_receipts as r').where(receiptScope(reader));
  if (filter.status === 'decided') q = q.where('r.status', '!=', 'pending');
  else if (filter.status) q = q.where('r.status', '=', filter.status);
  if (filter.contractId) q = q.where('r.contract_id', '=', filter.contractId);
  if (filter.orderId) q = q.where('r.order_id', '=', filter.orderId);
  if (filter.from) q = q.where('r.recorded_at', '>=', startOf(filter.from));
  if (filter.to) q = q.where('r.recorded_at', '<', nextDay(filter.to));
  if (filter.keyword) {
    const pattern = like(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.contract_number)`, 'like', pattern),
        eb(sql`lower(r.customer_name)`, 'like', pattern),
      ]),
    );
  }
  return q;
}

/** One page of receipts in the reader's reach, newest change first. */
export async function listReceipts(
  db: Kysely<Database>,
  reader: staffScope.Actor,
  filter: ReceiptFilter,
  page: Paging,
): Promise<{ rows: ReceiptRow[]; count: number }> {
  const [raw, total] = await Promise.all([
    filtered(db, reader, filter)
      .leftJoin('accounts as o', 'o.id', 'r.owner_id')
      .leftJoin('accounts as rb', 'rb.id', 'r.recorded_by')
      .leftJoin('accounts as db', 'db.id', 'r.decided_by')
      .selectAll('r')
      .select([
        'o.nickname as owner_name',
        'rb.nickname as recorded_by_name',
        'db.nickname as decided_by_name',
      ])
      .orderBy('r.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    filtered(db, reader, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // Finance's pending list shows each receipt's contract figures, so confirming needs no guesswork;
  // every list reads them for what a receipt allows (a reversal never leaves refunds uncovered).
  const money = await contractMoneyOf(db, [...new Set(raw.map((r) => r.contract_id))]);
  const decides = financePolicies.mayDecide(reader);
  const actionsOf = (r: (typeof raw)[number]): ReceiptRow['actions'] =>
    financePolicies.receiptActions(
      {
        status: r.status as ReceiptRow['status'],
        amount: String(r.amount),
        currency: r.currency,
        confirmedNet: money.get(r.contract_id)?.net ?? '0',
        refunds: '',
      },
      { decides },
    );
  return {
    count: Number(total.n),
    rows: raw.map((r) => ({
      ...(filter.status === 'pending' && money.get(r.contract_id)?.figures
        ? { contractMoney: money.get(r.contract_id)!.figures! }
        : {}),
      receiptId: r.receipt_id,
      contractId: r.contract_id,
      contractNumber: r.contract_number,
      orderId: r.order_id,
      customerId: r.customer_id,
      customerName: r.customer_name,
      ownerId: r.owner_id,
      ownerName: r.owner_name ?? null,
      amount: String(r.amount),
      currency: r.currency as ReceiptRow['currency'],
      method: r.method as ReceiptRow['method'],
      receivedOn: r.received_on,
      proofs: r.proofs,
      note: r.note,
      status: r.status as ReceiptRow['status'],
      recordedBy: r.recorded_by,
      recordedByName: r.recorded_by_name ?? null,
      recordedAt: isoOf(r.recorded_at) ?? '',
      decidedBy: r.decided_by,
      decidedByName: r.decided_by_name ?? null,
      decidedAt: isoOf(r.decided_at),
      reason: r.reason,
      actions: actionsOf(r),
    })),
  };
}

/** One page of payments (Finance's), newest change first. */
export async function listPayments(
  db: Kysely<Database>,
  filter: { status?: 'toPay' | 'paid' | undefined; keyword?: string | undefined },
  page: Paging,
): Promise<{ rows: PaymentRow[]; count: number }> {
  const base = () => {
    let q = db.withSchema('rm').selectFrom('finance_payments as p');
    if (filter.status) q = q.where('p.status', '=', filter.status);
    if (filter.keyword) {
      const pattern = like(filter.keyword);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(p.contract_number)`, 'like', pattern),
          eb(sql`lower(p.customer_name)`, 'like', pattern),
        ]),
      );
    }
    return q;
  };
  const [raw, total] = await Promise.all([
    base()
      .leftJoin('accounts as rb', 'rb.id', 'p.requested_by')
      .leftJoin('accounts as pb', 'pb.id', 'p.paid_by')
      .selectAll('p')
      .select(['rb.nickname as requested_by_name', 'pb.nickname as paid_by_name'])
      .orderBy('p.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    rows: raw.map((p) => ({
      paymentId: p.payment_id,
      contractId: p.contract_id,
      contractNumber: p.contract_number,
      orderId: p.order_id,
      customerName: p.customer_name,
      amount: String(p.amount),
      currency: p.currency as PaymentRow['currency'],
      reason: p.reason,
      status: p.status as PaymentRow['status'],
      requestedBy: p.requested_by,
      requestedByName: p.requested_by_name ?? null,
      requestedAt: isoOf(p.requested_at) ?? '',
      paidBy: p.paid_by,
      paidByName: p.paid_by_name ?? null,
      paidAt: isoOf(p.paid_at),
      proofs: p.proofs,
    })),
  };
}

/**
 * Canceled orders (cancel approved, not invalidated) whose contract still holds confirmed money not
 * refunded, newest first: what Finance may refund. The refundable amount is the contract's (the
 * ledger allows refunds up to its confirmed money less its refunds); the ledger decides again when
 * the refund is recorded. One page of them.
 */
export async function listRefundable(
  db: Kysely<Database>,
  filter: { keyword?: string | undefined },
  page: Paging,
): Promise<{ rows: RefundableOrderRow[]; count: number }> {
  const confirmed = sql<string>`(select coalesce(sum(r.amount), 0) from rm.finance_receipts r
    where r.contract_id = o.contract_id and r.status = 'confirmed')`;
  const refundedOnContract = sql<string>`(select coalesce(sum(p.amount), 0) from rm.finance_payments p
    where p.contract_id = o.contract_id)`;
  const refundable = sql<string>`(${confirmed} - ${refundedOnContract})`;
  const base = () => {
    let q = db
      .withSchema('rm')
      .selectFrom('orders as o')
      .where('o.closing', '=', 'canceled')
      .where(sql<SqlBool>`${refundable} > 0`);
    if (filter.keyword) q = q.where('o.search', 'like', like(filter.keyword));
    return q;
  };
  const [rows, total] = await Promise.all([
    base()
      .select([
        'o.id',
        'o.number',
        'o.contract_id',
        'o.contract_number',
        'o.customer_name',
        'o.currency',
        'o.total',
        'o.updated_at',
        refundable.as('refundable'),
        sql<string>`(select coalesce(sum(p.amount), 0) from rm.finance_payments p where p.order_id = o.id)`.as(
          'refunded',
        ),
      ])
      .orderBy('o.updated_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    rows: rows.map((o) => ({
      orderId: o.id,
      orderNumber: o.number,
      contractId: o.contract_id,
      contractNumber: o.contract_number,
      customerName: o.customer_name,
      currency: o.currency as RefundableOrderRow['currency'],
      total: o.total,
      refunded: financeMoney.money(String(o.refunded)),
      refundable: financeMoney.money(String(o.refundable)),
      canceledAt: isoOf(o.updated_at) ?? '',
    })),
  };
}

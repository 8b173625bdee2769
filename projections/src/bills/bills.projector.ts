import { BILLS_READ_MODELS, type BillTotals } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { billEvents } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable, Selectable } from 'kysely';
import { upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { billsAudience } from './bill-lines.projector';
import { createBillsTables } from './bills.table';
import { money } from './money-events';

/**
 * bills, from the bill streams (`bill-<customerId>-<yyyymm>`): one row per bill with where it
 * stands, its totals (adjustments added as they come), the disputes still open, when and at which
 * position it was last sent, and once sealed, its chain head (the hash of its BillSealed).
 */

type Row = Selectable<Database['bills']>;
type NewRow = Insertable<Database['bills']>;

export const billIdOfStream = (streamId: string): string =>
  streamId.slice(billEvents.BILL_STREAM_PREFIX.length);

const totalsColumns = (t: BillTotals) => ({
  signed_orders: t.signedOrders,
  signing_amount: money(t.signingAmount),
  down_payments: money(t.downPayments),
  balances: money(t.balances),
  refunds: money(t.refunds),
  collections: money(t.collections),
  adjustments: money(t.adjustments),
  opening_balance: money(t.openingBalance),
  closing_balance: money(t.closingBalance),
});

const working = (row: Row): NewRow => ({
  ...row,
  disputed: JSON.stringify(row.disputed),
  sent_at: iso(row.sent_at),
  sealed_at: iso(row.sealed_at),
  updated_at: iso(row.updated_at)!,
});

const disputedOf = (row: NewRow): string[] => JSON.parse(row.disputed) as string[];

/** The row after one event of its bill (undefined: no row yet and the event does not open one). */
export function applyBill(row: NewRow | undefined, event: RecordedEvent): NewRow | undefined {
  const e = { type: event.type, data: event.data } as billEvents.BillEvent;
  if (e.type === 'BillIssued') {
    if (row) return row;
    const d = e.data;
    return {
      id: billIdOfStream(event.streamId),
      customer_id: d.customerId,
      customer_name: d.customerName,
      language: d.language,
      owner_id: d.ownerId,
      month: d.month,
      currency: d.currency,
      status: 'toReconcile',
      line_count: d.lines.length,
      ...totalsColumns(d.totals),
      disputed_lines: 0,
      disputed: '[]',
      sent_at: null,
      sent_position: null,
      sealed_at: null,
      sealed_by: null,
      chain_head: null,
      revision: event.revision,
      position: event.position.toString(),
      updated_at: eventTime(event),
      search: [d.customerName, d.month].join(' ').toLowerCase(),
    };
  }
  if (!row) return undefined;
  switch (e.type) {
    case 'BillSent':
      return { ...row, status: 'sent', sent_at: e.data.at, sent_position: event.position.toString() };
    case 'BillDisputed': {
      const disputed = [...new Set([...disputedOf(row), ...e.data.lines.map((l) => l.lineId)])];
      return {
        ...row,
        status: 'disputed',
        disputed: JSON.stringify(disputed),
        disputed_lines: disputed.length,
      };
    }
    case 'BillAdjusted': {
      const sum = e.data.adjustments.reduce((s, a) => s.plus(a.amount), new Decimal(0));
      return {
        ...row,
        status: 'toReconcile',
        line_count: row.line_count + e.data.adjustments.length,
        adjustments: money(sum.plus(row.adjustments)),
        closing_balance: money(sum.plus(row.closing_balance)),
        disputed: '[]',
        disputed_lines: 0,
      };
    }
    case 'BillConfirmed':
      return { ...row, status: 'reconciled' };
    case 'BillSealed': {
      const chain = event.metadata.chain as { hash?: unknown } | undefined;
      return {
        ...row,
        ...totalsColumns(e.data.totals),
        status: 'reconciled',
        sealed_at: e.data.at,
        sealed_by: e.data.by,
        chain_head: typeof chain?.hash === 'string' ? chain.hash : null,
      };
    }
    default:
      return row;
  }
}

export const billsProjector: Projector = {
  name: BILLS_READ_MODELS.bills,
  version: 1,
  eventTypes: billEvents.BILL_EVENT_TYPES,
  tables: ['bills'],
  createTables: createBillsTables,

  async applyBatch(db, events) {
    const mine = events.filter((e) => e.streamId.startsWith(billEvents.BILL_STREAM_PREFIX));
    const current = new Map<string, NewRow>();
    const ids = [...new Set(mine.map((e) => billIdOfStream(e.streamId)))];
    for (const part of chunks(ids, 1000))
      for (const row of await db.selectFrom('bills').selectAll().where('id', 'in', part).execute())
        current.set(row.id, working(row));
    const changed = new Set<string>();
    for (const event of mine) {
      const id = billIdOfStream(event.streamId);
      const before = current.get(id);
      if (before && event.revision <= before.revision) continue;
      const applied = applyBill(before, event);
      if (!applied) continue;
      current.set(id, {
        ...applied,
        revision: event.revision,
        position: event.position.toString(),
        updated_at: eventTime(event),
      });
      changed.add(id);
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map((id) => current.get(id)!);
    await upsertRows(db, 'bills', ['id'], rows);
    return {
      ids: [...changed],
      audience: billsAudience(rows.map((r) => r.owner_id)),
    } satisfies ReadModelChange;
  },
};

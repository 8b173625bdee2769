import { BILLS_READ_MODELS } from '@packflow/contracts';
import { billLines } from '@packflow/domain';
import type { Projector, ReadModelChange } from '../projector';
import { createBillLinesTables } from './bill-lines.table';
import { LineBatch } from './line-batch';

/**
 * bill_lines (issue 24's "Bill lines"): one line per money or order event a bill takes, each once
 * (its id is the event's), kept until the month's close issues the customer's bill, which marks the
 * lines it took. An order signed (one line per order of the clearance), a signed order canceled,
 * invalidated or its clearance released (minus its signed amount, once), a receipt confirmed (a
 * down payment, or a balance once the contract has a signed order), a confirmed receipt reversed
 * (minus, same kind), a refund paid. The facts the lines need of contracts, orders, receipts and
 * refunds are kept in tables of this projector's own.
 */

/** The events the lines follow (as the bills' fold reads them), and the bills that take them. */
export const BILL_LINE_EVENT_TYPES = [...billLines.BILL_LINE_EVENT_TYPES, 'BillIssued'] as const;

/** Who hears of lines live: Finance, Admin and the lines' owners. */
export const billsAudience = (owners: Iterable<string>) => ({
  roles: ['Admin', 'Finance'],
  users: [...new Set(owners)],
});

export const billLinesProjector: Projector = {
  name: BILLS_READ_MODELS.billLines,
  version: 1,
  eventTypes: BILL_LINE_EVENT_TYPES,
  tables: ['bill_lines', 'bill_contracts', 'bill_orders', 'bill_receipts', 'bill_refunds'],
  createTables: createBillLinesTables,

  async applyBatch(db, events) {
    const batch = new LineBatch();
    await batch.load(db, events);
    for (const event of events) batch.apply(event);
    await batch.write(db);
    if (!batch.lines.length && !batch.taken.size) return undefined;
    return {
      ids: [...batch.lines.map((l) => l.line_id), ...[...batch.taken.values()].flat()],
      audience: billsAudience(batch.lines.map((l) => l.owner_id)),
    } satisfies ReadModelChange;
  },
};

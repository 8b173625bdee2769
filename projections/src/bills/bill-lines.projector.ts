import { BILLS_READ_MODELS, billId } from '@packflow/contracts';
import { billEvents, billLines } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '@packflow/db';
import type { Projector, ReadModelChange } from '../projector';
import { chunks } from '../rows';
import { type BillLineTableRow, createBillLinesTables } from './bill-lines.table';
import { BILL_FACT_TABLES, type FactLine, LineBatch, factTableNames } from './line-batch';

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

type Line = Insertable<BillLineTableRow>;

const isBillStream = (id: string) => id.startsWith(billEvents.BILL_STREAM_PREFIX);

/** A line of the facts as the bill takes it. */
const billLine = (event: RecordedEvent, { fact: _fact, at: _at, ...line }: FactLine): Line => ({
  ...line,
  event_id: event.id,
  event_type: event.type,
  stream_id: event.streamId,
  position: event.position.toString(),
  month: line.date.slice(0, 7),
});

/** The lines made, and the lines each bill issued took (bill id -> line ids). */
async function writeLines(db: Transaction<Database>, lines: Line[], taken: Map<string, string[]>) {
  for (const part of chunks(lines, 200))
    await db
      .insertInto('bill_lines')
      .values(part)
      .onConflict((oc) => oc.column('line_id').doNothing())
      .execute();
  for (const [id, lineIds] of taken)
    for (const part of chunks(lineIds, 1000))
      await db.updateTable('bill_lines').set({ bill_id: id }).where('line_id', 'in', part).execute();
}

export const billLinesProjector: Projector = {
  name: BILLS_READ_MODELS.billLines,
  version: 1,
  eventTypes: BILL_LINE_EVENT_TYPES,
  tables: ['bill_lines', ...factTableNames(BILL_FACT_TABLES)],
  createTables: createBillLinesTables,

  async applyBatch(db, events) {
    const lines: Line[] = [];
    const taken = new Map<string, string[]>();
    const batch = new LineBatch(BILL_FACT_TABLES, (event, line) => lines.push(billLine(event, line)));
    await batch.load(db, events);
    for (const event of events) {
      if (isBillStream(event.streamId) && event.type === 'BillIssued') {
        const d = event.data as billEvents.BillIssuedData;
        const id = billId(d.customerId, d.month);
        const took = d.lines.filter((l) => l.kind !== 'adjustment').map((l) => l.lineId);
        taken.set(id, [...(taken.get(id) ?? []), ...took]);
      } else batch.apply(event);
    }
    await batch.write(db);
    await writeLines(db, lines, taken);
    if (!lines.length && !taken.size) return undefined;
    return {
      ids: [...lines.map((l) => l.line_id), ...[...taken.values()].flat()],
      audience: billsAudience(lines.map((l) => l.owner_id)),
    } satisfies ReadModelChange;
  },
};

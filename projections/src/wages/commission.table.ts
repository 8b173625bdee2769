import type { Database } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';
import type {
  BillContractTableRow,
  BillOrderTableRow,
  BillReceiptTableRow,
  BillRefundTableRow,
} from '../bills/bill-lines.table';
import { createLineFactTables } from '../bills/bill-lines.table';
import type { LineFactTables } from '../bills/line-batch';

/**
 * The commission ledger (month-end.md, "Wages and commission"): commission_lines, one line per
 * money or order event of a contract, in the month the event happened, with the commission it
 * earned by the schedule in force that day; commission_months, each staff member's month added
 * up. The projector keeps the contract and order facts and the schedules in tables of its own.
 */

/** numeric and bigint columns come back as text. */
type Text = ColumnType<string, string, string>;

export interface CommissionLineTableRow {
  line_id: string;
  /** CommissionLineKind */
  kind: string;
  staff_id: string;
  /** yyyy-mm-dd (Asia/Shanghai) of the event. */
  day: string;
  /** yyyy-mm */
  month: string;
  contract_id: string;
  contract_number: string;
  customer_id: string;
  customer_name: string;
  order_id: string | null;
  order_number: string | null;
  /** numeric: signed as it counts, in the contract's currency. */
  amount: Text;
  currency: string;
  /** numeric: in yuan at the schedule's dollar rate. */
  cny: Text;
  /** numeric: the staff's month collections before the line. */
  base: Text;
  /** numeric: what the line earned (negative: taken back). */
  commission: Text;
  effective_from: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  /** bigint: the event's global position. */
  position: Text;
}

export interface CommissionMonthTableRow {
  staff_id: string;
  /** yyyy-mm */
  month: string;
  /** numeric: signed less canceled (yuan). */
  signed: Text;
  /** numeric: collections less reversals and refunds (yuan). */
  collections: Text;
  /** numeric: commission earned. */
  earned: Text;
  line_count: number;
}

/** A schedule as CommissionScheduled set it (the last set for a day wins), in the order set. */
export interface CommissionScheduleTableRow {
  effective_from: string;
  /** CommissionTier[] as JSON text. */
  tiers: string;
  usd_rate: string;
  /** bigint: the position of the event that set it. */
  position: Text;
}

export const COMMISSION_FACT_TABLES: LineFactTables = {
  contracts: 'commission_contracts',
  orders: 'commission_orders',
  receipts: 'commission_receipts',
  refunds: 'commission_refunds',
};

declare module '@packflow/db' {
  interface ReadModelTables {
    commission_lines: CommissionLineTableRow;
    commission_months: CommissionMonthTableRow;
    commission_schedules: CommissionScheduleTableRow;
    commission_contracts: BillContractTableRow;
    commission_orders: BillOrderTableRow;
    commission_receipts: BillReceiptTableRow;
    commission_refunds: BillRefundTableRow;
  }
}

/** The commission projector's tables. */
export async function createCommissionTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('commission_lines')
    .addColumn('line_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cny', 'numeric', (c) => c.notNull())
    .addColumn('base', 'numeric', (c) => c.notNull())
    .addColumn('commission', 'numeric', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX commission_lines_staff ON ${sql.id(schema, 'commission_lines')} (staff_id, month, position)`.execute(
    db,
  );
  await s
    .createTable('commission_months')
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('signed', 'numeric', (c) => c.notNull())
    .addColumn('collections', 'numeric', (c) => c.notNull())
    .addColumn('earned', 'numeric', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('commission_months_pk', ['staff_id', 'month'])
    .execute();
  await sql`CREATE INDEX commission_months_month ON ${sql.id(schema, 'commission_months')} (month)`.execute(
    db,
  );
  await s
    .createTable('commission_schedules')
    .addColumn('effective_from', 'text', (c) => c.primaryKey())
    .addColumn('tiers', 'text', (c) => c.notNull())
    .addColumn('usd_rate', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .execute();
  await createLineFactTables(db, schema, COMMISSION_FACT_TABLES);
}

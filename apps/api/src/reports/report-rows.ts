import type { AgeingBucket, ReportEventLine } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

/** What Finance's report queries share: the database, money to 2 decimals, and the events behind a figure. */

export type Db = Kysely<Database>;

/** An amount to 2 decimals (nothing: 0.00). */
export const money = (v: Decimal.Value | null | undefined): string => new Decimal(v ?? 0).toFixed(2);

/** The columns every event behind a figure has, whichever read model it comes from. */
export interface EventRow {
  event_id: string;
  stream_id: string;
  position: string;
  event_type: string;
  amount: string;
  order_number: string | null;
  contract_number: string | null;
}

/** One event behind a figure, as the reports show it. */
export const eventLine = (
  r: EventRow,
  date: string,
  customerName: string,
  bucket: AgeingBucket | null,
): ReportEventLine => ({
  eventId: r.event_id,
  streamId: r.stream_id,
  position: r.position,
  type: r.event_type,
  date,
  amount: money(r.amount),
  customerName,
  orderNumber: r.order_number,
  contractNumber: r.contract_number,
  bucket,
});

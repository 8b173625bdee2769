import type { Database } from '@packflow/db';
import Decimal from 'decimal.js';
import type { Insertable, Transaction } from 'kysely';
import { chunks } from '../rows';
import type { ReceivablePartyTableRow, ReceivableSpanTableRow } from './reports.table';

/**
 * What receivable_flows add up to, kept by day so the report as of a day reads only what is open on
 * it. A customer's flows of one currency, owner and sign day summed by day run as a balance; each
 * stretch of days where that balance is not zero is a span: owed from the sign day on, money
 * received ahead before it (and for money waiting with no order, always). As of a day, the spans
 * covering it sum to exactly what the flows dated up to it sum to. A party (customer and owner in a
 * currency) shows in the report from the first day one of its orders counts, even once it owes nothing.
 */

export interface SpanFlow {
  customer_id: string;
  owner_id: string;
  currency: string;
  sign_day: string | null;
  event_day: string;
  amount: string;
}

type Span = Insertable<ReceivableSpanTableRow>;
type Party = Insertable<ReceivablePartyTableRow>;

/** The spans and parties of some customers' flows (every flow of each customer named). */
export function spansOf(flows: readonly SpanFlow[]): { spans: Span[]; parties: Party[] } {
  const groups = new Map<string, { head: SpanFlow; byDay: Map<string, Decimal> }>();
  const parties = new Map<string, Party>();
  for (const f of flows) {
    const key = JSON.stringify([f.customer_id, f.owner_id, f.currency, f.sign_day]);
    const g = groups.get(key) ?? { head: f, byDay: new Map<string, Decimal>() };
    g.byDay.set(f.event_day, (g.byDay.get(f.event_day) ?? new Decimal(0)).plus(f.amount));
    groups.set(key, g);
    if (f.sign_day === null) continue;
    const counts = f.event_day > f.sign_day ? f.event_day : f.sign_day;
    const partyKey = JSON.stringify([f.customer_id, f.owner_id, f.currency]);
    const p = parties.get(partyKey);
    if (!p || counts < p.first_day)
      parties.set(partyKey, {
        customer_id: f.customer_id,
        owner_id: f.owner_id,
        currency: f.currency,
        first_day: counts,
      });
  }
  const spans: Span[] = [];
  for (const { head, byDay } of groups.values()) {
    const days = [...byDay.keys()].sort();
    const sign = head.sign_day;
    const span = (advance: boolean, from: string, to: string | null, amount: Decimal): Span => ({
      customer_id: head.customer_id,
      owner_id: head.owner_id,
      currency: head.currency,
      sign_day: sign,
      advance,
      days: `[${from},${to ?? ''})`,
      amount: amount.toFixed(),
    });
    let balance = new Decimal(0);
    days.forEach((day, i) => {
      balance = balance.plus(byDay.get(day)!);
      if (balance.isZero()) return;
      const next = days[i + 1] ?? null;
      if (sign === null) return void spans.push(span(true, day, next, balance));
      if (day < sign) spans.push(span(true, day, next === null || next > sign ? sign : next, balance));
      if (next === null || next > sign) spans.push(span(false, day > sign ? day : sign, next, balance));
    });
  }
  return { spans, parties: [...parties.values()] };
}

/** Works the named customers' spans and parties out again from their flows. */
export async function refreshReceivableSpans(
  db: Transaction<Database>,
  customerIds: readonly string[],
): Promise<void> {
  for (const part of chunks([...new Set(customerIds)], 500)) {
    const flows = await db
      .selectFrom('receivable_flows')
      .select(['customer_id', 'owner_id', 'currency', 'sign_day', 'event_day', 'amount'])
      .where('customer_id', 'in', part)
      .execute();
    const { spans, parties } = spansOf(flows);
    await db.deleteFrom('receivable_spans').where('customer_id', 'in', part).execute();
    await db.deleteFrom('receivable_parties').where('customer_id', 'in', part).execute();
    for (const rows of chunks(spans, 500)) await db.insertInto('receivable_spans').values(rows).execute();
    for (const rows of chunks(parties, 500)) await db.insertInto('receivable_parties').values(rows).execute();
  }
}

import { AGEING_BUCKETS, AGEING_BUCKET_FROM, type AgeingBucket } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import Decimal from 'decimal.js';
import type { Insertable, Transaction } from 'kysely';
import { chunks } from '../rows';
import type { ReceivablePartyTableRow, ReceivableSpanTableRow } from './reports.table';

/**
 * What receivable_flows add up to, kept by day so the report as of a day reads one row per party
 * (customer and owner in a currency) and adds nothing up per customer. A customer's flows of one
 * currency, owner and sign day summed by day run as a balance: owed from the sign day on (in the
 * bucket of its age, which moves on 31, 61, 91 and 121 days after signing), money received ahead
 * before it (and for money waiting with no order, always). A span is a stretch of days over which
 * a party's buckets, their total and the money it holds ahead all stay the same; as of a day, the
 * span covering it holds exactly what the flows dated up to it sum to. A party shows in the report
 * from the first day one of its orders counts, even once it owes nothing: from then on a span
 * covers every day.
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
type Column = AgeingBucket | 'ahead';
const COLUMNS: readonly Column[] = [...AGEING_BUCKETS, 'ahead'];

const DAY_MS = 864e5;
const dayAfter = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` up to (not including) `to`, or on for ever when `to` is null. */
interface Stretch {
  from: string;
  to: string | null;
}

/** A balance held over a stretch, in one column (an age bucket, or money ahead). */
interface Piece extends Stretch {
  column: Column;
  amount: Decimal;
}

/** The party's pieces: each sign day's balance by day, owed parts split where their age bucket changes. */
function piecesOf(signDay: string | null, byDay: Map<string, Decimal>, into: Piece[]): void {
  const days = [...byDay.keys()].sort();
  const buckets = AGEING_BUCKETS.map((column, i) => {
    const next = AGEING_BUCKETS[i + 1];
    return {
      column,
      from: signDay === null ? '' : dayAfter(signDay, AGEING_BUCKET_FROM[column]),
      to: next === undefined || signDay === null ? null : dayAfter(signDay, AGEING_BUCKET_FROM[next]),
    };
  });
  let balance = new Decimal(0);
  days.forEach((day, i) => {
    balance = balance.plus(byDay.get(day)!);
    if (balance.isZero()) return;
    const next = days[i + 1] ?? null;
    const piece = (column: Column, from: string, to: string | null) => {
      if (to === null || from < to) into.push({ column, from, to, amount: balance });
    };
    if (signDay === null) return piece('ahead', day, next);
    if (day < signDay) piece('ahead', day, next === null || next > signDay ? signDay : next);
    if (next !== null && next <= signDay) return;
    const owedFrom = day > signDay ? day : signDay;
    for (const b of buckets)
      piece(
        b.column,
        owedFrom > b.from ? owedFrom : b.from,
        next === null ? b.to : b.to === null || next < b.to ? next : b.to,
      );
  });
}

/** A party's spans: its pieces added up over the stretches between the days any of them starts or ends. */
function partySpans(head: SpanFlow, pieces: readonly Piece[], firstDay: string | undefined): Span[] {
  const changes = new Map<string, { column: Column; amount: Decimal }[]>();
  const change = (day: string) => changes.get(day) ?? changes.set(day, []).get(day)!;
  for (const p of pieces) {
    change(p.from).push({ column: p.column, amount: p.amount });
    if (p.to !== null) change(p.to).push({ column: p.column, amount: p.amount.neg() });
  }
  if (firstDay !== undefined) change(firstDay);
  const held = Object.fromEntries(COLUMNS.map((c) => [c, new Decimal(0)])) as Record<Column, Decimal>;
  const stretches: (Stretch & { party: boolean; held: Record<Column, Decimal> })[] = [];
  const days = [...changes.keys()].sort();
  days.forEach((day, i) => {
    for (const c of changes.get(day)!) held[c.column] = held[c.column].plus(c.amount);
    const party = firstDay !== undefined && day >= firstDay;
    if (!party && COLUMNS.every((c) => held[c].isZero())) return;
    const to = days[i + 1] ?? null;
    const last = stretches[stretches.length - 1];
    if (last && last.to === day && last.party === party && COLUMNS.every((c) => last.held[c].eq(held[c])))
      last.to = to;
    else stretches.push({ from: day, to, party, held: { ...held } });
  });
  return stretches.map((s) => ({
    customer_id: head.customer_id,
    owner_id: head.owner_id,
    currency: head.currency,
    days: `[${s.from},${s.to ?? ''})`,
    party: s.party,
    d0_30: s.held.d0_30.toFixed(),
    d31_60: s.held.d31_60.toFixed(),
    d61_90: s.held.d61_90.toFixed(),
    d91_120: s.held.d91_120.toFixed(),
    over120: s.held.over120.toFixed(),
    total: AGEING_BUCKETS.reduce((sum, b) => sum.plus(s.held[b]), new Decimal(0)).toFixed(),
    ahead: s.held.ahead.toFixed(),
  }));
}

/** The spans and parties of some customers' flows (every flow of each customer named). */
export function spansOf(flows: readonly SpanFlow[]): { spans: Span[]; parties: Party[] } {
  const groups = new Map<string, { signDay: string | null; byDay: Map<string, Decimal>; into: Piece[] }>();
  const parties = new Map<string, { head: SpanFlow; firstDay: string | undefined; pieces: Piece[] }>();
  for (const f of flows) {
    const partyKey = JSON.stringify([f.customer_id, f.owner_id, f.currency]);
    const party = parties.get(partyKey) ?? { head: f, firstDay: undefined, pieces: [] };
    parties.set(partyKey, party);
    const key = JSON.stringify([partyKey, f.sign_day]);
    const g = groups.get(key) ?? {
      signDay: f.sign_day,
      byDay: new Map<string, Decimal>(),
      into: party.pieces,
    };
    g.byDay.set(f.event_day, (g.byDay.get(f.event_day) ?? new Decimal(0)).plus(f.amount));
    groups.set(key, g);
    if (f.sign_day === null) continue;
    const counts = f.event_day > f.sign_day ? f.event_day : f.sign_day;
    if (party.firstDay === undefined || counts < party.firstDay) party.firstDay = counts;
  }
  for (const g of groups.values()) piecesOf(g.signDay, g.byDay, g.into);
  const spans: Span[] = [];
  const firsts: Party[] = [];
  for (const { head, firstDay, pieces } of parties.values()) {
    spans.push(...partySpans(head, pieces, firstDay));
    if (firstDay !== undefined)
      firsts.push({
        customer_id: head.customer_id,
        owner_id: head.owner_id,
        currency: head.currency,
        first_day: firstDay,
      });
  }
  return { spans, parties: firsts };
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

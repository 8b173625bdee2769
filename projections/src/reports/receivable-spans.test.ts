import { AGEING_BUCKETS, AGEING_BUCKET_FROM } from '@packflow/contracts';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { type SpanFlow, spansOf } from './receivable-spans';

/**
 * Each party's spans, day by day: on every day (past each bucket's edge) exactly one span covers a
 * party that shows or holds something, and it holds what the party's flows dated up to the day add
 * up to, owed by the age of the sign day and money received ahead; no span covers any other day.
 */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 864e5).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 864e5);

/** What the flows add up to as of the day, the slow way. */
function expected(flows: readonly SpanFlow[], asOf: string) {
  const held = Object.fromEntries([...AGEING_BUCKETS, 'ahead'].map((c) => [c, new Decimal(0)]));
  let party = false;
  for (const f of flows) {
    if (f.sign_day !== null && (f.event_day > f.sign_day ? f.event_day : f.sign_day) <= asOf) party = true;
    if (f.event_day > asOf) continue;
    if (f.sign_day === null || f.sign_day > asOf) held.ahead = held.ahead!.plus(f.amount);
    else {
      const age = daysBetween(f.sign_day, asOf);
      const bucket = [...AGEING_BUCKETS].reverse().find((b) => age >= AGEING_BUCKET_FROM[b])!;
      held[bucket] = held[bucket]!.plus(f.amount);
    }
  }
  return { party, held };
}

/** A day, a flag or an amount (to 2 decimals) as text. */
const textOf = (v: string | boolean | Decimal): string =>
  typeof v === 'boolean' || /^\d{4}-/.test(String(v)) ? String(v) : new Decimal(v).toFixed(2);

const covers = (days: string, asOf: string) => {
  const [from, to] = days.slice(1, -1).split(',') as [string, string];
  return from <= asOf && (to === '' || asOf < to);
};

describe('receivable spans', () => {
  const flow = fc.record({
    customer: fc.nat(2),
    owner: fc.nat(1),
    sign: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    at: fc.integer({ min: -5, max: 200 }),
    cents: fc.integer({ min: -500_00, max: 500_00 }),
  });

  it('hold on every day exactly what the flows up to it add up to', () => {
    fc.assert(
      fc.property(fc.array(flow, { minLength: 1, maxLength: 25 }), (made) => {
        const flows: SpanFlow[] = made.map((m) => ({
          customer_id: `c${m.customer}`,
          owner_id: `o${m.owner}`,
          currency: 'CNY',
          sign_day: m.sign === null ? null : day(m.sign),
          event_day: day(m.at),
          amount: (m.cents / 100).toFixed(2),
        }));
        const { spans } = spansOf(flows);
        for (const customer of ['c0', 'c1', 'c2'])
          for (const owner of ['o0', 'o1']) {
            const own = flows.filter((f) => f.customer_id === customer && f.owner_id === owner);
            const theirs = spans.filter((s) => s.customer_id === customer && s.owner_id === owner);
            const found: string[] = [];
            const wanted: string[] = [];
            for (let n = -8; n <= 200; n++) {
              const asOf = day(n);
              const want = expected(own, asOf);
              const covering = theirs.filter((s) => covers(s.days, asOf));
              const total = AGEING_BUCKETS.reduce((sum, b) => sum.plus(want.held[b]!), new Decimal(0));
              const holds = Object.values(want.held).some((v) => !v.isZero());
              if (want.party || holds)
                wanted.push(
                  [asOf, want.party, ...Object.values(want.held), total].map((v) => textOf(v)).join(' '),
                );
              for (const s of covering) {
                const got = s as unknown as Record<string, string>;
                found.push(
                  [asOf, s.party, ...Object.keys(want.held).map((c) => got[c]!), s.total]
                    .map((v) => textOf(v))
                    .join(' '),
                );
              }
            }
            expect(found).toEqual(wanted);
          }
      }),
      { numRuns: 100 },
    );
  });
});

import type { CommissionTier } from '@packflow/contracts';
import { commissionLedger } from '@packflow/domain';
import fc from 'fast-check';
import {
  type Append,
  allEvents,
  canceled,
  contractMade,
  orderMade,
  received,
  refunded,
  reversed,
  signed,
} from '../../../test/crash/month-close-setup';
import { useProjectors } from '../../../test/support/projector-spec';
import { commissionLinesProjector } from './commission-lines.projector';

/**
 * The commission ledger's read model against the domain's fold of the same events (random
 * histories of signings, confirmations, reversals, cancels, refunds, schedule changes and dollar
 * contracts), and by hand: the bands, the day a schedule takes effect, a clawback in its own month.
 */

const scheduled = (effectiveFrom: string, tiers: CommissionTier[], usdRate: string, at: string): Append => ({
  stream: 'wage-settings',
  events: [{ type: 'CommissionScheduled', data: { effectiveFrom, tiers, usdRate, by: 'admin', at } }],
});

const fixed = (v: string | number) => Number(v).toFixed(2);

describe('commission_lines equals the fold of the events', () => {
  const t = useProjectors({ projectors: [commissionLinesProjector] });
  let run = 0;

  type Act =
    | { kind: 'sign'; amount: number }
    | { kind: 'receipt'; amount: number; order: number | null }
    | { kind: 'reverse'; receipt: number }
    | { kind: 'cancel'; order: number }
    | { kind: 'refund'; order: number; amount: number }
    | { kind: 'schedule'; from: number; rates: number[]; usd: number };
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('sign' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
    fc.record({
      kind: fc.constant('receipt' as const),
      amount: fc.integer({ min: 1, max: 20_000_000 }),
      order: fc.option(fc.nat(4)),
    }),
    fc.record({
      kind: fc.constant('receipt' as const),
      amount: fc.integer({ min: 1, max: 20_000_000 }),
      order: fc.option(fc.nat(4)),
    }),
    fc.record({ kind: fc.constant('reverse' as const), receipt: fc.nat(6) }),
    fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(4) }),
    fc.record({
      kind: fc.constant('refund' as const),
      order: fc.nat(4),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
    }),
    fc.record({
      kind: fc.constant('schedule' as const),
      from: fc.integer({ min: 0, max: 120 }),
      rates: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 3 }),
      usd: fc.integer({ min: 600, max: 750 }),
    }),
  );
  const cents = (n: number) => (n / 100).toFixed(2);

  it('keeps the lines and months the fold makes, over random histories', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(act, fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 14 }),
        fc.boolean(),
        fc.constantFrom('s1', 's2', 's3'),
        async (history, usd, ownerId) => {
          run++;
          const p = { customerId: `cu-${run}`, ownerId, currency: usd ? ('USD' as const) : ('CNY' as const) };
          const contracts = [`k-${run}-c1`, `k-${run}-c2`];
          const appends: Append[] = contracts.map((c) => contractMade(c, p));
          const orders: { id: string; contract: string }[] = [];
          const receipts: { id: string; contract: string }[] = [];
          let day = Date.parse('2026-01-20T00:00:00Z') + (run % 40) * 864e5;
          const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
          for (const [i, [a, gap]] of history.entries()) {
            day += gap * 864e5;
            // 20:00 UTC is the next day in Shanghai: the line's day is the event's there.
            const when = `${dayText(day)}T${i % 2 ? '20' : '03'}:00:00.000Z`;
            const contract = contracts[i % 2]!;
            if (a.kind === 'sign') {
              const id = `k-${run}-o${orders.length}`;
              orders.push({ id, contract });
              appends.push(orderMade(id, contract, p), signed(contract, { [id]: cents(a.amount) }, when));
            } else if (a.kind === 'receipt') {
              const o = a.order === null ? undefined : orders[a.order];
              const into = o?.contract ?? contract;
              const id = `k-${run}-r${receipts.length}`;
              receipts.push({ id, contract: into });
              appends.push(received(into, id, cents(a.amount), dayText(day), when, p, o?.id ?? null));
            } else if (a.kind === 'reverse') {
              const r = receipts[a.receipt];
              if (r) appends.push(reversed(r.contract, r.id, when));
            } else if (a.kind === 'cancel') {
              const o = orders[a.order];
              if (o) appends.push(canceled(o.id, when));
            } else if (a.kind === 'refund') {
              const o = orders[a.order];
              if (o) appends.push(refunded(o.contract, `k-${run}-p${i}`, o.id, cents(a.amount), when, p));
            } else {
              const from = dayText(Date.parse('2026-01-01T00:00:00Z') + a.from * 864e5);
              const tiers = a.rates.map((rate, n) => ({
                from: (n * 100_000).toFixed(2),
                rate: String(rate / 100),
              }));
              appends.push(scheduled(from, tiers, (a.usd / 100).toString(), when));
            }
          }
          for (const x of appends) await t.store.appendToStream(x.stream, x.events);
          await t.caughtUp(await t.store.headPosition());

          const folded = commissionLedger.commissionLinesOf(await allEvents(t.store));
          const rows = await t.rm
            .selectFrom('commission_lines')
            .selectAll()
            .orderBy('position')
            .orderBy('line_id')
            .execute();
          const show = (l: {
            lineId: string;
            kind: string;
            staffId: string;
            day: string;
            amount: string;
            cny: string;
            base: string;
            commission: string;
            effectiveFrom: string;
          }) =>
            [
              l.lineId,
              l.kind,
              l.staffId,
              l.day,
              fixed(l.amount),
              fixed(l.cny),
              fixed(l.base),
              fixed(l.commission),
              l.effectiveFrom,
            ].join('|');
          expect(
            rows.map((r) =>
              show({
                lineId: r.line_id,
                kind: r.kind,
                staffId: r.staff_id,
                day: r.day,
                amount: r.amount,
                cny: r.cny,
                base: r.base,
                commission: r.commission,
                effectiveFrom: r.effective_from,
              }),
            ),
          ).toEqual(folded.map(show));

          const months = await t.rm.selectFrom('commission_months').selectAll().execute();
          for (const m of months) {
            const sums = commissionLedger.ledgerMonth(folded, m.staff_id, m.month);
            expect([fixed(m.signed), fixed(m.collections), fixed(m.earned), m.line_count]).toEqual([
              sums.signed,
              sums.collections,
              sums.earned,
              sums.lineIds.length,
            ]);
          }
          expect(months.reduce((n, m) => n + m.line_count, 0)).toBe(folded.length);
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);
});

import {
  type Append,
  busyCustomer,
  canceled,
  contractMade,
  orderMade,
  received,
  signed,
} from '../../../test/crash/month-close-setup';
import { useProjectors } from '../../../test/support/projector-spec';
import { moneyFlowsProjector } from './money-flows.projector';
import { receivablesProjector } from './receivables.projector';
import { ageingRows } from './receivables.query';

/**
 * Finance's read models: receivable_flows and the ageing as of a day on a known story (money in
 * before anything is signed waits as an advance and is applied when the order is signed; the
 * buckets move as days pass; a cancel takes its order off), and money_flows' sums by day, owner
 * and method. The ageing against the domain's reference over random histories is in
 * test/processes/month-close.test.ts.
 */
describe('the reports read models', () => {
  const t = useProjectors({
    projectors: [receivablesProjector, moneyFlowsProjector],
    metadata: { userId: 'sales-1', role: 'OperatorIndex', at: '2026-03-01T00:00:00Z' },
  });
  const play = async (appends: Append[]) => {
    for (const a of appends) await t.append(a.stream, a.events);
  };
  const zero = { d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d91_120: '0.00', over120: '0.00' };
  const asOf = async (day: string) =>
    (await ageingRows(t.db, { asOf: day, customerId: 'cu-r', currency: 'CNY' }))[0];

  it('ages what is owed by the days since each order was signed, money ahead as an advance', async () => {
    const p = { customerId: 'cu-r', ownerId: 'sales-r' };
    await play([
      contractMade('c-r', p),
      orderMade('c-r-o1', 'c-r', p),
      orderMade('c-r-o2', 'c-r', p),
      received('c-r', 'r-1', '100.00', '2026-01-05', '2026-01-05T02:00:00Z', p),
      signed('c-r', { 'c-r-o1': '300.00' }, '2026-01-10T02:00:00Z'),
      received('c-r', 'r-2', '50.00', '2026-02-20', '2026-02-21T02:00:00Z', p),
      signed('c-r', { 'c-r-o2': '200.00' }, '2026-03-01T02:00:00Z'),
    ]);
    expect(await asOf('2026-01-07')).toEqual({ key: null, buckets: zero, total: '0.00', advances: '100.00' });
    expect(await asOf('2026-01-10')).toEqual({
      key: null,
      buckets: { ...zero, d0_30: '200.00' },
      total: '200.00',
      advances: '0.00',
    });
    expect(await asOf('2026-03-01')).toEqual({
      key: null,
      buckets: { ...zero, d0_30: '200.00', d31_60: '150.00' },
      total: '350.00',
      advances: '0.00',
    });
    expect(await asOf('2026-06-01')).toEqual({
      key: null,
      buckets: { ...zero, d91_120: '200.00', over120: '150.00' },
      total: '350.00',
      advances: '0.00',
    });
    await play([canceled('c-r-o2', '2026-06-02T02:00:00Z')]);
    expect(await asOf('2026-06-01')).toMatchObject({ total: '350.00' });
    expect(await asOf('2026-06-02')).toEqual({
      key: null,
      buckets: { ...zero, over120: '150.00' },
      total: '150.00',
      advances: '0.00',
    });
    const byOwner = await ageingRows(t.db, { asOf: '2026-06-02', currency: 'CNY' }, 'owner_id');
    expect(byOwner.find((r) => r.key === 'sales-r')).toMatchObject({ total: '150.00' });
  });

  it('adds up collections, reversals and payments by day, owner and method', async () => {
    const p = { customerId: 'cu-m', ownerId: 'sales-m' };
    await play([
      contractMade('c-m', p),
      orderMade('c-m-o1', 'c-m', p),
      received('c-m', 'm-r1', '10.10', '2026-03-03', '2026-03-04T00:00:00Z', p),
      received('c-m', 'm-r2', '20.20', '2026-03-03', '2026-03-05T00:00:00Z', p),
    ]);
    const flows = await t.rm
      .selectFrom('money_flows')
      .selectAll()
      .where('owner_id', '=', 'sales-m')
      .execute();
    expect(flows.map((f) => [f.day, f.method, Number(f.collections).toFixed(2), f.collection_count])).toEqual(
      [['2026-03-03', 'bank', '30.30', 2]],
    );
    await play(busyCustomer('cu-1', 'sales-1', 0));
    // cu-1 (busyCustomer k = 0): 100.50 + 300.00 in, 300.00 reversed on the 12th, 50.00 refunded on the 16th.
    const one = await t.rm
      .selectFrom('money_flows')
      .selectAll()
      .where('owner_id', '=', 'sales-1')
      .orderBy('day')
      .execute();
    expect(
      one.map((f) => [
        f.day,
        f.method,
        Number(f.collections),
        Number(f.reversals),
        Number(f.payments),
        f.payment_count,
      ]),
    ).toEqual([
      ['2026-03-02', 'bank', 100.5, 0, 0, 0],
      ['2026-03-08', 'bank', 300, 0, 0, 0],
      ['2026-03-12', 'bank', 0, 300, 0, 0],
      ['2026-03-16', '', 0, 0, 50, 1],
    ]);
  });
});

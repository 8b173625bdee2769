import {
  type Append,
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
 * The commission ledger by hand (the defaults: 1 % up to 100,000 yuan a month, 1.5 % to 300,000,
 * 2 % above, $1 = 7.10): marginal bands; a collection counts on the day Finance confirms it
 * (Asia/Shanghai); a schedule set in March for April leaves March's lines alone; a reversal, a
 * refund and a cancel in April take back in April, March's figures untouched.
 */
describe('the commission ledger, case by case', () => {
  const t = useProjectors({ projectors: [commissionLinesProjector] });
  const play = async (appends: Append[]) => {
    for (const a of appends) await t.append(a.stream, a.events);
  };
  const a = { customerId: 'cu-a', ownerId: 'sales-a' };
  const b = { customerId: 'cu-b', ownerId: 'sales-b', currency: 'USD' as const };
  const c = { customerId: 'cu-c', ownerId: 'sales-c' };

  beforeAll(async () => {
    await play([
      contractMade('c-a', a),
      contractMade('c-b', b),
      contractMade('c-c', c),
      orderMade('c-c-o1', 'c-c', c),
      // Received in February, confirmed on 3 March in Shanghai (20:00 UTC on the 2nd).
      received('c-a', 'a-r1', '80000.00', '2026-02-27', '2026-03-02T20:00:00Z', a),
      received('c-a', 'a-r2', '50000.00', '2026-03-04', '2026-03-04T02:00:00Z', a),
      received('c-a', 'a-r3', '200000.00', '2026-03-05', '2026-03-05T02:00:00Z', a),
      signed('c-c', { 'c-c-o1': '50000.00' }, '2026-03-06T02:00:00Z'),
      received('c-c', 'c-r1', '20000.00', '2026-03-07', '2026-03-07T02:00:00Z', c),
      received('c-c', 'c-r2', '10000.00', '2026-03-08', '2026-03-08T02:00:00Z', c),
      {
        stream: 'wage-settings',
        events: [
          {
            type: 'CommissionScheduled',
            data: {
              effectiveFrom: '2026-04-01',
              tiers: [{ from: '0.00', rate: '3' }],
              usdRate: '7',
              by: 'admin',
              at: '2026-03-10T02:00:00Z',
            },
          },
        ],
      },
      received('c-b', 'b-r1', '1000.00', '2026-03-20', '2026-03-20T02:00:00Z', b),
      received('c-b', 'b-r2', '1000.00', '2026-04-02', '2026-04-02T02:00:00Z', b),
      reversed('c-c', 'c-r2', '2026-04-03T02:00:00Z'),
      refunded('c-c', 'c-p1', 'c-c-o1', '5000.00', '2026-04-04T02:00:00Z', c),
      canceled('c-c-o1', '2026-04-05T02:00:00Z'),
    ]);
  });

  const lines = async (staffId: string) =>
    (
      await t.rm
        .selectFrom('commission_lines')
        .selectAll()
        .where('staff_id', '=', staffId)
        .orderBy('position')
        .orderBy('line_id')
        .execute()
    ).map((r) => [
      r.kind,
      r.day,
      Number(r.amount).toFixed(2),
      Number(r.cny).toFixed(2),
      Number(r.base).toFixed(2),
      Number(r.commission).toFixed(2),
      r.effective_from,
    ]);
  const month = async (staffId: string, m: string) => {
    const r = await t.rm
      .selectFrom('commission_months')
      .selectAll()
      .where('staff_id', '=', staffId)
      .where('month', '=', m)
      .executeTakeFirstOrThrow();
    return [
      Number(r.signed).toFixed(2),
      Number(r.collections).toFixed(2),
      Number(r.earned).toFixed(2),
      r.line_count,
    ];
  };

  it.each([
    [
      'the bands are marginal: each collection earns what it adds to the month',
      'sales-a',
      [
        ['collection', '2026-03-03', '80000.00', '80000.00', '0.00', '800.00', '2000-01-01'],
        ['collection', '2026-03-04', '50000.00', '50000.00', '80000.00', '650.00', '2000-01-01'],
        ['collection', '2026-03-05', '200000.00', '200000.00', '130000.00', '3150.00', '2000-01-01'],
      ],
      { '2026-03': ['0.00', '330000.00', '4600.00', 3] },
    ],
    [
      'a schedule counts from its day on, dollars at its rate; March keeps the defaults',
      'sales-b',
      [
        ['collection', '2026-03-20', '1000.00', '7100.00', '0.00', '71.00', '2000-01-01'],
        ['collection', '2026-04-02', '1000.00', '7000.00', '0.00', '210.00', '2026-04-01'],
      ],
      { '2026-03': ['0.00', '7100.00', '71.00', 1], '2026-04': ['0.00', '7000.00', '210.00', 1] },
    ],
    [
      'a reversal, a refund and a cancel take back in the month they happen',
      'sales-c',
      [
        ['signed', '2026-03-06', '50000.00', '50000.00', '0.00', '0.00', '2000-01-01'],
        ['collection', '2026-03-07', '20000.00', '20000.00', '0.00', '200.00', '2000-01-01'],
        ['collection', '2026-03-08', '10000.00', '10000.00', '20000.00', '100.00', '2000-01-01'],
        ['reversal', '2026-04-03', '-10000.00', '-10000.00', '0.00', '-300.00', '2026-04-01'],
        ['refund', '2026-04-04', '-5000.00', '-5000.00', '-10000.00', '-150.00', '2026-04-01'],
        ['canceled', '2026-04-05', '-50000.00', '-50000.00', '-15000.00', '0.00', '2026-04-01'],
      ],
      {
        '2026-03': ['50000.00', '30000.00', '300.00', 3],
        '2026-04': ['-50000.00', '-15000.00', '-450.00', 3],
      },
    ],
  ] as const)('%s', async (_name, staffId, expected, months) => {
    expect(await lines(staffId)).toEqual(expected);
    for (const [m, sums] of Object.entries(months)) expect(await month(staffId, m)).toEqual(sums);
  });
});

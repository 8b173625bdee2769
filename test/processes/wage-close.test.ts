import { commissionLedger, monthClose, wageSheet } from '@packflow/domain';
import { CommandRunner } from '@packflow/platform';
import {
  accountsProjector,
  billLinesProjector,
  billsProjector,
  commissionLinesProjector,
  monthClosesProjector,
  runMonthClose,
  wageSheetsProjector,
} from '@packflow/projections';
import {
  type Append,
  allEvents,
  contractMade,
  orderMade,
  received,
  refunded,
  reversed,
  signed,
} from '../crash/month-close-setup';
import { accountMade } from '../crash/wage-close-check';
import { useProjectors } from '../support/projector-spec';

/**
 * The month close's wage part on the read models it reads: one sheet per salesman (the active
 * ones, and a disabled one with commission in the month; no trader) with his base and position
 * wage and the month's commission, equal to the ledger's fold; two closes at once and a re-run make
 * nothing twice; a negative month pays no commission and carries into the next sheet; a refund
 * after a sheet is paid lands in the next month, the paid sheet and its month's figures untouched.
 */

const account = (
  id: string,
  nickname: string,
  role: string,
  wage: string | null,
  workWage: string | null,
  disabled = false,
) => accountMade(id, nickname, role, { wage, workWage }, disabled);

const p1 = { customerId: 'cu-1', ownerId: 'sales-1' };
const p2 = { customerId: 'cu-2', ownerId: 'sales-2' };
const p3 = { customerId: 'cu-3', ownerId: 'sales-3' };
const pt = { customerId: 'cu-t', ownerId: 'trader-1' };

describe("the month close's wage sheets", () => {
  const t = useProjectors({
    projectors: [
      billLinesProjector,
      billsProjector,
      monthClosesProjector,
      commissionLinesProjector,
      wageSheetsProjector,
      accountsProjector,
    ],
    metadata: { userId: 'admin', role: 'Admin', at: '2026-01-01T00:00:00Z' },
  });
  let commands: CommandRunner;
  const ctx = (c = commands) => ({ db: t.db, commands: c, store: t.store });
  const at = (iso: string) => () => new Date(iso);
  const play = async (appends: Append[]) => {
    for (const a of appends) await t.append(a.stream, a.events);
  };
  const sheet = async (staffId: string, month: string) =>
    (await commands.load(wageSheet.wageSheetDecider, wageSheet.wageSheetStream(staffId, month))).made;
  const figures = async (staffId: string, month: string) => {
    const s = await sheet(staffId, month);
    return (
      s && [s.base, s.position, s.collections, s.earned, s.carriedIn, s.commission, s.carriedOut, s.total]
    );
  };
  /** Every sheet of the month against the fold of every event up to its cutoff. */
  const checkAgainstFold = async (month: string, staff: string[]) => {
    const events = await allEvents(t.store);
    for (const staffId of staff) {
      const s = (await sheet(staffId, month))!;
      const lines = commissionLedger.commissionLinesOf(events.filter((e) => e.position <= BigInt(s.cutoff)));
      const sums = commissionLedger.ledgerMonth(lines, staffId, month);
      expect([s.collections, s.earned, [...s.lineIds].sort()]).toEqual([
        sums.collections,
        sums.earned,
        [...sums.lineIds].sort(),
      ]);
    }
  };
  const sheetStreams = async () =>
    (await allEvents(t.store)).filter((e) => e.streamId.startsWith(wageSheet.WAGE_SHEET_PREFIX));

  beforeAll(() => {
    commands = new CommandRunner(t.store);
  });

  it('makes one sheet per salesman with base, position and commission; two closes at once and a re-run make nothing twice', async () => {
    await play([
      account('sales-1', 'Li Lei', 'OperatorIndex', '3000', '500'),
      account('sales-2', 'Han Mei', 'OperatorIndex', '2500', null),
      account('sales-3', 'Wang Wu', 'OperatorIndex', '2000', null, true),
      account('sales-4', 'Zhao Liu', 'OperatorIndex', '2000', null, true),
      account('trader-1', 'John Smith', 'Traders', null, null),
      contractMade('c-1', p1),
      contractMade('c-2', p2),
      contractMade('c-3', p3),
      contractMade('c-t', pt),
      orderMade('c-1-o1', 'c-1', p1),
      signed('c-1', { 'c-1-o1': '200000.00' }, '2026-02-03T02:00:00Z'),
      received('c-1', 'r1', '150000.00', '2026-02-09', '2026-02-10T02:00:00Z', p1),
      received('c-2', 'r2', '20000.00', '2026-02-12', '2026-02-12T02:00:00Z', p2),
      received('c-3', 'r3', '10000.00', '2026-02-13', '2026-02-13T02:00:00Z', p3),
      received('c-t', 'rt', '5000.00', '2026-02-14', '2026-02-14T02:00:00Z', pt),
    ]);
    const [one, two] = await Promise.all([
      runMonthClose(ctx(), '2026-02', 'admin', at('2026-03-01T02:00:00Z'), 2),
      runMonthClose(ctx(new CommandRunner(t.store)), '2026-02', 'system', at('2026-03-01T02:00:00Z'), 2),
    ]);
    expect(two).toEqual(one);
    await runMonthClose(ctx(), '2026-02', 'admin', at('2026-03-01T03:00:00Z'), 2);

    const made = (await sheetStreams()).filter((e) => e.type === 'WageSheetMade');
    expect(made.map((e) => e.streamId).sort()).toEqual([
      'wages-sales-1-202602',
      'wages-sales-2-202602',
      'wages-sales-3-202602',
    ]);
    expect(await figures('sales-1', '2026-02')).toEqual([
      '3000.00',
      '500.00',
      '150000.00',
      '1750.00',
      '0.00',
      '1750.00',
      '0.00',
      '5250.00',
    ]);
    expect(await sheet('sales-1', '2026-02')).toMatchObject({ staffName: 'Li Lei', areacode: 'Q' });
    expect(await figures('sales-2', '2026-02')).toEqual([
      '2500.00',
      '0.00',
      '20000.00',
      '200.00',
      '0.00',
      '200.00',
      '0.00',
      '2700.00',
    ]);
    expect((await figures('sales-3', '2026-02'))![7]).toBe('2100.00');
    await checkAgainstFold('2026-02', ['sales-1', 'sales-2', 'sales-3']);

    const close = await commands.load(monthClose.monthCloseDecider, monthClose.monthCloseStream('2026-02'));
    expect(close.wages).toMatchObject({ salesmen: ['sales-1', 'sales-2', 'sales-3'], sheets: 3 });
    expect(close.status).toBe('done');
    await t.caughtUp(await t.store.headPosition());
    const row = await t.rm
      .selectFrom('month_closes')
      .selectAll()
      .where('month', '=', '2026-02')
      .executeTakeFirstOrThrow();
    expect([row.wage_total, row.wage_done, row.sheets, row.status]).toEqual([3, 3, 3, 'done']);
    const sheets = await t.rm.selectFrom('wage_sheets').selectAll().orderBy('id').execute();
    expect(sheets.map((s) => [s.id, s.status, Number(s.total).toFixed(2), s.revision])).toEqual([
      ['sales-1-202602', 'toCheck', '5250.00', 0],
      ['sales-2-202602', 'toCheck', '2700.00', 0],
      ['sales-3-202602', 'toCheck', '2100.00', 0],
    ]);
  });

  it('pays no commission for a negative month and carries it; a refund after payment lands in the next month', async () => {
    const meta = {
      userId: 'finance',
      role: 'Finance',
      at: new Date('2026-03-05T00:00:00Z'),
      correlationId: 'w',
    };
    const stream = wageSheet.wageSheetStream('sales-1', '2026-02');
    const stamp = { by: 'finance', at: '2026-03-05T00:00:00Z' };
    await commands.run(wageSheet.wageSheetDecider, stream, { type: 'CheckWageSheet', data: stamp }, meta);
    await commands.run(
      wageSheet.wageSheetDecider,
      stream,
      { type: 'PayWageSheet', data: { ...stamp, proofs: 'f1' } },
      meta,
    );
    const paid = await sheet('sales-1', '2026-02');
    const february = await t.rm
      .selectFrom('commission_months')
      .selectAll()
      .where('month', '=', '2026-02')
      .orderBy('staff_id')
      .execute();

    await play([
      // sales-1: 8,000 refunded after his February sheet is paid.
      refunded('c-1', 'p1', 'c-1-o1', '8000.00', '2026-03-10T02:00:00Z', p1),
      // sales-2: February's receipt bounces in March, a smaller one comes in.
      reversed('c-2', 'r2', '2026-03-05T02:00:00Z'),
      received('c-2', 'r2b', '5000.00', '2026-03-06', '2026-03-06T02:00:00Z', p2),
    ]);
    await runMonthClose(ctx(), '2026-03', 'admin', at('2026-04-01T02:00:00Z'), 2);

    expect(await figures('sales-1', '2026-03')).toEqual([
      '3000.00',
      '500.00',
      '-8000.00',
      '-80.00',
      '0.00',
      '0.00',
      '-80.00',
      '3500.00',
    ]);
    expect(await figures('sales-2', '2026-03')).toEqual([
      '2500.00',
      '0.00',
      '-15000.00',
      '-150.00',
      '0.00',
      '0.00',
      '-150.00',
      '2500.00',
    ]);
    await checkAgainstFold('2026-03', ['sales-1', 'sales-2']);
    // February: the paid sheet and the month's figures as they were.
    expect(await sheet('sales-1', '2026-02')).toEqual(paid);
    expect((await commands.load(wageSheet.wageSheetDecider, stream)).status).toBe('paid');
    expect(
      await t.rm
        .selectFrom('commission_months')
        .selectAll()
        .where('month', '=', '2026-02')
        .orderBy('staff_id')
        .execute(),
    ).toEqual(february);

    await play([received('c-2', 'r4', '30000.00', '2026-04-02', '2026-04-02T02:00:00Z', p2)]);
    await runMonthClose(ctx(), '2026-04', 'admin', at('2026-05-01T02:00:00Z'), 2);
    // April: sales-2's 300 less the 150 carried; sales-1 carries his 80 on.
    expect(await figures('sales-2', '2026-04')).toEqual([
      '2500.00',
      '0.00',
      '30000.00',
      '300.00',
      '-150.00',
      '150.00',
      '0.00',
      '2650.00',
    ]);
    expect((await figures('sales-1', '2026-04'))!.slice(3, 8)).toEqual([
      '0.00',
      '-80.00',
      '0.00',
      '-80.00',
      '3500.00',
    ]);
    const made = (await sheetStreams()).filter((e) => e.type === 'WageSheetMade');
    expect(made).toHaveLength(7);
    expect(new Set(made.map((e) => e.streamId)).size).toBe(7);
  });
});

import { ageing, bill, monthClose } from '@packflow/domain';
import { CommandRunner } from '@packflow/platform';
import {
  accountsProjector,
  ageingRows,
  billLinesProjector,
  billsProjector,
  commissionLinesProjector,
  monthClosesProjector,
  receivablesProjector,
  MONTH_CLOSE_SETTINGS_STREAM,
  monthCloseSettingsDecider,
  monthCloseTick,
  runMonthClose,
} from '@packflow/projections';
import fc from 'fast-check';
import {
  type Append,
  busyCustomer,
  canceled,
  checkBills,
  contractMade,
  orderMade,
  received,
  refunded,
  reversed,
  signed,
} from '../crash/month-close-setup';
import { useProjectors } from '../support/projector-spec';

/**
 * A month's close as a process, on the read models it reads: several customers' months (orders
 * signed, receipts confirmed, a reversal, a cancel and its refund), closed; a second run makes
 * nothing; the next month's bills open with the previous closing and take a receipt dated in the
 * closed month as a prior-period line; two closes at once make each bill once; every bill equals
 * the fold of the events. Then the ageing's SQL against the domain's reference over random histories.
 */
describe('the month close', () => {
  const t = useProjectors({
    projectors: [
      billLinesProjector,
      billsProjector,
      monthClosesProjector,
      receivablesProjector,
      // The close's wage part reads the ledger and the accounts.
      commissionLinesProjector,
      accountsProjector,
    ],
    metadata: { userId: 'sales', role: 'OperatorIndex', at: '2026-03-01T00:00:00Z' },
  });
  let commands: CommandRunner;
  const ctx = () => ({ db: t.db, commands, store: t.store });
  const at = (iso: string) => () => new Date(iso);
  const play = async (appends: Append[]) => {
    for (const a of appends) await t.append(a.stream, a.events);
  };
  const events = (stream: string) => t.store.readStream(stream).catch(() => []);

  beforeAll(() => {
    commands = new CommandRunner(t.store);
  });

  it('closes March: one bill per customer with activity, with its lines and totals', async () => {
    await play([
      ...busyCustomer('cu-a', 'sales-1', 0),
      ...busyCustomer('cu-b', 'sales-2', 1),
      ...busyCustomer('cu-c', 'sales-1', 3),
    ]);
    // A customer whose contract is made but who has done nothing: no bill.
    await play([contractMade('c-idle', { customerId: 'cu-idle', ownerId: 'sales-1' })]);

    const result = await runMonthClose(ctx(), '2026-03', 'admin', at('2026-04-01T00:00:00Z'));
    expect(result).toEqual({ bills: 3, customers: 3, status: 'done' });

    const a = (await commands.load(bill.billDecider, bill.billStream('cu-a', '2026-03'))).issued!;
    // cu-a (k = 0): 100.50 down payment, orders 1000.00 + 250.25 signed, 300.00 balance reversed,
    // order 2 canceled and 50.00 refunded.
    expect(a.lines.map((l) => [l.kind, l.amount, l.date, l.priorPeriod])).toEqual([
      ['downPayment', '100.50', '2026-03-02', false],
      ['signed', '1000.00', '2026-03-05', false],
      ['signed', '250.25', '2026-03-05', false],
      ['balance', '300.00', '2026-03-08', false],
      ['balance', '-300.00', '2026-03-12', false],
      ['canceled', '-250.25', '2026-03-14', false],
      ['refund', '50.00', '2026-03-16', false],
    ]);
    expect(a.totals).toEqual({
      signedOrders: 1,
      signingAmount: '1000.00',
      downPayments: '100.50',
      balances: '0.00',
      refunds: '50.00',
      collections: '100.50',
      adjustments: '0.00',
      openingBalance: '0.00',
      closingBalance: '949.50',
    });
    expect(a).toMatchObject({ ownerId: 'sales-1', currency: 'CNY', month: '2026-03', language: 'cn' });

    const { problems } = await checkBills(t.store);
    expect(problems).toEqual([]);

    // The read models: bills, the lines taken, the close done.
    await t.caughtUp(await t.store.headPosition());
    const rows = await t.rm.selectFrom('bills').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.status, r.closing_balance, r.line_count])).toEqual([
      ['cu-a-202603', 'toReconcile', '949.50', 7],
      ['cu-b-202603', 'toReconcile', '858.75', 4],
      ['cu-c-202603', 'toReconcile', '676.50', 6],
    ]);
    const open = await t.rm.selectFrom('bill_lines').select('line_id').where('bill_id', 'is', null).execute();
    expect(open).toEqual([]);
    expect(
      await t.rm.selectFrom('month_closes').select(['month', 'status', 'total', 'done', 'bills']).execute(),
    ).toEqual([{ month: '2026-03', status: 'done', total: 3, done: 3, bills: 3 }]);
  });

  it('makes nothing twice when run again', async () => {
    const before = await t.store.headPosition();
    expect(await runMonthClose(ctx(), '2026-03', 'admin', at('2026-04-02T00:00:00Z'))).toEqual({
      bills: 3,
      customers: 3,
      status: 'done',
    });
    expect(await t.store.headPosition()).toBe(before);
  });

  it('refuses a month not ended yet', async () => {
    await expect(runMonthClose(ctx(), '2026-04', 'admin', at('2026-04-30T15:00:00Z'))).rejects.toMatchObject({
      code: 'BILLS.CLOSE_NOT_PAST',
    });
  });

  it('closes April from March closing, with a late receipt dated in March as a prior-period line, once with two closes at once', async () => {
    const b = { customerId: 'cu-b', ownerId: 'sales-2' };
    const d = { customerId: 'cu-d', ownerId: 'sales-2' };
    await play([
      // Received on 30 March, confirmed in April: March is closed, it goes into April's bill.
      received('c-cu-b', 'c-cu-b-late', '80.00', '2026-03-30', '2026-04-03T02:00:00Z', b),
      orderMade('c-cu-b-o3', 'c-cu-b', b),
      signed('c-cu-b', { 'c-cu-b-o3': '400.00' }, '2026-04-06T02:00:00Z'),
      contractMade('c-cu-d', d, 'en'),
      orderMade('c-cu-d-o1', 'c-cu-d', d),
      signed('c-cu-d', { 'c-cu-d-o1': '99.99' }, '2026-04-07T02:00:00Z'),
      received('c-cu-d', 'c-cu-d-r1', '99.99', '2026-04-08', '2026-04-08T02:00:00Z', d),
      reversed('c-cu-d', 'c-cu-d-r1', '2026-04-09T02:00:00Z'),
    ]);
    const other = new CommandRunner(t.store);
    const [one, two] = await Promise.all([
      runMonthClose(ctx(), '2026-04', 'admin', at('2026-05-01T00:00:00Z')),
      runMonthClose(
        { db: t.db, commands: other, store: t.store },
        '2026-04',
        'system',
        at('2026-05-01T00:00:00Z'),
      ),
    ]);
    expect(one).toEqual({ bills: 2, customers: 2, status: 'done' });
    expect(two).toEqual(one);

    for (const id of ['cu-b', 'cu-d'])
      expect(
        (await events(bill.billStream(id, '2026-04'))).filter((e) => e.type === 'BillIssued'),
      ).toHaveLength(1);
    expect(
      (await events(monthClose.monthCloseStream('2026-04')))
        .map((e) => e.type)
        .filter((x) => x !== 'MonthCloseFailed'),
    ).toEqual([
      'MonthCloseStarted',
      'MonthCloseCustomersDone',
      // No salesman's account here: the wage part fixes none.
      'MonthCloseWagesStarted',
      'MonthCloseFinished',
    ]);

    const march = (await commands.load(bill.billDecider, bill.billStream('cu-b', '2026-03'))).issued!;
    const april = (await commands.load(bill.billDecider, bill.billStream('cu-b', '2026-04'))).issued!;
    expect(april.openingBalance).toBe(march.totals.closingBalance);
    expect(april.lines.map((l) => [l.kind, l.amount, l.date, l.priorPeriod])).toEqual([
      ['balance', '80.00', '2026-03-30', true],
      ['signed', '400.00', '2026-04-06', false],
    ]);
    const dBill = (await commands.load(bill.billDecider, bill.billStream('cu-d', '2026-04'))).issued!;
    expect(dBill).toMatchObject({ language: 'en', openingBalance: '0.00' });
    expect(dBill.totals.closingBalance).toBe('99.99');

    expect((await checkBills(t.store)).problems).toEqual([]);
  });

  it('issues no bill for a customer twice across a cancel and refund of an earlier month', async () => {
    const c = { customerId: 'cu-c', ownerId: 'sales-1' };
    // cu-c's first order (signed in March) canceled and refunded in May.
    await play([
      canceled('c-cu-c-o1', '2026-05-03T02:00:00Z'),
      refunded('c-cu-c', 'c-cu-c-p2', 'c-cu-c-o1', '20.00', '2026-05-04T02:00:00Z', c),
    ]);
    await runMonthClose(ctx(), '2026-05', 'admin', at('2026-06-01T00:00:00Z'));
    const may = (await commands.load(bill.billDecider, bill.billStream('cu-c', '2026-05'))).issued!;
    expect(may.lines.map((l) => l.kind)).toEqual(['canceled', 'refund']);
    expect((await checkBills(t.store)).problems).toEqual([]);
  });
  it('ticks hourly: closes the previous month from the set hour (Asia/Shanghai), once', async () => {
    const meta = { userId: 'admin', role: 'Admin', at: new Date('2026-06-20T00:00:00Z'), correlationId: 'r' };
    await commands.run(
      monthCloseSettingsDecider,
      MONTH_CLOSE_SETTINGS_STREAM,
      { type: 'SetMonthCloseHour', data: { hour: 9, by: 'admin', at: '2026-06-20T00:00:00Z' } },
      meta,
    );
    await expect(
      commands.run(
        monthCloseSettingsDecider,
        MONTH_CLOSE_SETTINGS_STREAM,
        { type: 'SetMonthCloseHour', data: { hour: 24, by: 'admin', at: '2026-06-20T00:00:00Z' } },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'BILLS.CLOSE_HOUR_INVALID' });
    // 1 July, 08:30 in Shanghai: before 09:00, nothing.
    expect(await monthCloseTick(ctx(), new Date('2026-07-01T00:30:00Z'))).toBeNull();
    expect(await events(monthClose.monthCloseStream('2026-06'))).toEqual([]);
    // 09:05: June is closed (nobody did anything in June: no bills).
    expect(await monthCloseTick(ctx(), new Date('2026-07-01T01:05:00Z'))).toBe('2026-06');
    expect((await events(monthClose.monthCloseStream('2026-06'))).map((e) => e.type)).toEqual([
      'MonthCloseStarted',
      'MonthCloseWagesStarted',
      'MonthCloseFinished',
    ]);
    // The next hour's tick finds it done.
    expect(await monthCloseTick(ctx(), new Date('2026-07-01T02:05:00Z'))).toBeNull();
  });
});

/**
 * The ageing: random histories of one customer (orders signed, money received for an order or
 * for none, reversed, orders canceled, refunds paid) through the read model, whose flows are the
 * domain's flowsOfHistory of the same steps, and whose SQL answer as of any day is ageingOf's.
 */
describe('receivables as of a day', () => {
  const t = useProjectors({ projectors: [receivablesProjector] });
  let run = 0;

  type Act =
    | { kind: 'sign'; amount: number }
    | { kind: 'receipt'; amount: number; order: number | null; back: number }
    | { kind: 'reverse'; receipt: number }
    | { kind: 'cancel'; order: number }
    | { kind: 'refund'; order: number; amount: number };
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('sign' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({
      kind: fc.constant('receipt' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
      order: fc.option(fc.nat(5)),
      back: fc.nat(5),
    }),
    fc.record({ kind: fc.constant('reverse' as const), receipt: fc.nat(8) }),
    fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(5) }),
    fc.record({
      kind: fc.constant('refund' as const),
      order: fc.nat(5),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  );
  const cents = (n: number) => (n / 100).toFixed(2);

  it('answers as ageingOf does, from the flows flowsOfHistory makes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            act,
            fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 60 })),
          ),
          {
            minLength: 1,
            maxLength: 16,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 3, maxLength: 3 }),
        async (history, asOfs) => {
          run++;
          const p = { customerId: `age-${run}`, ownerId: `owner-${run % 3}` };
          const contracts = [`age-${run}-c1`, `age-${run}-c2`];
          const appends: Append[] = contracts.map((c) => contractMade(c, p));
          const steps: ageing.ReceivableStep[] = [];
          const orders: { id: string; contract: string; canceled: boolean }[] = [];
          const receipts: {
            id: string;
            contract: string;
            order: string | null;
            amount: string;
            reversed: boolean;
          }[] = [];
          let day = Date.parse('2026-01-01T00:00:00Z');
          const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
          for (const [i, [a, gap]] of history.entries()) {
            day += gap * 864e5;
            const today = dayText(day);
            const when = `${today}T03:00:00.000Z`;
            const contract = contracts[i % 2]!;
            if (a.kind === 'sign') {
              const id = `age-${run}-o${orders.length}`;
              orders.push({ id, contract, canceled: false });
              appends.push(orderMade(id, contract, p), signed(contract, { [id]: cents(a.amount) }, when));
              steps.push({
                kind: 'sign',
                contractId: contract,
                orderId: id,
                day: today,
                amount: cents(a.amount),
              });
            } else if (a.kind === 'receipt') {
              const named = a.order === null ? null : (orders[a.order]?.id ?? null);
              const into = named ? orders.find((o) => o.id === named)!.contract : contract;
              const id = `age-${run}-r${receipts.length}`;
              const on = dayText(day - a.back * 864e5);
              receipts.push({ id, contract: into, order: named, amount: cents(a.amount), reversed: false });
              appends.push(received(into, id, cents(a.amount), on, when, p, named));
              steps.push({
                kind: 'receipt',
                contractId: into,
                orderId: named,
                day: on,
                amount: cents(a.amount),
              });
            } else if (a.kind === 'reverse') {
              const r = receipts[a.receipt];
              if (!r || r.reversed) continue;
              r.reversed = true;
              appends.push(reversed(r.contract, r.id, when));
              steps.push({
                kind: 'reverse',
                contractId: r.contract,
                orderId: r.order,
                day: today,
                amount: r.amount,
              });
            } else if (a.kind === 'cancel') {
              const o = orders[a.order];
              if (!o || o.canceled) continue;
              o.canceled = true;
              appends.push(canceled(o.id, when));
              steps.push({ kind: 'cancel', orderId: o.id, day: today });
            } else {
              const o = orders[a.order];
              if (!o) continue;
              const id = `age-${run}-p${i}`;
              appends.push(refunded(o.contract, id, o.id, cents(a.amount), when, p));
              steps.push({ kind: 'refund', orderId: o.id, day: today, amount: cents(a.amount) });
            }
          }
          for (const x of appends) await t.store.appendToStream(x.stream, x.events);
          await t.caughtUp(await t.store.headPosition());

          const expected = ageing.flowsOfHistory(p.customerId, p.ownerId, steps);
          const rows = await t.rm
            .selectFrom('receivable_flows')
            .selectAll()
            .where('customer_id', '=', p.customerId)
            .orderBy('position')
            .orderBy('flow_id')
            .execute();
          const flows: ageing.ReceivableFlow[] = rows.map((r) => ({
            customerId: r.customer_id,
            ownerId: r.owner_id,
            orderId: r.order_id,
            signDay: r.sign_day,
            eventDay: r.event_day,
            amount: Number(r.amount).toFixed(2),
          }));
          const key = (f: ageing.ReceivableFlow) => `${f.orderId}|${f.signDay}|${f.eventDay}|${f.amount}`;
          expect(flows.map(key).sort()).toEqual(expected.map(key).sort());

          for (const offset of asOfs) {
            const asOf = dayText(Date.parse('2026-01-01T00:00:00Z') + offset * 864e5);
            const [sql] = await ageingRows(t.db, { asOf, customerId: p.customerId });
            const reference = ageing.ageingOf(expected, asOf);
            expect(sql).toEqual({ key: null, ...reference });
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

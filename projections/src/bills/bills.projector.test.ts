import { bill, billLines, type billEvents } from '@packflow/domain';
import { CommandRunner } from '@packflow/platform';
import { type Append, busyCustomer, signed } from '../../../test/crash/month-close-setup';
import { useProjectors } from '../../../test/support/projector-spec';
import { billLinesProjector } from './bill-lines.projector';
import { billsProjector } from './bills.projector';
import { monthClosesProjector } from './month-closes.projector';

/**
 * The bills' read models against the events folded: bill_lines equal billLines' fold of the same
 * events (a line each, once, the bill that took it marked); a bill's row through its life (issued,
 * sent, disputed, adjusted, sent again, confirmed and sealed with its chain head) equal to the
 * bill's own state at every step; a month's close row through its steps.
 */
describe('the bills read models', () => {
  const t = useProjectors({
    projectors: [billLinesProjector, billsProjector, monthClosesProjector],
    metadata: { userId: 'sales-1', role: 'OperatorIndex', at: '2026-03-01T00:00:00Z' },
  });
  let commands: CommandRunner;
  beforeAll(() => {
    commands = new CommandRunner(t.store);
  });
  const play = async (appends: Append[]) => {
    for (const a of appends) await t.append(a.stream, a.events);
  };
  const lineRows = () =>
    t.rm.selectFrom('bill_lines').selectAll().orderBy('position').orderBy('line_id').execute();

  it('keeps one line per event as the fold makes them, each once', async () => {
    await play([...busyCustomer('cu-1', 'sales-1', 0), ...busyCustomer('cu-2', 'sales-2', 1)]);
    // A receipt confirmed again (delivered twice) and a signing of an order already signed add nothing.
    await play([
      {
        stream: 'contract-money-c-cu-2',
        events: [
          { type: 'ReceiptConfirmed', data: { receiptId: 'c-cu-2-r1', by: 'f', at: '2026-03-20T00:00:00Z' } },
        ],
      },
      signed('c-cu-2', { 'c-cu-2-o1': '5.00' }, '2026-03-21T00:00:00Z'),
    ]);
    const all = await t.store.readAll({});
    const folded = billLines.linesOfEvents(all);
    const rows = await lineRows();
    expect(
      rows.map((r) => [
        r.line_id,
        r.customer_id,
        r.owner_id,
        r.kind,
        Number(r.amount).toFixed(2),
        r.date,
        r.month,
        r.order_id,
        r.bill_id,
      ]),
    ).toEqual(
      folded.map((l) => [
        l.lineId,
        l.customerId,
        l.ownerId,
        l.kind,
        l.amount,
        l.date,
        l.month,
        l.orderId,
        null,
      ]),
    );
    expect(rows.filter((r) => r.customer_id === 'cu-1').map((r) => r.kind)).toEqual([
      'downPayment',
      'signed',
      'signed',
      'balance',
      'balance',
      'canceled',
      'refund',
    ]);
    expect(rows.find((r) => r.kind === 'balance' && r.customer_id === 'cu-1')).toMatchObject({
      method: 'bank',
      order_number: 'HT-c-cu-1-c-cu-1-o1',
      contract_number: 'HT-c-cu-1',
    });
    expect(rows.find((r) => r.kind === 'canceled')).toMatchObject({ quantity: 1000, unit: 'piece' });
  });

  it("follows a bill's life as the bill's own state has it, and marks the lines it took", async () => {
    const lines = (await lineRows())
      .filter((r) => r.customer_id === 'cu-2')
      .map((r) => ({
        lineId: r.line_id,
        kind: r.kind as 'signed',
        amount: Number(r.amount).toFixed(2),
        date: r.date,
        priorPeriod: false,
        orderId: r.order_id,
        orderNumber: r.order_number,
        quantity: r.quantity,
        unit: r.unit,
        contractId: r.contract_id,
        contractNumber: r.contract_number,
        method: r.method,
        note: r.note,
        streamId: r.stream_id,
        position: String(r.position),
      }));
    const stream = bill.billStream('cu-2', '2026-03');
    const meta = (at: string) => ({
      userId: 'sales-2',
      role: 'OperatorIndex',
      at: new Date(at),
      correlationId: 'r',
    });
    const step = async (command: billEvents.BillCommand, at: string) => {
      const { position, state } = await commands.run(bill.billDecider, stream, command, meta(at));
      await t.caughtUp(position!);
      const row = await t.rm
        .selectFrom('bills')
        .selectAll()
        .where('id', '=', 'cu-2-202603')
        .executeTakeFirstOrThrow();
      const totals = bill.currentTotals(state);
      expect({
        status: row.status,
        closing: row.closing_balance,
        adjustments: row.adjustments,
        signed: row.signed_orders,
        disputed: row.disputed_lines,
        lines: row.line_count,
      }).toEqual({
        status: state.status,
        closing: totals.closingBalance,
        adjustments: totals.adjustments,
        signed: totals.signedOrders,
        disputed: state.disputes.length,
        lines: bill.billLinesOf(state).length,
      });
      return { row, position: position! };
    };
    const issued = await step(
      {
        type: 'IssueBill',
        data: {
          customerId: 'cu-2',
          customerName: 'Customer cu-2',
          language: 'cn',
          ownerId: 'sales-2',
          month: '2026-03',
          currency: 'CNY',
          cutoff: '0',
          openingBalance: '10.00',
          lines,
          totals: bill.billTotals('10.00', lines),
          closeId: 'month-close-202603',
          at: '2026-04-01T00:00:00Z',
        },
      },
      '2026-04-01T00:00:00Z',
    );
    expect(issued.row).toMatchObject({
      status: 'toReconcile',
      opening_balance: '10.00',
      owner_id: 'sales-2',
    });
    expect((await lineRows()).filter((r) => r.customer_id === 'cu-2').map((r) => r.bill_id)).toEqual(
      lines.map(() => 'cu-2-202603'),
    );
    expect((await lineRows()).filter((r) => r.customer_id === 'cu-1').map((r) => r.bill_id)).toEqual(
      Array(7).fill(null),
    );

    const sent = await step(
      { type: 'SendBill', data: { by: 'sales-2', at: '2026-04-02T00:00:00Z' } },
      '2026-04-02T00:00:00Z',
    );
    expect(String(sent.row.sent_position)).toBe(sent.position.toString());
    await step(
      {
        type: 'DisputeBill',
        data: {
          lines: [{ lineId: lines[0]!.lineId, reason: 'Not ours' }],
          by: 'sales-2',
          at: '2026-04-03T00:00:00Z',
        },
      },
      '2026-04-03T00:00:00Z',
    );
    await step(
      {
        type: 'AdjustBill',
        data: {
          adjustments: [
            { adjustmentId: 'adj-1', amount: '-12.34', reason: 'Goodwill', lineId: lines[0]!.lineId },
          ],
          by: 'sales-2',
          at: '2026-04-04T00:00:00Z',
        },
      },
      '2026-04-04T00:00:00Z',
    );
    await step(
      { type: 'SendBill', data: { by: 'sales-2', at: '2026-04-05T00:00:00Z' } },
      '2026-04-05T00:00:00Z',
    );
    const sealed = await step(
      { type: 'ConfirmBill', data: { acknowledgeEarly: true, by: 'sales-2', at: '2026-04-06T00:00:00Z' } },
      '2026-04-06T00:00:00Z',
    );
    const events = await t.store.readStream(stream);
    const seal = events[events.length - 1]!;
    expect(seal.type).toBe('BillSealed');
    expect(sealed.row).toMatchObject({
      status: 'reconciled',
      chain_head: (seal.metadata.chain as { hash: string }).hash,
      sealed_by: 'sales-2',
      revision: seal.revision,
    });
    expect(sealed.row.chain_head).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a month's close: customers done of the total, the bills made, how it ended", async () => {
    const stream = 'month-close-202605';
    const row = () =>
      t.rm
        .selectFrom('month_closes')
        .select(['status', 'total', 'done', 'bills', 'error'])
        .where('month', '=', '2026-05')
        .executeTakeFirstOrThrow();
    await t.append(stream, [
      {
        type: 'MonthCloseStarted',
        data: {
          month: '2026-05',
          cutoff: '42',
          customerIds: ['a', 'b', 'c'],
          by: 'system',
          at: '2026-06-01T00:00:00Z',
        },
      },
      {
        type: 'MonthCloseCustomersDone',
        data: { customers: [{ customerId: 'a', billed: true }], at: '2026-06-01T00:00:01Z' },
      },
    ]);
    expect(await row()).toEqual({ status: 'running', total: 3, done: 1, bills: 1, error: null });
    await t.append(stream, [
      { type: 'MonthCloseFailed', data: { error: 'lost connection', at: '2026-06-01T00:00:02Z' } },
    ]);
    expect(await row()).toMatchObject({ status: 'failed', error: 'lost connection' });
    await t.append(stream, [
      {
        type: 'MonthCloseCustomersDone',
        data: {
          customers: [
            { customerId: 'b', billed: false },
            { customerId: 'c', billed: true },
          ],
          at: '2026-06-01T01:00:01Z',
        },
      },
      { type: 'MonthCloseFinished', data: { bills: 2, at: '2026-06-01T01:00:02Z' } },
    ]);
    expect(await row()).toEqual({ status: 'done', total: 3, done: 3, bills: 2, error: null });
  });
});

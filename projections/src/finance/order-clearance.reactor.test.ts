import { contractMoney, order } from '@packflow/domain';
import { SqlEventStore, createPglitePool, openPglite } from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';
import { canceledOrderClearanceReactor } from './order-clearance.reactor';

/**
 * A canceled signed order gives its signing clearance back: the prepayment later signings ask
 * counts only the orders still owed.
 */
describe("a canceled order's signing clearance", () => {
  let store: SqlEventStore;
  let commands: CommandRunner;
  const at = '2026-11-24T08:00:00.000Z';
  const meta = { userId: 'boss-1', role: 'OperatorManage', at, correlationId: 'req-1' };

  beforeAll(async () => {
    store = await SqlEventStore.open(createPglitePool(await openPglite()), { pollIntervalMs: 200 });
    commands = new CommandRunner(store);
  });
  afterAll(() => store.close());

  /** Order `id` of contract c-1 (1000), signed by signing s-1, then its cancel approved when `canceled`. */
  async function signedOrder(id: string, canceled: boolean) {
    await store.appendToStream(order.orderStream(id), [
      {
        type: 'OrderCreated',
        data: { orderId: id, contractId: 'c-1', total: '1000', paymentTerms: 'advance30', currency: 'CNY' },
        metadata: meta,
      },
      { type: 'OrderSigned', data: { signingId: 's-1', by: 'sales-1', at }, metadata: meta },
      ...(canceled ? [{ type: 'OrderCancelApproved', data: { by: 'boss-1', at }, metadata: meta }] : []),
    ]);
    return (await store.readStream(order.orderStream(id))).at(-1)!;
  }

  it('is given back once; the next signing asks the prepayment of the orders still owed only', async () => {
    const money = contractMoney.contractMoneyStream('c-1');
    await store.appendToStream(money, [
      {
        type: 'SigningCleared',
        data: {
          signingId: 's-1',
          orderIds: ['o-1', 'o-2'],
          orderTotals: { 'o-1': '1000', 'o-2': '1000' },
          paymentTerms: 'advance30',
          currency: 'CNY',
          required: '600',
          confirmed: '600',
          by: 'sales-1',
          at,
        },
        metadata: meta,
      },
    ]);
    await signedOrder('o-2', false);
    const canceled = await signedOrder('o-1', true);

    await canceledOrderClearanceReactor.react(canceled, commands);
    await canceledOrderClearanceReactor.react(canceled, commands);

    expect((await store.readStream(money)).map((e) => e.type)).toEqual([
      'SigningCleared',
      'SigningClearanceReleased',
    ]);
    const state = await commands.load(contractMoney.contractMoneyDecider, money);
    expect(Object.keys(state.cleared)).toEqual(['o-2']);
    expect(contractMoney.clearedTotal(state).toFixed()).toBe('1000');
  });

  it('leaves a never-signed order alone', async () => {
    await store.appendToStream(order.orderStream('o-9'), [
      { type: 'OrderCreated', data: { orderId: 'o-9', contractId: 'c-9', total: '5' }, metadata: meta },
      { type: 'OrderCancelApproved', data: { by: 'boss-1', at }, metadata: meta },
    ]);
    const [, canceled] = await store.readStream(order.orderStream('o-9'));
    await canceledOrderClearanceReactor.react(canceled!, commands);
    expect(await store.readStream(contractMoney.contractMoneyStream('c-9')).catch(() => [])).toEqual([]);
  });
});

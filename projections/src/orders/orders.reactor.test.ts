import type { ContractLine } from '@packflow/contracts';
import { type contract, contractMoney, customer, order, orderFromContract } from '@packflow/domain';
import {
  type RecordedEvent,
  SqlEventStore,
  createPglitePool,
  nameBasedUuid,
  openPglite,
} from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';
import { fixturePouch } from '../../../test/support/pricing-fixtures';
import { contractOrdersReactor, orderLifecycleReactor, orderSigningReactor } from './orders.reactor';

/**
 * The orders' reactors as processes: a created contract makes one order per quotation, once
 * however often its event is delivered; a supplementary order asked for is created linked to its
 * parent; an ended order ends its supplementary orders.
 */
describe('order reactors', () => {
  let store: SqlEventStore;
  let commands: CommandRunner;
  const at = new Date('2026-11-24T08:00:00Z');
  const meta = { userId: 'sales-1', role: 'OperatorIndex', at, correlationId: 'req-1' };
  let n = 0;

  beforeAll(async () => {
    store = await SqlEventStore.open(createPglitePool(await openPglite()), { pollIntervalMs: 200 });
    commands = new CommandRunner(store);
  });
  afterAll(() => store.close());

  const line = (quotationId: string, quantity: number, total: string): ContractLine => ({
    quotationId,
    quotationNumber: `BJ-${quotationId}`,
    quantity,
    unit: 'piece',
    unitPrice: '0.5',
    total,
    bagType: 'standUp',
    make: 'bag',
    snapshot: {
      input: fixturePouch({ quantity: String(quantity), artworks: '3' }),
      materials: { materialprinting: { id: 'pet12', name: '镀铝膜', englishName: 'Metallised PET' } },
      accessories: { auxzipper: { id: 'z1', name: '拉链', englishName: 'Zipper' } },
      bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
      knifeStyle: null,
      makenumber: 1,
      decimals: 2,
    },
  });

  async function contractCreated(): Promise<{ event: RecordedEvent; data: contract.ContractCreatedData }> {
    n++;
    const contractId = `c-${n}`;
    const data: contract.ContractCreatedData = {
      contractId,
      number: `HT20261124-${n}`,
      customerId: 'customer-1',
      customerName: 'Qingdao Tea',
      ownerId: 'sales-1',
      ownerRole: 'OperatorIndex',
      printingType: 'digital',
      taxed: false,
      paymentTerms: 'advance30',
      currency: 'CNY',
      language: 'cn',
      lines: [line(`q-${n}-a`, 10000, '5000.00'), line(`q-${n}-b`, 2000, '1000.00')],
      total: '6000.00',
      by: 'sales-1',
      at: at.toISOString(),
      createdAt: at.toISOString(),
    };
    await store.appendToStream(`contract-${contractId}`, [
      { type: 'ContractCreated', data, metadata: { ...meta, at: at.toISOString() } },
    ]);
    const [event] = await store.readStream(`contract-${contractId}`);
    return { event: event!, data };
  }

  const orderIds = (data: contract.ContractCreatedData) =>
    data.lines.map((l) => nameBasedUuid(orderFromContract.orderIdName(data.contractId, l.quotationId)));
  const types = async (id: string) =>
    (await store.readStream(order.orderStream(id)).catch(() => [] as RecordedEvent[])).map((e) => e.type);

  it('makes one order per quotation in Wait; delivered again it appends nothing', async () => {
    const { event, data } = await contractCreated();
    await contractOrdersReactor.react(event, commands);
    const [a, b] = orderIds(data);
    expect(await types(a!)).toEqual(['OrderCreated']);
    expect(await types(b!)).toEqual(['OrderCreated']);
    const head = await store.headPosition();
    await contractOrdersReactor.react(event, commands);
    await contractOrdersReactor.react(event, commands);
    expect(await store.headPosition()).toBe(head);
    const first = await commands.load(order.orderDecider, order.orderStream(a!));
    expect(first).toMatchObject({ status: 'wait', exists: true });
    expect(first.created).toMatchObject({
      number: `${data.number}-1`,
      contractId: data.contractId,
      quotationId: data.lines[0]!.quotationId,
      quantity: 10000,
      total: '5000.00',
      type: 'normal',
      parentOrderId: null,
      paymentTerms: 'advance30',
      snapshot: {
        artworkCount: 3,
        materialprintinginfo: { name: '镀铝膜', english_name: 'Metallised PET' },
        auxzipper_name: { name: '拉链', english_name: 'Zipper' },
        materialinnerinfo: null,
      },
    });
    const [created] = await store.readStream(order.orderStream(a!));
    expect(created!.metadata).toMatchObject({ correlationId: 'req-1', causationId: event.id });
  });

  it('finishes a contract whose reaction died after its first order: each order once', async () => {
    const { event, data } = await contractCreated();
    const run = commands.run.bind(commands);
    let calls = 0;
    const spy = jest
      .spyOn(commands, 'run')
      .mockImplementation((decider, stream, command, metadata) =>
        ++calls === 2 ? Promise.reject(new Error('killed')) : run(decider, stream, command, metadata),
      );
    await expect(contractOrdersReactor.react(event, commands)).rejects.toThrow('killed');
    spy.mockRestore();
    const [a, b] = orderIds(data);
    expect(await types(a!)).toEqual(['OrderCreated']);
    expect(await types(b!)).toEqual([]);
    await contractOrdersReactor.react(event, commands);
    expect(await types(a!)).toEqual(['OrderCreated']);
    expect(await types(b!)).toEqual(['OrderCreated']);
  });

  it('creates a supplementary order linked to its parent and ends it with the parent, once', async () => {
    const { event, data } = await contractCreated();
    await contractOrdersReactor.react(event, commands);
    const [parentId] = orderIds(data);
    const stream = order.orderStream(parentId!);
    await commands.run(
      order.orderDecider,
      stream,
      { type: 'SignOrder', data: { signingId: 's1', by: 'sales-1', at: at.toISOString() } },
      meta,
    );
    const childId = nameBasedUuid(orderFromContract.supplementaryIdName(parentId!, 1));
    await commands.run(
      order.orderDecider,
      stream,
      {
        type: 'RequestSupplementaryOrder',
        data: { orderId: childId, quantity: 500, reason: 'Reprint', by: 'sales-1', at: at.toISOString() },
      },
      meta,
    );
    const requested = (await store.readStream(stream)).at(-1)!;
    await orderLifecycleReactor.react(requested, commands);
    await orderLifecycleReactor.react(requested, commands);
    const child = await commands.load(order.orderDecider, order.orderStream(childId));
    expect(await types(childId)).toEqual(['OrderCreated']);
    expect(child.created).toMatchObject({
      type: 'supplementary',
      parentOrderId: parentId,
      quantity: 500,
      total: '250.00',
      number: `${data.number}-1-B1`,
    });
    await commands.run(
      order.orderDecider,
      stream,
      { type: 'EndOrder', data: { reason: 'Short', by: 'sales-1', at: at.toISOString() } },
      meta,
    );
    const ended = (await store.readStream(stream)).at(-1)!;
    await orderLifecycleReactor.react(ended, commands);
    await orderLifecycleReactor.react(ended, commands);
    expect(await types(childId)).toEqual(['OrderCreated', 'OrderEnded']);
    expect((await commands.load(order.orderDecider, order.orderStream(childId))).closing).toBe('ended');
  });

  it("signs each cleared order once, gives back the clearance of one cancelled meanwhile, and restarts the customer's clock", async () => {
    const { event, data } = await contractCreated();
    await contractOrdersReactor.react(event, commands);
    const [a, b] = orderIds(data) as [string, string];
    await store.appendToStream(customer.customerStream('customer-1'), [
      {
        type: 'CustomerCreated',
        data: {
          id: 'customer-1',
          code: 'Q0001',
          area: 'Q',
          fields: { name: 'Qingdao Tea' },
          owner: { id: 'sales-1', role: 'OperatorIndex' },
          at: '2026-08-01T00:00:00.000Z',
          term: 't1',
        },
      },
    ]);
    // b is cancelled before the clearance reaches it.
    const stamp = { by: 'sales-1', at: at.toISOString() };
    await commands.run(
      order.orderDecider,
      order.orderStream(b),
      { type: 'InvalidateOrder', data: { reason: 'x', ...stamp } },
      meta,
    );
    const money = contractMoney.contractMoneyStream(data.contractId);
    const signing: contractMoney.SigningData = {
      signingId: 'signing-1',
      orderIds: [a, b],
      orderTotals: { [a]: '5000.00', [b]: '1000.00' },
      paymentTerms: 'advance30',
      currency: 'CNY',
      required: '1800.00',
      confirmed: '1800.00',
      ...stamp,
    };
    await store.appendToStream(money, [
      { type: 'SigningCleared', data: signing, metadata: { ...meta, at: stamp.at } },
    ]);
    const [cleared] = await store.readStream(money);
    await orderSigningReactor.react(cleared!, commands);
    expect(await types(a)).toEqual(['OrderCreated', 'OrderSigned']);
    expect(await types(b)).toEqual(['OrderCreated', 'OrderInvalidated']);
    expect((await store.readStream(money)).map((e) => e.type)).toEqual([
      'SigningCleared',
      'SigningClearanceReleased',
    ]);
    const client = await commands.load(customer.customerDecider, customer.customerStream('customer-1'));
    expect(client.ownedSince).toBe(stamp.at);
    const head = await store.headPosition();
    await orderSigningReactor.react(cleared!, commands);
    expect(await store.headPosition()).toBe(head);
  });
});

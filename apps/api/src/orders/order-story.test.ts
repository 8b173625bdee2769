import type { order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { eventsAsOf, moneyStepsOf, orderStory } from './order-story';

const ORDER = 'order-1';
const SIBLING = 'order-2';
let position = 0n;

/** An event of `streamId` as the store records it, happening at `at`. */
function recorded(streamId: string, type: string, data: object, at: string, userId?: string): RecordedEvent {
  position += 1n;
  return {
    id: `e${position}`,
    streamId,
    revision: 0,
    position,
    type,
    data: { ...data, at },
    metadata: { ...(userId ? { userId, role: 'Finance' } : {}), at },
    created: new Date(at),
  };
}

const created = (at: string): RecordedEvent =>
  recorded(
    `order-${ORDER}`,
    'OrderCreated',
    {
      orderId: ORDER,
      number: 'HT1-1',
      contractId: 'c1',
      contractNumber: 'HT1',
      quotationId: 'q1',
      quotationNumber: 'BJ1',
      customerId: 'cu1',
      customerName: 'Qingdao Tea',
      ownerId: 'sales-1',
      ownerRole: 'OperatorIndex',
      printingType: 'digital',
      taxed: false,
      paymentTerms: 'advance30',
      currency: 'CNY',
      quantity: 1000,
      unit: 'piece',
      unitPrice: '0.5',
      total: '500',
      type: 'normal',
      parentOrderId: null,
      snapshot: { make: 'bag', bagType: 'standUp', maketype: 'piece', sampling: false, artworkCount: 1 },
    } as unknown as order.OrderCreatedData,
    at,
  );

const receipt = (receiptId: string, orderId: string | null, amount: string, at: string) =>
  recorded(
    'contract-money-c1',
    'ReceiptRecorded',
    { receiptId, orderId, amount, method: 'bank', receivedOn: at.slice(0, 10), by: 'sales-1' },
    at,
  );

describe("an order's story with its contract's money", () => {
  const ledger = [
    receipt('r1', ORDER, '150', '2026-03-01T12:00:00.000Z'),
    receipt('r2', SIBLING, '99', '2026-03-01T13:00:00.000Z'),
    receipt('r3', null, '20', '2026-03-02T08:00:00.000Z'),
    recorded(
      'contract-money-c1',
      'ReceiptConfirmed',
      { receiptId: 'r1', by: 'cash' },
      '2026-03-02T09:00:00.000Z',
      'cash',
    ),
    recorded(
      'contract-money-c1',
      'ReceiptConfirmed',
      { receiptId: 'r2', by: 'cash' },
      '2026-03-02T09:30:00.000Z',
      'cash',
    ),
    recorded(
      'contract-money-c1',
      'ReceiptRejected',
      { receiptId: 'r3', reason: 'Not on the statement', by: 'cash' },
      '2026-03-03T08:00:00.000Z',
      'cash',
    ),
    recorded(
      'contract-money-c1',
      'SigningCleared',
      { signingId: 's1', orderIds: [ORDER], required: '150', confirmed: '150', by: 'sales-1' },
      '2026-03-03T10:00:00.000Z',
    ),
    recorded(
      'contract-money-c1',
      'RefundRequested',
      { paymentId: 'p1', orderId: SIBLING, amount: '99', reason: 'Cancelled', by: 'boss' },
      '2026-03-04T08:00:00.000Z',
    ),
  ];
  // Signed after its clearance was appended (the sign command appends the clearance first).
  const orderEvents = [
    created('2026-03-01T09:00:00.000Z'),
    recorded(`order-${ORDER}`, 'OrderSigned', { signingId: 's1', by: 'sales-1' }, '2026-03-03T10:00:00.000Z'),
  ];
  const names = new Map([
    ['sales-1', 'Emma Hill'],
    ['cash', '钱会计'],
  ]);
  const story = (asOf: string | undefined) =>
    orderStory(
      eventsAsOf(orderEvents, asOf),
      names,
      asOf ?? null,
      moneyStepsOf(eventsAsOf(ledger, asOf), ORDER),
    );

  it('merges the money that concerns the order into its timeline in time order, with who and what', () => {
    const timeline = story(undefined)!.timeline;
    expect(timeline.map((s) => [s.type, s.at.slice(0, 16), s.details.receiptId ?? null])).toEqual([
      ['OrderCreated', '2026-03-01T09:00', null],
      ['ReceiptRecorded', '2026-03-01T12:00', 'r1'],
      ['ReceiptRecorded', '2026-03-02T08:00', 'r3'],
      ['ReceiptConfirmed', '2026-03-02T09:00', 'r1'],
      ['ReceiptRejected', '2026-03-03T08:00', 'r3'],
      // The same instant: the clearance came first in the store.
      ['SigningCleared', '2026-03-03T10:00', null],
      ['OrderSigned', '2026-03-03T10:00', null],
    ]);
    expect(timeline[1]).toMatchObject({
      by: 'sales-1',
      byName: 'Emma Hill',
      details: { amount: '150', method: 'bank', forContract: false },
    });
    expect(timeline[2]!.details).toMatchObject({ forContract: true });
    expect(timeline[3]).toMatchObject({ byName: '钱会计', role: 'Finance', details: { amount: '150' } });
    expect(timeline[4]!.details).toEqual({ receiptId: 'r3', amount: '20', reason: 'Not on the statement' });
  });

  it('cuts the money at the same instant as the order when told as it stood on a past day', () => {
    const onSecond = story('2026-03-02')!;
    expect(onSecond.status).toBe('wait');
    expect(onSecond.timeline.map((s) => s.type)).toEqual([
      'OrderCreated',
      'ReceiptRecorded',
      'ReceiptRecorded',
      'ReceiptConfirmed',
    ]);
    expect(story('2026-03-01')!.timeline.map((s) => s.type)).toEqual(['OrderCreated', 'ReceiptRecorded']);
    expect(story('2026-02-28')).toBeNull();
  });

  it("leaves out a sibling order's receipts, clearances and refunds", () => {
    const siblingSteps = moneyStepsOf(ledger, SIBLING).map((s) => [
      s.event.type,
      s.details.receiptId ?? null,
    ]);
    expect(siblingSteps).toEqual([
      ['ReceiptRecorded', 'r2'],
      ['ReceiptRecorded', 'r3'],
      ['ReceiptConfirmed', 'r2'],
      ['ReceiptRejected', 'r3'],
      ['RefundRequested', null],
    ]);
  });
});

// Issue 21: 'Original order' said the word; it shows the parent's number (a link to it).
describe("a supplementary order's story", () => {
  it("names its parent's number, a normal order none", () => {
    const normal = created('2026-03-01T09:00:00.000Z');
    const child = {
      ...normal,
      streamId: 'order-order-1-b1',
      data: {
        ...(normal.data as object),
        orderId: 'order-1-b1',
        number: 'HT1-1-B2',
        type: 'supplementary',
        parentOrderId: ORDER,
      },
    };
    expect(orderStory([child], new Map(), null, [])!.parentOrderNumber).toBe('HT1-1');
    expect(orderStory([normal], new Map(), null, [])!.parentOrderNumber).toBeNull();
  });
});

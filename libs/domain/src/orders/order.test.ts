import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type OrderCommand,
  type OrderCreatedData,
  type OrderEvent,
  orderDecider,
  supplementaryOrder,
  supplementaryTotal,
} from './order';
import { signingGroups } from './signing';

const { given, stateAfter } = deciderSpec(orderDecider);

const AT = '2026-11-24T08:00:00.000Z';
const OWNER = 'sales-1';
const BOSS = 'boss-1';

const data: OrderCreatedData = {
  orderId: 'order-1',
  number: 'HT20261124001-1',
  contractId: 'contract-1',
  contractNumber: 'HT20261124001',
  quotationId: 'quotation-1',
  quotationNumber: 'BJ20261120-ABCDEF0123',
  customerId: 'customer-1',
  customerName: 'Qingdao Tea',
  ownerId: OWNER,
  ownerRole: 'OperatorIndex',
  printingType: 'digital',
  taxed: true,
  paymentTerms: 'advance30',
  currency: 'CNY',
  quantity: 10000,
  unit: 'piece',
  unitPrice: '0.4521',
  total: '4521.00',
  type: 'normal',
  parentOrderId: null,
  snapshot: {
    quotation_type: 'digital',
    make: 'bag',
    bagType: 'standUp',
    maketype: 'piece',
    sampling: false,
    artworkCount: 2,
    ratio: '100',
    sizes: { width: 120, length: 200 },
    materialprintinginfo: { name: 'PET', english_name: 'PET' },
    materialcompinfo: null,
    materialcomp2info: null,
    materialcomp3info: null,
    materialinnerinfo: { name: 'PE', english_name: 'PE' },
    auxzipper_name: null,
    auxhandle_name: null,
    auxexhaust_name: null,
    auxsealingbar_name: null,
  },
  at: AT,
};

const created: OrderEvent = { type: 'OrderCreated', data };
const signed: OrderEvent = { type: 'OrderSigned', data: { signingId: 'signing-1', by: OWNER, at: AT } };
const cancelRequested: OrderEvent = {
  type: 'OrderCancelRequested',
  data: { reason: 'Customer changed the design', by: OWNER, at: AT },
};
const cancelApproved: OrderEvent = { type: 'OrderCancelApproved', data: { by: BOSS, at: AT } };
const invalidated: OrderEvent = {
  type: 'OrderInvalidated',
  data: { reason: 'Duplicate', by: OWNER, at: AT },
};
const ended: OrderEvent = { type: 'OrderEnded', data: { reason: 'Short run', by: OWNER, at: AT } };

const create = (extra: Partial<OrderCreatedData> = {}): OrderCommand => ({
  type: 'CreateOrder',
  data: { ...data, ...extra },
});
const sign = (signingId = 'signing-1'): OrderCommand => ({
  type: 'SignOrder',
  data: { signingId, by: OWNER, at: AT },
});
const requestCancel = (reason = 'Customer changed the design', by = OWNER): OrderCommand => ({
  type: 'RequestOrderCancel',
  data: { reason, by, at: AT },
});
const review = (decision: 'approve' | 'reject', reason = '', by = BOSS): OrderCommand => ({
  type: 'ReviewOrderCancel',
  data: { decision, reason, by, at: AT },
});
const invalidate = (reason = 'Duplicate'): OrderCommand => ({
  type: 'InvalidateOrder',
  data: { reason, by: OWNER, at: AT },
});
const end = (reason = 'Short run', parentOrderId?: string): OrderCommand => ({
  type: 'EndOrder',
  data: { reason, by: OWNER, at: AT, ...(parentOrderId ? { parentOrderId } : {}) },
});
const upload = (files: string): OrderCommand => ({
  type: 'UploadArtwork',
  data: { files, by: OWNER, at: AT },
});
const supplementary = (
  quantity = 500,
  orderId = 'order-1-b1',
  reason = 'Reprint after a failed lot',
): OrderCommand => ({
  type: 'RequestSupplementaryOrder',
  data: { orderId, quantity, reason, by: OWNER, at: AT },
});

describe('creating an order', () => {
  it('creates it in Wait', () => {
    given([]).when(create()).then([created]);
    expect(stateAfter([created])).toMatchObject({ exists: true, status: 'wait', closing: null });
  });

  it('appends nothing when the same order is created again (a re-delivered contract)', () => {
    given([created]).when(create()).then([]);
  });

  it('refuses another order on an existing stream', () => {
    given([created])
      .when(create({ orderId: 'order-2' }))
      .thenThrows('ORDER.EXISTS');
  });

  it('refuses every other command on an order that does not exist', () => {
    for (const command of [sign(), requestCancel(), invalidate(), end(), upload('a.png'), supplementary()])
      given([]).when(command).thenThrows('ORDER.NOT_FOUND', 'common.notFound');
  });
});

describe('signing', () => {
  it('signs an order waiting to be signed', () => {
    given([created]).when(sign()).then([signed]);
    expect(stateAfter([created, signed])).toMatchObject({
      status: 'signed',
      signingId: 'signing-1',
      signedAt: AT,
    });
  });

  it('appends nothing for the same signing again', () => {
    given([created, signed]).when(sign()).then([]);
  });

  it('refuses a second signing of a signed order', () => {
    given([created, signed])
      .when(sign('signing-2'))
      .thenThrows('ORDER.NOT_WAITING', 'orders.signOnlyWaiting');
  });

  it('refuses signing a cancelled or invalidated order', () => {
    given([created, cancelRequested, cancelApproved])
      .when(sign())
      .thenThrows('ORDER.CLOSED', 'orders.canceled');
    given([created, invalidated]).when(sign()).thenThrows('ORDER.CLOSED', 'orders.invalidated');
  });

  it('refuses signing while a cancel request waits for review', () => {
    given([created, cancelRequested])
      .when(sign())
      .thenThrows('ORDER.REMARKS_UNDER_REVIEW', 'orders.remarksUnderReview');
  });
});

describe('cancelling', () => {
  it('takes a request with a reason in Wait and after signing', () => {
    given([created]).when(requestCancel()).then([cancelRequested]);
    given([created, signed]).when(requestCancel()).then([cancelRequested]);
  });

  it('trims the reason and refuses a blank one', () => {
    given([created])
      .when(requestCancel('  x  '))
      .thenMatches([{ data: { reason: 'x' } }]);
    given([created]).when(requestCancel('   ')).thenThrows('ORDER.REASON_REQUIRED', { field: 'reason' });
  });

  it('keeps one request pending at a time', () => {
    given([created, cancelRequested])
      .when(requestCancel('again'))
      .thenThrows('ORDER.REMARKS_UNDER_REVIEW', 'orders.remarksUnderReview');
  });

  it('is approved by the supervisor: the order is cancelled', () => {
    given([created, cancelRequested]).when(review('approve')).then([cancelApproved]);
    expect(stateAfter([created, cancelRequested, cancelApproved])).toMatchObject({
      status: 'canceled',
      closing: 'canceled',
      cancelRequest: null,
    });
  });

  it('keeps an approval reason when one is given', () => {
    given([created, cancelRequested])
      .when(review('approve', ' agreed '))
      .then([{ type: 'OrderCancelApproved', data: { reason: 'agreed', by: BOSS, at: AT } }]);
  });

  it('is rejected with a reason: the order goes on and a new request may follow', () => {
    const rejected: OrderEvent = {
      type: 'OrderCancelRejected',
      data: { reason: 'Already printing', by: BOSS, at: AT },
    };
    given([created, cancelRequested]).when(review('reject', 'Already printing')).then([rejected]);
    given([created, cancelRequested]).when(review('reject', ' ')).thenThrows('ORDER.REASON_REQUIRED');
    expect(stateAfter([created, cancelRequested, rejected])).toMatchObject({
      status: 'wait',
      cancelRequest: null,
    });
    given([created, cancelRequested, rejected]).when(requestCancel()).then([cancelRequested]);
  });

  it('cannot be decided without a pending request, nor by the requester', () => {
    given([created]).when(review('approve')).thenThrows('ORDER.NO_CANCEL_PENDING', 'orders.noCancelPending');
    given([created, cancelRequested])
      .when(review('approve', '', OWNER))
      .thenThrows('ORDER.OWN_DECISION');
  });

  it('is not possible on a closed order', () => {
    given([created, invalidated]).when(requestCancel()).thenThrows('ORDER.CLOSED', 'orders.invalidated');
    given([created, signed, ended]).when(requestCancel()).thenThrows('ORDER.CLOSED', 'orders.ended');
  });

  it('is refused once production started', () => {
    // Production events come with the factory issue; a state past signing stands for them here.
    const state = { ...stateAfter([created, signed]), status: 'product' as const };
    expect(() => orderDecider.decide(requestCancel(), state)).toThrow('ORDER.PRODUCTION_STARTED');
    const pending = { ...stateAfter([created, signed, cancelRequested]), status: 'product' as const };
    expect(() => orderDecider.decide(review('approve'), pending)).toThrow('ORDER.PRODUCTION_STARTED');
  });
});

describe('invalidating', () => {
  it('invalidates an order in Wait, permanently', () => {
    given([created]).when(invalidate()).then([invalidated]);
    expect(stateAfter([created, invalidated])).toMatchObject({ status: 'canceled', closing: 'invalidated' });
    given([created, invalidated]).when(invalidate()).thenThrows('ORDER.CLOSED', 'orders.invalidated');
  });

  it('is refused after signing, without a reason, or while a cancel is reviewed', () => {
    given([created, signed])
      .when(invalidate())
      .thenThrows('ORDER.NOT_WAITING', 'orders.invalidateOnlyWaiting');
    given([created]).when(invalidate(' ')).thenThrows('ORDER.REASON_REQUIRED');
    given([created, cancelRequested]).when(invalidate()).thenThrows('ORDER.REMARKS_UNDER_REVIEW');
  });
});

describe('ending', () => {
  it('closes a signed order short: it counts as shipped', () => {
    given([created, signed]).when(end()).then([ended]);
    expect(stateAfter([created, signed, ended])).toMatchObject({ status: 'shipped', closing: 'ended' });
  });

  it('is refused in Wait, when closed, and without a reason', () => {
    given([created]).when(end()).thenThrows('ORDER.NOT_ENDABLE', 'orders.notEndable');
    given([created, signed, ended]).when(end()).thenThrows('ORDER.CLOSED', 'orders.ended');
    given([created, signed]).when(end(' ')).thenThrows('ORDER.REASON_REQUIRED');
  });

  it('ends a supplementary order with its parent from any open step, once', () => {
    const child: OrderEvent = {
      type: 'OrderCreated',
      data: { ...data, orderId: 'b1', type: 'supplementary', parentOrderId: 'order-1' },
    };
    const byParent: OrderEvent = {
      type: 'OrderEnded',
      data: { reason: 'Short run', parentOrderId: 'order-1', by: OWNER, at: AT },
    };
    given([child]).when(end('Short run', 'order-1')).then([byParent]);
    given([child, byParent]).when(end('Short run', 'order-1')).then([]);
    given([child, invalidated]).when(end('Short run', 'order-1')).then([]);
  });
});

describe('artwork', () => {
  it('is uploaded after signing and waits for production to confirm it', () => {
    const uploaded: OrderEvent = {
      type: 'ArtworkUploaded',
      data: { files: 'a.png||b.pdf', by: OWNER, at: AT },
    };
    given([created, signed]).when(upload(' a.png || ||b.pdf')).then([uploaded]);
    expect(stateAfter([created, signed, uploaded]).artwork).toEqual({
      files: 'a.png||b.pdf',
      status: 'not_confirmed',
    });
  });

  it('is refused before signing, without files, or on a closed order', () => {
    given([created]).when(upload('a.png')).thenThrows('ORDER.NOT_SIGNED', 'orders.notSigned');
    given([created, signed]).when(upload(' || ')).thenThrows('ORDER.FILES_REQUIRED', { field: 'files' });
    given([created, signed, ended]).when(upload('a.png')).thenThrows('ORDER.CLOSED');
  });
});

describe('supplementary orders', () => {
  const requested: OrderEvent = {
    type: 'SupplementaryOrderRequested',
    data: {
      orderId: 'order-1-b1',
      n: 1,
      quantity: 500,
      reason: 'Reprint after a failed lot',
      by: OWNER,
      at: AT,
    },
  };

  it('are raised on a signed normal order, numbered in turn, once per id', () => {
    given([created, signed]).when(supplementary()).then([requested]);
    given([created, signed, requested]).when(supplementary()).then([]);
    given([created, signed, requested])
      .when(supplementary(200, 'order-1-b2'))
      .thenMatches([{ data: { orderId: 'order-1-b2', n: 2, quantity: 200 } }]);
    expect(stateAfter([created, signed, requested]).supplementaries).toEqual(['order-1-b1']);
  });

  it('are refused in Wait, on a closed order, on a supplementary order, and with a bad quantity or no reason', () => {
    given([created]).when(supplementary()).thenThrows('ORDER.NOT_SIGNED');
    given([created, signed, ended]).when(supplementary()).thenThrows('ORDER.CLOSED');
    const child: OrderEvent = {
      type: 'OrderCreated',
      data: { ...data, type: 'supplementary', parentOrderId: 'p' },
    };
    given([child, signed]).when(supplementary()).thenThrows('ORDER.SUPPLEMENTARY_OF_NORMAL');
    for (const quantity of [0, -5, 1.5])
      given([created, signed])
        .when(supplementary(quantity))
        .thenThrows('ORDER.QUANTITY_INVALID', { field: 'quantity' });
    given([created, signed])
      .when(supplementary(5, 'x', ' '))
      .thenThrows('ORDER.REASON_REQUIRED');
  });

  it('create an order linked to the parent, at its unit price, that follows the same steps', () => {
    const child = supplementaryOrder(data, { orderId: 'order-1-b1', n: 1, quantity: 500, at: AT });
    expect(child).toMatchObject({
      orderId: 'order-1-b1',
      number: 'HT20261124001-1-B1',
      type: 'supplementary',
      parentOrderId: 'order-1',
      quantity: 500,
      unitPrice: '0.4521',
      total: '226.05',
      contractId: 'contract-1',
    });
    const childCreated: OrderEvent = { type: 'OrderCreated', data: child };
    given([childCreated])
      .when(sign('s-9'))
      .thenMatches([{ type: 'OrderSigned' }]);
  });

  it('price as the unit price times the quantity, in cents in every currency', () => {
    expect(supplementaryTotal('0.1', 3)).toBe('0.30');
    expect(supplementaryTotal('0.55', 1000)).toBe('550.00');
    expect(supplementaryTotal('0.1235', 1000)).toBe('123.50');
    expect(supplementaryTotal('0.3334', 1)).toBe('0.33');
  });
});

describe('a signing selection', () => {
  const at = { by: OWNER, at: AT };
  const state = (events: OrderEvent[]) => stateAfter(events);
  const other = (orderId: string, contractId: string, total: string): OrderEvent => ({
    type: 'OrderCreated',
    data: { ...data, orderId, contractId, total },
  });

  it('needs at least one order', () => {
    expect(() => signingGroups([], at)).toThrow('ORDER.NO_SELECTION');
  });

  it('groups the orders by contract with their totals and terms, each once', () => {
    const groups = signingGroups(
      [
        state([created]),
        state([other('o2', 'contract-2', '10.00')]),
        state([other('o3', 'contract-1', '5.50')]),
        state([created]),
      ],
      at,
    );
    expect(groups).toEqual([
      {
        contractId: 'contract-1',
        orderIds: ['order-1', 'o3'],
        orderTotals: { 'order-1': '4521.00', o3: '5.50' },
        paymentTerms: 'advance30',
        currency: 'CNY',
      },
      {
        contractId: 'contract-2',
        orderIds: ['o2'],
        orderTotals: { o2: '10.00' },
        paymentTerms: 'advance30',
        currency: 'CNY',
      },
    ]);
  });

  it("refuses an order that cannot be signed, with the order's own reason", () => {
    expect(() => signingGroups([state([created, signed])], at)).toThrow('ORDER.NOT_WAITING');
    expect(() => signingGroups([state([created, cancelRequested])], at)).toThrow(
      'ORDER.REMARKS_UNDER_REVIEW',
    );
    expect(() => signingGroups([state([created, invalidated])], at)).toThrow('ORDER.CLOSED');
    expect(() => signingGroups([state([])], at)).toThrow('ORDER.NOT_FOUND');
  });
});

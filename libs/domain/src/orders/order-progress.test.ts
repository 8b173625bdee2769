import { deciderSpec } from '../../../../test/support/decider-spec';
import { type OrderCommand, type OrderCreatedData, type OrderEvent, orderDecider } from './order';
import type { OrderAdvancedData } from './order-progress';

/** The order's forward steps after signing, carried by its fulfilment process (AdvanceOrder). */

const { given, stateAfter } = deciderSpec(orderDecider);

const AT = '2026-11-27T08:00:00.000Z';
const OWNER = 'sales-1';
const SYSTEM = 'system:fulfilment';

const created: OrderEvent = {
  type: 'OrderCreated',
  data: { orderId: 'order-1', number: 'HT-1', ownerId: OWNER, type: 'normal' } as OrderCreatedData,
};
const signed: OrderEvent = { type: 'OrderSigned', data: { signingId: 'signing-1', by: OWNER, at: AT } };

const data = (status: OrderAdvancedData['status'], step = `to-${status}`): OrderAdvancedData => ({
  status,
  step,
  by: SYSTEM,
  at: AT,
});
const advance = (status: OrderAdvancedData['status']): OrderCommand => ({
  type: 'AdvanceOrder',
  data: data(status),
});
const advanced = (status: OrderAdvancedData['status']): OrderEvent => ({
  type: 'OrderAdvanced',
  data: data(status),
});

describe('advancing an order', () => {
  it('moves a signed order to Product, then Inspection', () => {
    given([created, signed])
      .when(advance('product'))
      .then([advanced('product')]);
    expect(stateAfter([created, signed, advanced('product')]).status).toBe('product');
    given([created, signed, advanced('product')])
      .when(advance('inspection'))
      .then([advanced('inspection')]);
  });

  it('may pass over a step it did not hear of', () => {
    given([created, signed])
      .when(advance('inspection'))
      .then([advanced('inspection')]);
  });

  it('records the same step once (a reaction run again)', () => {
    given([created, signed, advanced('product')])
      .when(advance('product'))
      .then([]);
  });

  it('never moves back', () => {
    const inspection = [created, signed, advanced('product'), advanced('inspection')];
    given(inspection).when(advance('product')).then([]);
    expect(stateAfter(inspection).status).toBe('inspection');
  });

  it('does not move an order that waits to be signed', () => {
    given([created]).when(advance('product')).then([]);
  });

  it.each<[string, OrderEvent[]]>([
    [
      'canceled',
      [
        { type: 'OrderCancelRequested', data: { reason: 'Design changed', by: OWNER, at: AT } },
        { type: 'OrderCancelApproved', data: { by: 'boss-1', at: AT } },
      ],
    ],
    ['invalidated', [{ type: 'OrderInvalidated', data: { reason: 'Duplicate', by: OWNER, at: AT } }]],
    ['ended', [{ type: 'OrderEnded', data: { reason: 'Short run', by: OWNER, at: AT } }]],
  ])('does not move a %s order', (_, closing) => {
    given([created, signed, ...closing])
      .when(advance('product'))
      .then([]);
    given([created, signed, advanced('product'), ...closing])
      .when(advance('inspection'))
      .then([]);
  });

  it('refuses an order that does not exist', () => {
    given([]).when(advance('product')).thenThrows('ORDER.NOT_FOUND');
  });
});

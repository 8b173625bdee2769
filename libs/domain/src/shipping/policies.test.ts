import type { OrderShippingView, Role, ShippingAction } from '@packflow/contracts';
import { fold } from '../shared/decider';
import {
  approvalActions,
  shippingActions,
  shippingStandingOfRow,
  traderShipmentOf,
  traderShippingOf,
} from './policies';
import { shipReadiness } from './readiness';
import { type ShippingEvent, shippingDecider, standingOf } from './shipping';
import { completed, decidedEvent, released, requestedEvent, shipped } from './shipping-fixtures';

/** Who may do what with an order's shipping, now; what a trader sees of it. */

const actor = (role: Role, id = `${role}-1`) => ({ id, role });
const OWNER = 'OperatorIndex-1';

const actionsAfter = (events: ShippingEvent[], role: Role, id?: string): ShippingAction[] => {
  const state = fold(shippingDecider, events);
  return shippingActions(standingOf(state), state.exists, actor(role, id), OWNER);
};

const OPEN = released(6000);
const PART = [...OPEN, shipped('a', 4000, 1)];
const CREDIT_ASKED = [...PART, requestedEvent('c1', 'credit', null, OWNER)];
const CREDIT_GIVEN = [...CREDIT_ASKED, decidedEvent('c1', true)];
const DONE = [...released(12000), shipped('a', 10000, 1), completed()];

describe('shipping actions', () => {
  it.each<[string, ShippingEvent[], Role, string | undefined, ShippingAction[]]>([
    ['nothing released, the warehouse', [], 'Warehouse', undefined, []],
    ['nothing released, the owner', [], 'OperatorIndex', OWNER, []],
    ['open, nothing shipped, the warehouse', OPEN, 'Warehouse', undefined, ['ship']],
    ['part shipped, the warehouse', PART, 'Warehouse', undefined, ['ship', 'closeShort']],
    ['part shipped, the owner', PART, 'OperatorIndex', OWNER, ['requestOverShipment', 'requestCredit']],
    ['part shipped, another salesman', PART, 'OperatorIndex', 'OperatorIndex-2', []],
    ['part shipped, a trader (he follows, asks nothing)', PART, 'Traders', OWNER, []],
    ['part shipped, a supervisor with nothing to answer', PART, 'OperatorManage', undefined, []],
    ['part shipped, Finance', PART, 'Finance', undefined, []],
    ['a credit release asked, the owner', CREDIT_ASKED, 'OperatorIndex', OWNER, ['requestOverShipment']],
    [
      'a credit release asked, a supervisor',
      CREDIT_ASKED,
      'OperatorManage',
      undefined,
      ['approve', 'reject'],
    ],
    ['released on credit, the owner', CREDIT_GIVEN, 'OperatorIndex', OWNER, ['requestOverShipment']],
    [
      'part shipped, Admin',
      PART,
      'Admin',
      undefined,
      ['ship', 'closeShort', 'requestOverShipment', 'requestCredit'],
    ],
    ['shipped in full, the warehouse', DONE, 'Warehouse', undefined, []],
    ['shipped in full, the owner', DONE, 'OperatorIndex', OWNER, []],
  ])('%s', (_, events, role, id, expected) => {
    expect(actionsAfter(events, role, id)).toEqual(expected);
  });

  it.each<[string, boolean, number, ShippingAction[]]>([
    ['the balance confirmed and released quantity left', true, 0, ['ship', 'closeShort']],
    ['the balance not confirmed: no shipment of any quantity can go', false, 0, ['closeShort']],
    ['everything released shipped already', true, 2000, ['closeShort']],
  ])(
    'the warehouse, with the readiness check for one more unit: %s',
    (_, balanceConfirmed, extra, expected) => {
      const state = fold(shippingDecider, extra ? [...PART, shipped('b', extra, 2)] : PART);
      const standing = standingOf(state);
      const readiness = shipReadiness(standing, { balanceConfirmed, tolerancePct: 10 });
      const actions = shippingActions(standing, state.exists, actor('Warehouse', 'wh-1'), OWNER, readiness);
      expect(actions).toEqual(expected);
      // Offered means a shipment of one unit is accepted by the same check; not offered, refused.
      expect(actions.includes('ship')).toBe(readiness.ready);
    },
  );

  it.each<[string, Role, string, 'pending' | 'approved', string[]]>([
    ['a supervisor answers a pending request', 'OperatorManage', 'boss-1', 'pending', ['approve', 'reject']],
    ['Admin too', 'Admin', 'admin-1', 'pending', ['approve', 'reject']],
    ['never the one who asked', 'Admin', OWNER, 'pending', []],
    ['nor a request answered already', 'OperatorManage', 'boss-1', 'approved', []],
    ['nor the warehouse', 'Warehouse', 'wh-1', 'pending', []],
  ])('one approval: %s', (_, role, id, status, expected) => {
    expect(approvalActions({ status, requestedBy: OWNER }, actor(role, id))).toEqual(expected);
  });

  it('reads a shipping_orders row as the folded stream', () => {
    const state = fold(shippingDecider, [
      ...CREDIT_ASKED,
      requestedEvent('o1', 'overShipment', 300, OWNER),
      decidedEvent('o1', true),
    ]);
    expect(
      shippingStandingOfRow({
        ordered: '10000',
        inspected: 6000,
        shipped: '4000',
        approved_over: 300,
        credit_released: false,
        status: 'partial',
        pending_approvals: ['credit'],
      }),
    ).toEqual(standingOf(state));
    expect(
      shippingStandingOfRow({
        ordered: 1,
        inspected: 1,
        shipped: 1,
        approved_over: 0,
        credit_released: true,
        status: 'closedShort',
        pending_approvals: null,
      }),
    ).toMatchObject({ closed: true, creditReleased: true, pending: [] });
  });
});

describe("a trader's view of shipping", () => {
  const state = fold(shippingDecider, PART);
  const view: OrderShippingView = {
    orderId: 'order-1',
    orderNumber: 'HT20261124001-1',
    customerId: 'customer-1',
    customerName: 'Qingdao Tea',
    ownerId: OWNER,
    unit: 'piece',
    status: state.status,
    defaultAddress: 'No. 1 Hong Kong Road, Qingdao',
    defaultRegionCode: '370202',
    remote: false,
    discountAllows: true,
    readiness: shipReadiness(standingOf(state), { balanceConfirmed: true, tolerancePct: 10 }),
    shipments: state.shipments.map((s) => ({ ...s, id: s.shipmentId, byName: 'Li Wei' })),
    approvals: [],
    closeReason: null,
    concession: null,
    actions: ['ship'],
  };

  it('shows the shipments with their waybills, never freight, weight, staff or approvals', () => {
    expect(traderShippingOf(view)).toEqual({
      orderId: 'order-1',
      status: 'partial',
      shipped: 4000,
      ordered: 10000,
      shipments: [
        { id: 'a', n: 1, quantity: 4000, waybill: 'SFa', company: 'SF Express', at: state.shipments[0]!.at },
      ],
    });
    expect(JSON.stringify(traderShippingOf(view))).not.toMatch(
      /freight|35\.00|weight|wh-1|Li Wei|approvals|address/,
    );
    expect(Object.keys(traderShipmentOf(view.shipments[0]!)).sort()).toEqual([
      'at',
      'company',
      'id',
      'n',
      'quantity',
      'waybill',
    ]);
  });
});

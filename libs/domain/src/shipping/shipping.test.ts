import type { ShipBlock } from '@packflow/contracts';
import { deciderSpec, outcomeOf } from '../../../../test/support/decider-spec';
import {
  AT,
  type ShipmentOptions,
  added,
  completed,
  decidedEvent,
  ended,
  opened,
  openedEvent,
  release,
  released,
  requestedEvent,
  ship,
  shipped,
} from './shipping-fixtures';
import {
  type ShippingCommand,
  type ShippingEvent,
  concessionOf,
  shippedOf,
  shippingDecider,
  standingOf,
} from './shipping';
import { ShipBlockedError } from './shipping-checks';

/** Every gate of an order's shipping, as tables of cases: given its history, when a command, then events or a refusal. */

const { given, stateAfter } = deciderSpec(shippingDecider);

/** The blocks a refused shipment names (fails the test when it went). */
function blocksOf(history: ShippingEvent[], command: ShippingCommand): ShipBlock[] {
  const { error } = outcomeOf(() => shippingDecider.decide(command, stateAfter(history)));
  expect(error).toBeInstanceOf(ShipBlockedError);
  return (error as ShipBlockedError).details.blocks;
}

describe('good quantity is released to shipping', () => {
  it('the first lot opens the order with its facts; the next only adds; the same lot again adds nothing', () => {
    given([])
      .when(release(1, 6000))
      .then([openedEvent, added(1, 6000)]);
    given(released(6000))
      .when(release(2, 3000, 'Slight colour shift'))
      .then([added(2, 3000, 'Slight colour shift')]);
    given(released(6000)).when(release(1, 6000)).then([]);
  });

  it('takes nothing once the order ended', () => {
    given([...released(6000), ended])
      .when(release(2, 3000))
      .then([]);
  });

  it('prints the concessions the released lots carry on the delivery note', () => {
    expect(concessionOf(stateAfter(released(6000)))).toBeNull();
    expect(
      concessionOf(stateAfter([...released(6000), added(2, 3000, 'Colour'), added(3, 10, 'Seal')])),
    ).toBe('Colour; Seal');
  });
});

describe('a shipment is recorded', () => {
  it('goes when nothing blocks it, numbered within the order, without the facts it was checked with', () => {
    given(released(6000))
      .when(ship('a', 4000))
      .then([shipped('a', 4000, 1)]);
    given([...released(6000), shipped('a', 4000, 1)])
      .when(ship('b', 1000))
      .then([shipped('b', 1000, 2)]);
  });

  it.each<[string, ShippingEvent[], number, ShipmentOptions, ShipBlock[]]>([
    ['nothing released yet', [], 100, {}, ['notInspected']],
    ['above the inspected quantity', released(6000), 6001, {}, ['aboveInspected']],
    [
      'two shipments together above the inspected quantity',
      [...released(6000), shipped('a', 4000, 1)],
      2001,
      {},
      ['aboveInspected'],
    ],
    [
      'two shipments together past the order and tolerance',
      [...released(12000), shipped('a', 6000, 1)],
      5001,
      {},
      ['overOrdered'],
    ],
    ['past the tolerance in one', released(12000), 11001, {}, ['overOrdered']],
    ['the balance not confirmed', released(6000), 100, { balanceConfirmed: false }, ['balanceUnconfirmed']],
    [
      'a credit release asked but not yet answered',
      [...released(6000), requestedEvent('c1', 'credit')],
      100,
      { balanceConfirmed: false },
      ['balanceUnconfirmed'],
    ],
    [
      'a credit release rejected',
      [...released(6000), requestedEvent('c1', 'credit'), decidedEvent('c1', false)],
      100,
      { balanceConfirmed: false },
      ['balanceUnconfirmed'],
    ],
    [
      'postage exempt to a remote area',
      released(6000),
      100,
      { remote: true, postage: { mode: 'exempt', amount: '0.00' } },
      ['postageNotExempt'],
    ],
    [
      'postage exempt by priority express',
      released(6000),
      100,
      { service: 'priorityExpress', postage: { mode: 'exempt', amount: '0.00' } },
      ['postageNotExempt'],
    ],
    [
      'after the order shipped in full',
      [...released(12000), shipped('a', 10000, 1), completed()],
      100,
      {},
      ['closed'],
    ],
    [
      'after the order was closed short',
      [...released(6000), shipped('a', 4000, 1), completed('closedShort', 'rest not needed')],
      100,
      {},
      ['closed'],
    ],
    ['after the order ended', [...released(6000), ended], 100, {}, ['closed']],
    [
      'with every reason at once, each named',
      [...released(6000), shipped('a', 4000, 1), ended],
      7001,
      { balanceConfirmed: false, remote: true, postage: { mode: 'exempt', amount: '0.00' } },
      ['closed', 'aboveInspected', 'overOrdered', 'balanceUnconfirmed', 'postageNotExempt'],
    ],
  ])('is refused %s', (_, history, quantity, options, blocks) => {
    expect(blocksOf(history, ship('z', quantity, options))).toEqual(blocks);
  });

  it('a refusal carries one translated reason per block and the figures behind them', () => {
    const { error } = outcomeOf(() =>
      shippingDecider.decide(
        ship('z', 2001, { balanceConfirmed: false }),
        stateAfter([...released(6000), shipped('a', 4000, 1)]),
      ),
    );
    const details = (error as ShipBlockedError).details;
    expect(error).toMatchObject({
      code: 'SHIPPING.BLOCKED',
      messageKey: 'shipping.blocked',
      params: { count: 2 },
    });
    expect(details.reasons.map((r) => r.messageKey)).toEqual([
      'shipping.block.aboveInspected',
      'shipping.block.balanceUnconfirmed',
    ]);
    expect(details.figures).toEqual({
      ordered: 10000,
      inspected: 6000,
      shipped: 4000,
      limit: 11000,
      remaining: 2000,
      outstanding: 6000,
      tolerancePct: 10,
    });
    // The sentences print the quantities as the console shows them: 2,000, not 2000.
    expect(details.reasons[0]!.params).toEqual({
      remaining: '2,000',
      inspected: '6,000',
      shipped: '4,000',
      limit: '11,000',
      ordered: '10,000',
      tolerance: '10',
    });
  });

  it.each<[string, ShippingEvent[], number, ShipmentOptions]>([
    [
      'an approved over-shipment raises the limit',
      [
        ...released(12000),
        requestedEvent('o1', 'overShipment', 500),
        decidedEvent('o1', true),
        shipped('a', 6000, 1),
      ],
      5500,
      {},
    ],
    [
      'a credit release lifts the balance block',
      [...released(6000), requestedEvent('c1', 'credit'), decidedEvent('c1', true)],
      100,
      { balanceConfirmed: false },
    ],
    ['postage exempt within the rule', released(6000), 100, { postage: { mode: 'exempt', amount: '0.00' } }],
  ])('goes: %s', (_, history, quantity, options) => {
    const [first] = given(history).when(ship('z', quantity, options)).events;
    expect(first).toMatchObject({ type: 'ShipmentRecorded', data: { quantity } });
  });

  it.each<[string, ShippingEvent[], number]>([
    [
      'an over-shipment rejected',
      [
        ...released(12000),
        requestedEvent('o1', 'overShipment', 500),
        decidedEvent('o1', false),
        shipped('a', 6000, 1),
      ],
      5500,
    ],
    [
      'an over-shipment still pending',
      [...released(12000), requestedEvent('o1', 'overShipment', 500), shipped('a', 6000, 1)],
      5500,
    ],
  ])('is refused over the order: %s', (_, history, quantity) => {
    expect(blocksOf(history, ship('z', quantity))).toEqual(['overOrdered']);
  });

  it.each<[string, number, boolean]>([
    ['below the ordered quantity: keeps it open', 9999, false],
    ['reaching the ordered quantity: completes the order', 10000, true],
    ['within the tolerance above it: completes the order', 11000, true],
  ])('%s', (_, quantity, completes) => {
    const events = given(released(12000)).when(ship('b', quantity)).events;
    expect(events.map((e) => e.type)).toEqual(
      completes ? ['ShipmentRecorded', 'ShippingCompleted'] : ['ShipmentRecorded'],
    );
    if (completes) expect(events[1]).toEqual(completed());
  });

  it('the same shipment sent again records nothing, even where a new one would now be refused', () => {
    const history = [...released(12000), shipped('a', 10000, 1), completed()];
    given(history).when(ship('a', 10000)).then([]);
    given([...released(6000), shipped('a', 6000, 1)])
      .when(ship('a', 6000))
      .then([]);
  });

  it.each([[0], [-5], [10.5]])('refuses a quantity of %s', (quantity) => {
    given(released(6000))
      .when(ship('z', quantity))
      .thenThrows('SHIPPING.QUANTITY_INVALID', { field: 'quantity' });
  });

  it('two warehouse users shipping the last quantity on the same version: the second, decided again on the new state, is refused', () => {
    const before = [...released(6000), shipped('a', 4000, 1)];
    const first = given(before).when(ship('b', 2000)).events;
    expect(first).toEqual([shipped('b', 2000, 2)]);
    expect(blocksOf([...before, ...first], ship('c', 2000))).toEqual(['aboveInspected']);
  });
});

describe('the warehouse closes an order short', () => {
  const close = (reason = 'The customer needs no more', by = 'wh-1'): ShippingCommand => ({
    type: 'CloseShort',
    data: { reason, by, at: AT },
  });

  it('once something shipped, with the reason', () => {
    given([...released(6000), shipped('a', 4000, 1)])
      .when(close('  The customer needs no more '))
      .then([completed('closedShort', 'The customer needs no more')]);
    const state = stateAfter([...released(6000), shipped('a', 4000, 1), completed('closedShort', 'No more')]);
    expect([state.status, state.closeReason, standingOf(state).closed]).toEqual([
      'closedShort',
      'No more',
      true,
    ]);
  });

  it.each<[string, ShippingEvent[], ShippingCommand, string]>([
    ['nothing shipped yet', released(6000), close(), 'SHIPPING.NOTHING_SHIPPED'],
    ['nothing released', [], close(), 'SHIPPING.NOT_INSPECTED'],
    ['without a reason', [...released(6000), shipped('a', 4000, 1)], close(' '), 'SHIPPING.REASON_REQUIRED'],
    [
      'closed already',
      [...released(6000), shipped('a', 4000, 1), completed('closedShort', 'x')],
      close(),
      'SHIPPING.CLOSED',
    ],
    [
      'shipped in full',
      [...released(12000), shipped('a', 10000, 1), completed()],
      close(),
      'SHIPPING.CLOSED',
    ],
    ['ended with the order', [...released(6000), shipped('a', 4000, 1), ended], close(), 'SHIPPING.CLOSED'],
  ])('is refused %s', (_, history, command, code) => {
    given(history).when(command).thenThrows(code);
  });
});

describe('the order ends', () => {
  const end: ShippingCommand = { type: 'EndShipping', data: { reason: 'Canceled', at: AT } };
  it.each<[string, ShippingEvent[], ShippingEvent[]]>([
    ['open: it ends', released(6000), [ended]],
    ['part shipped: it ends', [...released(6000), shipped('a', 10, 1)], [ended]],
    ['ended already: nothing', [...released(6000), ended], []],
    ['shipped in full: nothing', [...released(12000), shipped('a', 10000, 1), completed()], []],
    ['closed short: nothing', [...released(6000), shipped('a', 10, 1), completed('closedShort', 'x')], []],
  ])('%s', (_, history, events) => {
    given(history).when(end).then(events);
  });
});

describe('the state', () => {
  it('folds the figures the check reads', () => {
    const state = stateAfter([
      ...released(6000),
      added(2, 4000),
      requestedEvent('o1', 'overShipment', 300),
      decidedEvent('o1', true),
      requestedEvent('o2', 'overShipment', 200),
      decidedEvent('o2', false),
      requestedEvent('c1', 'credit'),
      shipped('a', 2500, 1),
      shipped('b', 1500, 2),
    ]);
    expect(standingOf(state)).toEqual({
      ordered: 10000,
      inspected: 10000,
      shipped: 4000,
      approvedOver: 300,
      creditReleased: false,
      closed: false,
      pending: ['credit'],
    });
    expect([state.status, shippedOf(state), state.order]).toEqual(['partial', 4000, opened]);
  });
});

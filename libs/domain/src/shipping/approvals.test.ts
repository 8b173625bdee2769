import fc from 'fast-check';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { DomainError } from '../shared/decider';
import { figuresOf } from './readiness';
import {
  type ApprovalDecidedData,
  type ApprovalRequestedData,
  type ShippingCommand,
  type ShippingEvent,
  type ShippingState,
  shippedOf,
  shippingDecider,
  standingOf,
} from './shipping';
import {
  answer,
  asked,
  completed,
  decidedEvent,
  ended,
  release,
  released,
  requestedEvent,
  ship,
  shipped,
} from './shipping-fixtures';

/** OperatorManage's approvals (over-shipment, credit release), and what no sequence of commands can reach. */

const { given, stateAfter } = deciderSpec(shippingDecider);

const request = (...args: Parameters<typeof asked>): ShippingCommand => ({
  type: 'RequestShipApproval',
  data: asked(...args),
});
const decide = (...args: Parameters<typeof answer>): ShippingCommand => ({
  type: 'DecideShipApproval',
  data: answer(...args),
});
const requestWith = (over: Partial<ApprovalRequestedData>): ShippingCommand => ({
  type: 'RequestShipApproval',
  data: { ...asked('x', 'overShipment', 500), ...over },
});
const decideWith = (over: Partial<ApprovalDecidedData>): ShippingCommand => ({
  type: 'DecideShipApproval',
  data: { ...answer('o1', true), ...over },
});

describe('the salesman asks for an approval', () => {
  it.each<[string, ShippingCommand, object]>([
    [
      'an over-shipment with its quantity',
      request('o1', 'overShipment', 500),
      { kind: 'overShipment', quantity: 500 },
    ],
    [
      'a credit release, with no quantity',
      requestWith({ approvalId: 'c1', kind: 'credit', quantity: 800 }),
      { kind: 'credit', quantity: null },
    ],
    [
      'with the reason trimmed',
      requestWith({ reason: '  Customer takes it  ' }),
      { reason: 'Customer takes it' },
    ],
  ])('%s', (_, command, data) => {
    given(released(6000))
      .when(command)
      .thenMatches([{ type: 'ShipApprovalRequested', data }]);
  });

  it('the same request sent again records nothing', () => {
    given([...released(6000), requestedEvent('o1', 'overShipment', 500)])
      .when(request('o1', 'overShipment', 500))
      .then([]);
  });

  it.each<[string, ShippingEvent[], ShippingCommand, string]>([
    ['before anything is released', [], request('o1', 'overShipment', 500), 'SHIPPING.NOT_INSPECTED'],
    ['without a reason', released(6000), requestWith({ reason: ' ' }), 'SHIPPING.REASON_REQUIRED'],
    [
      'an over-shipment without a quantity',
      released(6000),
      requestWith({ quantity: null }),
      'SHIPPING.QUANTITY_INVALID',
    ],
    [
      'an over-shipment of part of a unit',
      released(6000),
      requestWith({ quantity: 2.5 }),
      'SHIPPING.QUANTITY_INVALID',
    ],
    [
      'a second over-shipment while one waits',
      [...released(6000), requestedEvent('o1', 'overShipment', 500)],
      request('o2', 'overShipment', 100),
      'SHIPPING.APPROVAL_PENDING',
    ],
    [
      'a second credit release while one waits',
      [...released(6000), requestedEvent('c1', 'credit')],
      request('c2', 'credit'),
      'SHIPPING.APPROVAL_PENDING',
    ],
    [
      'a credit release once released on credit',
      [...released(6000), requestedEvent('c1', 'credit'), decidedEvent('c1', true)],
      request('c2', 'credit'),
      'SHIPPING.CREDIT_RELEASED',
    ],
    [
      'on a closed order',
      [...released(12000), shipped('a', 10000, 1), completed()],
      request('o1', 'overShipment', 500),
      'SHIPPING.CLOSED',
    ],
    ['on an ended order', [...released(6000), ended], request('c1', 'credit'), 'SHIPPING.CLOSED'],
  ])('is refused %s', (_, history, command, code) => {
    given(history).when(command).thenThrows(code);
  });

  it('an over-shipment and a credit release may wait together; a rejected one may be asked again', () => {
    given([...released(6000), requestedEvent('o1', 'overShipment', 500)])
      .when(request('c1', 'credit'))
      .thenMatches([{ data: { kind: 'credit' } }]);
    given([...released(6000), requestedEvent('c1', 'credit'), decidedEvent('c1', false)])
      .when(request('c2', 'credit'))
      .thenMatches([{ data: { approvalId: 'c2' } }]);
  });
});

describe('OperatorManage answers', () => {
  const waiting = [...released(6000), requestedEvent('o1', 'overShipment', 500)];

  it.each<[boolean, number]>([
    [true, 500],
    [false, 0],
  ])('approved %s: the limit rises by %i', (approved, raise) => {
    const events = given(waiting).when(decideWith({ approved, reason: ' Agreed ' })).events;
    expect(events).toEqual([
      { type: 'ShipApprovalDecided', data: { ...answer('o1', approved), reason: 'Agreed' } },
    ]);
    const state = stateAfter([...waiting, ...events]);
    expect(figuresOf(standingOf(state), 10).limit).toBe(11000 + raise);
    expect(standingOf(state).pending).toEqual([]);
  });

  it.each<[string, ShippingEvent[], ShippingCommand, string]>([
    [
      'a request that does not exist',
      waiting,
      decideWith({ approvalId: 'nope' }),
      'SHIPPING.APPROVAL_NOT_FOUND',
    ],
    [
      'a request answered already',
      [...waiting, decidedEvent('o1', true)],
      decide('o1', false),
      'SHIPPING.APPROVAL_DECIDED',
    ],
    ['by the one who asked', waiting, decideWith({ by: 'sales-1' }), 'SHIPPING.OWN_DECISION'],
    ['without a reason', waiting, decideWith({ reason: '' }), 'SHIPPING.REASON_REQUIRED'],
  ])('refuses %s', (_, history, command, code) => {
    given(history).when(command).thenThrows(code);
  });
});

describe('whatever the warehouse, the salesman and OperatorManage do (property)', () => {
  const commandArb: fc.Arbitrary<ShippingCommand> = fc.oneof(
    fc
      .record({ n: fc.integer({ min: 1, max: 4 }), q: fc.integer({ min: 1, max: 6000 }) })
      .map(({ n, q }) => release(n, q)),
    fc
      .record({
        id: fc.integer({ min: 1, max: 12 }),
        q: fc.integer({ min: 1, max: 8000 }),
        balance: fc.boolean(),
        tol: fc.integer({ min: 0, max: 20 }),
      })
      .map(({ id, q, balance, tol }) => ship(`s${id}`, q, { balanceConfirmed: balance, tolerancePct: tol })),
    fc
      .record({
        id: fc.integer({ min: 1, max: 4 }),
        credit: fc.boolean(),
        q: fc.integer({ min: 1, max: 3000 }),
      })
      .map(({ id, credit, q }) => request(`a${id}`, credit ? 'credit' : 'overShipment', credit ? null : q)),
    fc
      .record({ id: fc.integer({ min: 1, max: 4 }), ok: fc.boolean() })
      .map(({ id, ok }) => decide(`a${id}`, ok)),
    fc.constant<ShippingCommand>({ type: 'CloseShort', data: { reason: 'No more', by: 'wh-1', at: '' } }),
    fc.constant<ShippingCommand>({ type: 'EndShipping', data: { reason: 'Canceled', at: '' } }),
  );

  it('never ships above the inspected quantity nor above the limit of the tolerance asked with, nor after the close', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        let state: ShippingState = shippingDecider.initialState();
        for (const command of commands) {
          let events: ShippingEvent[] = [];
          try {
            events = shippingDecider.decide(command, state);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
          const before = standingOf(state);
          state = events.reduce(shippingDecider.evolve, state);
          const after = standingOf(state);
          if (after.shipped > before.shipped && command.type === 'RecordShipment') {
            expect(before.closed).toBe(false);
            expect(after.shipped).toBeLessThanOrEqual(after.inspected);
            expect(after.shipped).toBeLessThanOrEqual(
              figuresOf(before, command.data.facts.tolerancePct).limit,
            );
            expect(command.data.facts.balanceConfirmed || before.creditReleased).toBe(true);
          }
          expect(after.shipped).toBe(shippedOf(state));
          if (after.shipped >= after.ordered && after.ordered > 0) expect(after.closed).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

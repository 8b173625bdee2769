import { deciderSpec } from '../../../../test/support/decider-spec';
import { pouchSnapshot } from '../../../../test/support/production-fixtures';
import { type OrderCreatedData, type OrderEvent, orderDecider } from '../orders/order';
import {
  FULFILMENT_ACTOR,
  type FulfilmentEvent,
  type FulfilmentState,
  type FulfilmentTrigger,
  fulfilmentDecider,
  lotFactsOf,
  productionOf,
  react,
  shippingFactsOf,
} from './fulfilment.process';
import { type InspectionCommand, type LotDisposedData, inspectionDecider } from '../inspection/inspection';
import { type ShippingCommand, shippingDecider } from '../shipping/shipping';
import { productionDecider } from './production-job';

const { given, stateAfter } = deciderSpec(fulfilmentDecider);
const production = deciderSpec(productionDecider);
const order = deciderSpec(orderDecider);
const inspection = deciderSpec(inspectionDecider);
const shipping = deciderSpec(shippingDecider);

const AT = '2026-11-27T08:00:00.000Z';
const LATER = '2026-11-28T08:00:00.000Z';

/** The step that moves the order on at a milestone, as the process issues it. */
const advanced = (status: string, step: string) => ({
  to: 'order',
  command: { type: 'AdvanceOrder', data: { status, step, by: FULFILMENT_ACTOR, at: LATER } },
});
const ORDER = 'order-1';

const orderData: OrderCreatedData = {
  orderId: ORDER,
  number: 'HT20261124001-1',
  contractId: 'contract-1',
  contractNumber: 'HT20261124001',
  quotationId: 'quotation-1',
  quotationNumber: 'BJ20261120-ABCDEF0123',
  customerId: 'customer-1',
  customerName: 'Qingdao Tea',
  ownerId: 'sales-1',
  ownerRole: 'OperatorIndex',
  printingType: 'gravure',
  taxed: true,
  paymentTerms: 'advance30',
  currency: 'CNY',
  quantity: 10000,
  unit: 'piece',
  unitPrice: '0.4521',
  total: '4521.00',
  type: 'normal',
  parentOrderId: null,
  snapshot: pouchSnapshot({ quotation_type: 'gravure', artworkCount: 2, sizes: { width: 140, length: 200 } }),
  at: AT,
};

const signedTrigger: FulfilmentTrigger = {
  type: 'OrderSigned',
  order: orderData,
  artworkFiles: 'upload/2026/11/front.pdf',
  signedAt: AT,
  at: AT,
};
const artwork: FulfilmentTrigger = { type: 'ArtworkUploaded', files: 'upload/2026/11/v2.pdf', at: LATER };
const stageStarted: FulfilmentTrigger = { type: 'StageStarted', at: LATER };
const productionFinished: FulfilmentTrigger = {
  type: 'ProductionFinished',
  quantity: 9800,
  unit: 'piece',
  lot: lotFactsOf(productionOf(orderData, '', AT, AT)),
  at: LATER,
};
const orderClosed: FulfilmentTrigger = { type: 'OrderClosed', reason: 'Canceled by the customer', at: LATER };

const trigger = (t: FulfilmentTrigger) => ({ type: 'React' as const, data: { orderId: ORDER, trigger: t } });

const started: FulfilmentEvent = { type: 'FulfilmentStarted', data: { orderId: ORDER, at: AT } };
const productionStarted: FulfilmentEvent = { type: 'FulfilmentProductionStarted', data: { at: LATER } };
const handedOver: FulfilmentEvent = {
  type: 'LotHandedOver',
  data: { orderId: ORDER, lotId: `${ORDER}:1`, quantity: 9800, unit: 'piece', sourceKey: 'final', at: LATER },
};
const reworkHandedOver: FulfilmentEvent = {
  type: 'LotHandedOver',
  data: {
    orderId: ORDER,
    lotId: `${ORDER}:2`,
    quantity: 4800,
    unit: 'piece',
    sourceKey: `rework:${ORDER}:1`,
    at: LATER,
  },
};
/** The same lots as recorded before lots named their source: the last stage's lot 1, a rework's by its id. */
const oldHandedOver: FulfilmentEvent = {
  type: 'LotHandedOver',
  data: { orderId: ORDER, lotId: `${ORDER}:1`, quantity: 9800, unit: 'piece', at: LATER },
};
const oldReworkHandedOver: FulfilmentEvent = {
  type: 'LotHandedOver',
  data: {
    orderId: ORDER,
    lotId: `${ORDER}:2`,
    quantity: 4800,
    unit: 'piece',
    reworkId: `${ORDER}:1`,
    at: LATER,
  },
};
const fulfilmentClosed: FulfilmentEvent = {
  type: 'FulfilmentClosed',
  data: { reason: 'Canceled by the customer', at: LATER },
};

/** The process's answer to a trigger after these milestones. */
const reactAfter = (events: FulfilmentEvent[], t: FulfilmentTrigger) => react(stateAfter(events), t, ORDER);

describe('the order is signed', () => {
  it('records the start once and opens the production job with the stages of the specification', () => {
    given([]).when(trigger(signedTrigger)).then([started]);
    const { steps } = reactAfter([], signedTrigger);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      to: 'production',
      command: {
        type: 'OpenProduction',
        data: {
          orderId: ORDER,
          printingType: 'gravure',
          quantity: 10000,
          unit: 'piece',
          pitchMm: 140,
          artworkFiles: 'upload/2026/11/front.pdf',
          signedAt: AT,
          stages: [
            { key: 'printing', kind: 'printing', seq: 1, outputUnit: 'meter' },
            { key: 'lamination-1', kind: 'lamination', seq: 2, outputUnit: 'meter' },
            { key: 'bagMaking', kind: 'bagMaking', seq: 3, outputUnit: 'piece' },
          ],
        },
      },
    });
    // No price leaves the order for the factory.
    expect(JSON.stringify(steps)).not.toMatch(/unitPrice|0\.4521|4521/);
  });

  it('delivered again, records nothing and issues the same opening, which the job takes once', () => {
    given([started]).when(trigger(signedTrigger)).then([]);
    const again = reactAfter([started], signedTrigger);
    expect(again.steps).toEqual(reactAfter([], signedTrigger).steps);
    const open = again.steps[0]!.command as Parameters<typeof productionDecider.decide>[0];
    const opened = production.given([]).when(open).events;
    expect(opened).toHaveLength(1);
    production.given(opened).when(open).then([]);
  });
});

describe('artwork is uploaded', () => {
  it('passes it to the production job once the process started; records nothing', () => {
    given([started]).when(trigger(artwork)).then([]);
    expect(reactAfter([started], artwork).steps).toEqual([
      { to: 'production', command: { type: 'ReceiveArtwork', data: artwork } },
    ]);
  });

  it('does nothing before the order was signed or after it closed', () => {
    expect(reactAfter([], artwork)).toEqual({ record: [], steps: [] });
    expect(reactAfter([started, fulfilmentClosed], artwork)).toEqual({ record: [], steps: [] });
  });
});

describe('the first stage starts', () => {
  const advance = advanced('product', 'productionStarted');

  it('records production started once and moves the order to Product', () => {
    given([started]).when(trigger(stageStarted)).then([productionStarted]);
    expect(reactAfter([started], stageStarted).steps).toEqual([advance]);
  });

  it('delivered again (a later stage starts too), records nothing and asks again, which the order ignores', () => {
    given([started, productionStarted]).when(trigger(stageStarted)).then([]);
    expect(reactAfter([started, productionStarted], stageStarted).steps).toEqual([advance]);
    const signed: OrderEvent[] = [
      { type: 'OrderCreated', data: orderData },
      { type: 'OrderSigned', data: { signingId: 'signing-1', by: 'sales-1', at: AT } },
    ];
    const command = advance.command as Parameters<typeof orderDecider.decide>[0];
    const moved = order.given(signed).when(command).events;
    expect(moved).toEqual([{ type: 'OrderAdvanced', data: advance.command.data }]);
    order
      .given([...signed, ...moved])
      .when(command)
      .then([]);
  });
});

describe('production finishes', () => {
  const advance = advanced('inspection', 'lotHandedOver');

  const receive = {
    to: 'inspection',
    command: {
      type: 'ReceiveLot',
      data: {
        ...lotFactsOf(productionOf(orderData, '', AT, AT)),
        lotId: `${ORDER}:1`,
        n: 1,
        quantity: 9800,
        unit: 'piece',
        source: 'production',
        at: LATER,
      },
    },
  };

  it('hands the lot over to inspection once and moves the order to Inspection', () => {
    given([started, productionStarted]).when(trigger(productionFinished)).then([handedOver]);
    expect(reactAfter([started, productionStarted], productionFinished).steps).toEqual([receive, advance]);
    expect(stateAfter([started, productionStarted, handedOver]).lots).toEqual([
      { lotId: `${ORDER}:1`, source: 'final', quantity: 9800 },
    ]);
  });

  it('delivered again, hands nothing over twice and asks the same steps, which inspection takes once', () => {
    given([started, productionStarted, handedOver]).when(trigger(productionFinished)).then([]);
    const steps = reactAfter([started, productionStarted, handedOver], productionFinished).steps;
    expect(steps).toEqual([receive, advance]);
    const command = steps[0]!.command as InspectionCommand;
    const arrived = inspection.given([]).when(command).events;
    expect(arrived).toEqual([{ type: 'LotArrived', data: receive.command.data }]);
    inspection.given(arrived).when(command).then([]);
  });

  it('after the order closed, hands nothing over', () => {
    expect(reactAfter([started, fulfilmentClosed], productionFinished)).toEqual({ record: [], steps: [] });
  });
});

describe('the order closes', () => {
  const closing = { reason: 'Canceled by the customer', at: LATER };
  const closeStep = { to: 'production', command: { type: 'CloseProduction', data: closing } };
  const closeSteps = [
    closeStep,
    { to: 'rework', command: { type: 'CloseRework', data: closing } },
    { to: 'inspection', command: { type: 'CloseInspection', data: closing } },
    { to: 'shipping', command: { type: 'EndShipping', data: closing } },
  ];

  it('records the close once and closes production, rework, inspection and shipping', () => {
    given([started]).when(trigger(orderClosed)).then([fulfilmentClosed]);
    expect(reactAfter([started], orderClosed).steps).toEqual(closeSteps);
    expect(stateAfter([started, fulfilmentClosed]).closed).toBe(true);
  });

  it('delivered again, records nothing and asks the same close, which the job takes once', () => {
    given([started, fulfilmentClosed]).when(trigger(orderClosed)).then([]);
    expect(reactAfter([started, fulfilmentClosed], orderClosed).steps).toEqual(closeSteps);
    const opened = production
      .given([])
      .when(
        reactAfter([], signedTrigger).steps[0]!.command as Parameters<typeof productionDecider.decide>[0],
      ).events;
    const close = closeStep.command as Parameters<typeof productionDecider.decide>[0];
    const closed = production.given(opened).when(close).events;
    expect(closed).toEqual([{ type: 'ProductionClosed', data: closeStep.command.data }]);
    production
      .given([...opened, ...closed])
      .when(close)
      .then([]);
  });
});

describe('the process state', () => {
  it('folds every milestone', () => {
    const state: FulfilmentState = stateAfter([
      started,
      productionStarted,
      handedOver,
      reworkHandedOver,
      fulfilmentClosed,
    ]);
    expect(state).toEqual({
      started: true,
      productionStarted: true,
      lots: [
        { lotId: `${ORDER}:1`, source: 'final', quantity: 9800 },
        { lotId: `${ORDER}:2`, source: `rework:${ORDER}:1`, quantity: 4800 },
      ],
      closed: true,
    });
  });

  it('folds the lots recorded before lots named their source alike: lot 1 the final one, a rework by its id', () => {
    const before = [started, productionStarted, oldHandedOver, oldReworkHandedOver];
    expect(stateAfter(before).lots).toEqual(
      stateAfter([started, productionStarted, handedOver, reworkHandedOver]).lots,
    );
    // Delivered again after the change, neither is handed over twice, and each keeps its number.
    given(before).when(trigger(productionFinished)).then([]);
    given(before)
      .when(trigger(reworkFinished(`${ORDER}:1`)))
      .then([]);
    expect(reactAfter(before, productionFinished).steps[0]).toMatchObject({
      command: { data: { lotId: `${ORDER}:1`, n: 1, quantity: 9800 } },
    });
    expect(reactAfter(before, reworkFinished(`${ORDER}:1`)).steps[0]).toMatchObject({
      command: { data: { lotId: `${ORDER}:2`, n: 2, source: 'rework' } },
    });
  });
});

// ---------------------------------------------------------------- after production: inspection, rework, shipping

const lotFacts = lotFactsOf(productionOf(orderData, '', AT, AT));
const reworkFinished = (reworkId: string, quantity = 4800): FulfilmentTrigger => ({
  type: 'ReworkFinished',
  reworkId,
  quantity,
  unit: 'piece',
  lot: lotFacts,
  at: LATER,
});
const toInspection = advanced('inspection', 'lotHandedOver');
const afterLot1 = [started, productionStarted, handedOver];

describe('a rework finishes', () => {
  it('hands its good output over as the next lot, once, from rework', () => {
    given(afterLot1)
      .when(trigger(reworkFinished(`${ORDER}:1`)))
      .then([reworkHandedOver]);
    expect(reactAfter(afterLot1, reworkFinished(`${ORDER}:1`)).steps).toEqual([
      {
        to: 'inspection',
        command: {
          type: 'ReceiveLot',
          data: {
            ...lotFacts,
            lotId: `${ORDER}:2`,
            n: 2,
            quantity: 4800,
            unit: 'piece',
            source: 'rework',
            at: LATER,
          },
        },
      },
      toInspection,
    ]);
  });

  it('delivered again, keeps the number its lot was given and records nothing', () => {
    const after = [...afterLot1, reworkHandedOver];
    given(after)
      .when(trigger(reworkFinished(`${ORDER}:1`)))
      .then([]);
    const { steps } = reactAfter(after, reworkFinished(`${ORDER}:1`));
    expect(steps[0]).toMatchObject({ command: { data: { lotId: `${ORDER}:2`, n: 2 } } });
  });

  it("a rework of the second lot's failure is lot 3", () => {
    const after = [...afterLot1, reworkHandedOver];
    given(after)
      .when(trigger(reworkFinished(`${ORDER}:2`, 4000)))
      .thenMatches([
        {
          type: 'LotHandedOver',
          data: { lotId: `${ORDER}:3`, sourceKey: `rework:${ORDER}:2`, quantity: 4000 },
        },
      ]);
  });

  it('after the order closed, hands nothing over', () => {
    expect(reactAfter([...afterLot1, fulfilmentClosed], reworkFinished(`${ORDER}:1`))).toEqual({
      record: [],
      steps: [],
    });
  });
});

describe('a lot is released (passed, or conceded)', () => {
  const facts = shippingFactsOf(orderData, LATER);
  const released = (concession: string | null): FulfilmentTrigger => ({
    type: 'LotReleased',
    lotId: `${ORDER}:1`,
    quantity: 9700,
    concession,
    order: facts,
    at: LATER,
  });

  it.each([[null], ['Slight colour shift']])(
    'its quantity goes to shipping (concession %s) and the order waits to be sent; shipping takes it once',
    (concession) => {
      given(afterLot1)
        .when(trigger(released(concession)))
        .then([]);
      const { steps } = reactAfter(afterLot1, released(concession));
      expect(steps).toEqual([
        {
          to: 'shipping',
          command: {
            type: 'ReleaseToShip',
            data: { order: facts, lot: { lotId: `${ORDER}:1`, quantity: 9700, concession, at: LATER } },
          },
        },
        advanced('waitsend', 'lotReleased'),
      ]);
      const command = steps[0]!.command as ShippingCommand;
      const opened = shipping.given([]).when(command).events;
      expect(opened.map((e) => e.type)).toEqual(['ShippingOpened', 'ShippableAdded']);
      shipping.given(opened).when(command).then([]);
    },
  );

  it('carries the order’s facts and no price', () => {
    expect(facts).toMatchObject({
      orderId: ORDER,
      contractId: 'contract-1',
      ordered: 10000,
      ratio: orderData.snapshot.ratio,
    });
    expect(JSON.stringify(facts)).not.toMatch(/unitPrice|0\.4521|4521/);
  });

  it('after the order closed, releases nothing', () => {
    expect(reactAfter([...afterLot1, fulfilmentClosed], released(null))).toEqual({ record: [], steps: [] });
  });
});

describe('ProductManage decided a failed lot', () => {
  const disposed = (over: Partial<LotDisposedData>): FulfilmentTrigger => ({
    type: 'LotDisposed',
    disposition: {
      lotId: `${ORDER}:1`,
      kind: 'rework',
      stage: 'bagMaking',
      quantity: 5000,
      reason: 'Seals too weak',
      supplementaryOrderId: null,
      by: 'pm-1',
      at: LATER,
      ...over,
    },
    unit: 'piece',
    number: orderData.number,
    customerName: orderData.customerName,
    at: LATER,
  });

  it.each<[string, Partial<LotDisposedData>, unknown[]]>([
    [
      'rework: opened for Product at the stage, one per lot',
      {},
      [
        {
          to: 'rework',
          command: {
            type: 'OpenRework',
            data: {
              reworkId: `${ORDER}:1`,
              orderId: ORDER,
              number: orderData.number,
              customerName: 'Qingdao Tea',
              stage: 'bagMaking',
              quantity: 5000,
              unit: 'piece',
              reason: 'Seals too weak',
              at: LATER,
            },
          },
        },
      ],
    ],
    [
      'supplementary: the order raises the new one under the id chosen',
      { kind: 'supplementary', stage: null, quantity: 3000, supplementaryOrderId: 'order-9' },
      [
        {
          to: 'order',
          command: {
            type: 'RequestSupplementaryOrder',
            data: { orderId: 'order-9', quantity: 3000, reason: 'Seals too weak', by: 'pm-1', at: LATER },
          },
        },
      ],
    ],
    ['concession: nothing until OperatorManage answers', { kind: 'concession', stage: null }, []],
  ])('%s', (_, over, steps) => {
    given(afterLot1)
      .when(trigger(disposed(over)))
      .then([]);
    expect(reactAfter(afterLot1, disposed(over)).steps).toEqual(steps);
  });

  it('the supplementary order is raised once on a signed order, however often asked', () => {
    const [step] = reactAfter(
      afterLot1,
      disposed({ kind: 'supplementary', quantity: 3000, supplementaryOrderId: 'order-9' }),
    ).steps;
    const signed: OrderEvent[] = [
      { type: 'OrderCreated', data: orderData },
      { type: 'OrderSigned', data: { signingId: 'signing-1', by: 'sales-1', at: AT } },
    ];
    const command = step!.command as Parameters<typeof orderDecider.decide>[0];
    const raised = order.given(signed).when(command).events;
    expect(raised).toMatchObject([
      { type: 'SupplementaryOrderRequested', data: { orderId: 'order-9', n: 1, quantity: 3000 } },
    ]);
    order
      .given([...signed, ...raised])
      .when(command)
      .then([]);
  });

  it('after the order closed, nothing', () => {
    expect(reactAfter([...afterLot1, fulfilmentClosed], disposed({}))).toEqual({ record: [], steps: [] });
  });
});

describe('shipping completes', () => {
  it('moves the order to Shipped; records nothing', () => {
    const done: FulfilmentTrigger = { type: 'ShippingCompleted', at: LATER };
    given(afterLot1).when(trigger(done)).then([]);
    expect(reactAfter(afterLot1, done).steps).toEqual([advanced('shipped', 'shippingCompleted')]);
  });
});

describe('parts of the last stage sent before it finishes', () => {
  const partSent = (partId: string, quantity: number): FulfilmentTrigger => ({
    type: 'PartLotSent',
    partId,
    quantity,
    unit: 'piece',
    lot: lotFacts,
    at: LATER,
  });
  const lot = (n: number, quantity: number, sourceKey: string): FulfilmentEvent => ({
    type: 'LotHandedOver',
    data: { orderId: ORDER, lotId: `${ORDER}:${n}`, quantity, unit: 'piece', sourceKey, at: LATER },
  });
  const running = [started, productionStarted];
  const part1 = lot(1, 3000, 'part:p-1');
  const part2 = lot(2, 2500, 'part:p-2');
  const rest3 = lot(3, 4300, 'final');

  /** What inspection receives: the lot's number, quantity and source. */
  type Received = { n: number; quantity: number; source: 'production' | 'rework' } | null;
  it.each<[string, FulfilmentEvent[], FulfilmentTrigger, FulfilmentEvent[], Received]>([
    [
      'a first part is lot 1',
      running,
      partSent('p-1', 3000),
      [part1],
      { n: 1, quantity: 3000, source: 'production' },
    ],
    [
      'a second part is lot 2',
      [...running, part1],
      partSent('p-2', 2500),
      [part2],
      { n: 2, quantity: 2500, source: 'production' },
    ],
    [
      'a part delivered again records nothing new and keeps its lot',
      [...running, part1, part2],
      partSent('p-1', 3000),
      [],
      { n: 1, quantity: 3000, source: 'production' },
    ],
    [
      'the stage finishing hands over the rest (9800 made, 5500 sent) as the next lot',
      [...running, part1, part2],
      productionFinished,
      [rest3],
      { n: 3, quantity: 4300, source: 'production' },
    ],
    [
      'the finish delivered again records nothing new and keeps the rest’s lot',
      [...running, part1, part2, rest3],
      productionFinished,
      [],
      { n: 3, quantity: 4300, source: 'production' },
    ],
    [
      'a rework after the parts and the rest is the next lot',
      [...running, part1, part2, rest3],
      reworkFinished(`${ORDER}:1`, 2000),
      [lot(4, 2000, `rework:${ORDER}:1`)],
      { n: 4, quantity: 2000, source: 'rework' },
    ],
    [
      'a rework of a part finished before the stage did takes the next number; the rest follows it',
      [...running, part1, lot(2, 2000, `rework:${ORDER}:1`)],
      productionFinished,
      [lot(3, 6800, 'final')],
      { n: 3, quantity: 6800, source: 'production' },
    ],
  ])('%s', (_, history, t, recorded, received) => {
    given(history).when(trigger(t)).then(recorded);
    const after = [...history, ...recorded];
    expect(reactAfter(after, t).steps).toEqual([
      {
        to: 'inspection',
        command: {
          type: 'ReceiveLot',
          data: {
            ...lotFacts,
            lotId: `${ORDER}:${received!.n}`,
            n: received!.n,
            quantity: received!.quantity,
            unit: 'piece',
            source: received!.source,
            at: LATER,
          },
        },
      },
      toInspection,
    ]);
  });

  it('the stage finishing after its parts sent everything hands over no lot, and the order still moves on', () => {
    const allSent = [...running, lot(1, 9800, 'part:p-1')];
    given(allSent).when(trigger(productionFinished)).then([]);
    expect(reactAfter(allSent, productionFinished).steps).toEqual([
      advanced('inspection', 'productionFinished'),
    ]);
  });

  it('a part received by inspection twice arrives once', () => {
    const command = reactAfter([...running, part1], partSent('p-1', 3000)).steps[0]!
      .command as InspectionCommand;
    const arrived = inspection.given([]).when(command).events;
    expect(arrived).toMatchObject([{ type: 'LotArrived', data: { lotId: `${ORDER}:1`, quantity: 3000 } }]);
    inspection.given(arrived).when(command).then([]);
  });

  it('after the order closed, a part hands nothing over', () => {
    expect(reactAfter([...running, fulfilmentClosed], partSent('p-1', 3000))).toEqual({
      record: [],
      steps: [],
    });
  });
});

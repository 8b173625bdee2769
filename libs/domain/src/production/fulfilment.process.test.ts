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
} from './fulfilment.process';
import { productionDecider } from './production-job';

const { given, stateAfter } = deciderSpec(fulfilmentDecider);
const production = deciderSpec(productionDecider);
const order = deciderSpec(orderDecider);

const AT = '2026-11-27T08:00:00.000Z';
const LATER = '2026-11-28T08:00:00.000Z';
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
  data: { orderId: ORDER, lotId: `${ORDER}:1`, quantity: 9800, unit: 'piece', at: LATER },
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
  const advance = {
    to: 'order',
    command: {
      type: 'AdvanceOrder',
      data: { status: 'product', step: 'productionStarted', by: FULFILMENT_ACTOR, at: LATER },
    },
  };

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
  const advance = {
    to: 'order',
    command: {
      type: 'AdvanceOrder',
      data: { status: 'inspection', step: 'lotHandedOver', by: FULFILMENT_ACTOR, at: LATER },
    },
  };

  it('hands the lot over to inspection once and moves the order to Inspection', () => {
    given([started, productionStarted]).when(trigger(productionFinished)).then([handedOver]);
    expect(reactAfter([started, productionStarted], productionFinished).steps).toEqual([advance]);
    expect(stateAfter([started, productionStarted, handedOver]).lots).toEqual([`${ORDER}:1`]);
  });

  it('delivered again, hands nothing over twice and asks the same advance', () => {
    given([started, productionStarted, handedOver]).when(trigger(productionFinished)).then([]);
    expect(reactAfter([started, productionStarted, handedOver], productionFinished).steps).toEqual([advance]);
  });
});

describe('the order closes', () => {
  const closeStep = {
    to: 'production',
    command: { type: 'CloseProduction', data: { reason: 'Canceled by the customer', at: LATER } },
  };

  it('records the close once and closes the production job', () => {
    given([started]).when(trigger(orderClosed)).then([fulfilmentClosed]);
    expect(reactAfter([started], orderClosed).steps).toEqual([closeStep]);
    expect(stateAfter([started, fulfilmentClosed]).closed).toBe(true);
  });

  it('delivered again, records nothing and asks the same close, which the job takes once', () => {
    given([started, fulfilmentClosed]).when(trigger(orderClosed)).then([]);
    expect(reactAfter([started, fulfilmentClosed], orderClosed).steps).toEqual([closeStep]);
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
    const state: FulfilmentState = stateAfter([started, productionStarted, handedOver, fulfilmentClosed]);
    expect(state).toEqual({ started: true, productionStarted: true, lots: [`${ORDER}:1`], closed: true });
  });
});

import type { InspectionTemplate, ShippingService } from '@packflow/contracts';
import {
  type Decider,
  fulfilment,
  inspection,
  inspectionSampling,
  inspectionSettings,
  shipping,
  shippingSettings,
} from '@packflow/domain';
import { AT, opened } from '../support/production-fixtures';

/**
 * What the inspection and shipping tests share: an order's lot as production hands it over, an
 * inspection's answers (passing or failing one check), a shipment, and a driver that folds a
 * decider's events as a test issues its commands (the events the projector tests append).
 */

/** What inspection knows of an order with each lot (a 1000-piece stand-up pouch, 120 × 200 mm). */
export const lotFacts = (orderId: string, quantity = 1000): fulfilment.LotFacts =>
  fulfilment.lotFactsOf(opened(orderId, { quantity }));

export function lotArrived(
  orderId: string,
  n: number,
  quantity: number,
  at = AT,
  source: 'production' | 'rework' = n === 1 ? 'production' : 'rework',
  ordered = 1000,
): inspection.LotArrivedData {
  return { ...lotFacts(orderId, ordered), lotId: `${orderId}:${n}`, n, quantity, unit: 'piece', source, at };
}

/** The stand-up pouch's template as a new installation has it. */
export const TEMPLATE: InspectionTemplate = inspectionSettings.templateFor(
  inspectionSettings.defaultInspectionSettings(),
  'standUp',
);

/** The order's own sizes (the pouch of production-fixtures): the norm of a size check whose template norm is 0. */
export const SIZES: Record<string, number> = lotFacts('o').sizes;

/** Every check answered: measured ones at their norm (the order's size, else 50), pass/fail ones passed unless `failing`. */
export function answers(failing: string | null = null): inspection.CheckAnswer[] {
  return TEMPLATE.checks.map((c) => {
    if (c.kind === 'passFail') return { key: c.key, passed: c.key !== failing };
    const norm = c.norm || SIZES[c.key];
    return norm ? { key: c.key, value: norm } : { key: c.key, value: 50, norm: 50 };
  });
}

/** An inspection of a lot of `quantity` at the plan's sample size: passed with `good`, or failed on colour. */
export function inspectLot(
  lotId: string,
  quantity: number,
  result: 'passed' | 'failed',
  at: string,
  good = quantity,
): inspection.InspectLotData {
  return {
    lotId,
    sampleSize: inspectionSampling.samplingPlan(quantity, '2.5').sampleSize,
    checks: answers(result === 'failed' ? 'colour' : null),
    defects: result === 'failed' ? [{ kind: 'colour', count: 3 }] : [],
    goodQuantity: result === 'passed' ? good : 0,
    photos: 'uploads/qc/a.jpg',
    note: '',
    aql: '2.5',
    template: TEMPLATE,
    by: 'qc-1',
    at,
  };
}

/** A shipment of `quantity` by courier, postage charged, its facts as the API gives them (balance confirmed). */
export function shipment(
  shipmentId: string,
  quantity: number,
  at: string,
  over: Partial<shipping.RecordShipmentData> = {},
): shipping.RecordShipmentData {
  return {
    shipmentId,
    quantity,
    waybill: `SF${shipmentId.toUpperCase()}`,
    company: 'SF Express',
    service: 'ordinaryExpress' as ShippingService,
    freight: '35.00',
    weight: 12.5,
    cartons: { count: 4, length: 40, width: 30, height: 30 },
    pallets: null,
    address: 'No. 1 Tea Road, Qingdao',
    regionCode: '370200',
    postage: { mode: 'charged', amount: '35.00' },
    by: 'wh-1',
    at,
    facts: {
      balanceConfirmed: true,
      tolerancePct: shippingSettings.defaultShippingSettings().tolerancePct,
      remote: false,
    },
    ...over,
  };
}

/** A decider's state moved by the commands a test issues; each run answers the events it decided. */
export class Driver<S, C, E> {
  state: S;
  constructor(private readonly decider: Decider<S, C, E>) {
    this.state = decider.initialState();
  }
  run(command: C): E[] {
    const events = this.decider.decide(command, this.state);
    for (const e of events) this.state = this.decider.evolve(this.state, e);
    return events;
  }
}

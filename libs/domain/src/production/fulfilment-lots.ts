import type { OrderCreatedData } from '../orders/order';
import type { OrderAdvancedData } from '../orders/order-progress';
import type { ShippingOpenedData } from '../shipping/shipping';
import {
  FULFILMENT_ACTOR,
  type FulfilmentReaction,
  type FulfilmentState,
  type FulfilmentStep,
  type FulfilmentTrigger,
  type LotFacts,
  type LotHandedOverData,
} from './fulfilment-events';
import type { ProductionOpenedData } from './production-job';

/**
 * The lots an order's fulfilment hands to inspection: what a lot is of (the last stage's rest, a
 * part sent, a rework), the number each keeps once handed over, and the facts of the order that
 * inspection and shipping are given.
 */

/** The last stage's lot, handed over when it finishes: its good output less the parts sent. */
export const FINAL_LOT = 'final';
export const partLotKey = (partId: string): string => `part:${partId}`;
export const reworkLotKey = (reworkId: string): string => `rework:${reworkId}`;

/** What a lot is of, for lots handed over before and after `sourceKey` alike. */
export const lotSourceOf = (d: Pick<LotHandedOverData, 'sourceKey' | 'reworkId'>): string =>
  d.sourceKey ?? (d.reworkId ? reworkLotKey(d.reworkId) : FINAL_LOT);

/** The order moved on to a status, by the process. */
export const advance = (status: OrderAdvancedData['status'], step: string, at: string): FulfilmentStep => ({
  to: 'order',
  command: { type: 'AdvanceOrder', data: { status, step, by: FULFILMENT_ACTOR, at } },
});

/** What inspection needs of the order with a lot, from its production job as opened. */
export function lotFactsOf(job: ProductionOpenedData): LotFacts {
  return {
    orderId: job.orderId,
    number: job.number,
    customerName: job.customerName,
    ownerId: job.ownerId,
    ownerRole: job.ownerRole,
    templateKind: job.snapshot.bagType ?? 'rollFilm',
    sizes: job.snapshot.sizes,
    stages: [...new Set(job.stages.map((s) => s.kind))],
    ordered: job.quantity,
    orderUnit: job.unit,
  };
}

/** What shipping needs of the order when its first good quantity is released. */
export function shippingFactsOf(order: OrderCreatedData, at: string): ShippingOpenedData {
  return {
    orderId: order.orderId,
    number: order.number,
    contractId: order.contractId,
    customerId: order.customerId,
    customerName: order.customerName,
    ownerId: order.ownerId,
    ownerRole: order.ownerRole,
    currency: order.currency,
    ordered: order.quantity,
    unit: order.unit,
    ratio: order.snapshot.ratio,
    at,
  };
}

/** Where a lot of this source stands: handed over already (its id and quantity), or the next lot's id. */
function lotOf(state: FulfilmentState, orderId: string, source: string) {
  const known = state.lots.find((l) => l.source === source);
  return { known, lotId: known?.lotId ?? `${orderId}:${state.lots.length + 1}` };
}

/** The good quantity of the parts sent before the last stage finished (in hundredths, exact). */
const partsSentOf = (state: FulfilmentState): number =>
  state.lots
    .filter((l) => l.source.startsWith('part:'))
    .reduce((sum, l) => sum + Math.round(l.quantity * 100), 0) / 100;

/**
 * A lot handed to inspection: recorded once on the process stream (a source already handed over
 * keeps its number and quantity), then received by inspection.
 */
export function handOver(
  state: FulfilmentState,
  orderId: string,
  source: string,
  quantity: number,
  unit: 'meter' | 'piece',
  lot: LotFacts,
  at: string,
): FulfilmentReaction {
  if (state.closed) return { record: [], steps: [] };
  const { known, lotId } = lotOf(state, orderId, source);
  const n = Number(lotId.slice(lotId.lastIndexOf(':') + 1));
  const amount = known?.quantity ?? quantity;
  return {
    record: known
      ? []
      : [{ type: 'LotHandedOver', data: { orderId, lotId, quantity, unit, sourceKey: source, at } }],
    steps: [
      {
        to: 'inspection',
        command: {
          type: 'ReceiveLot',
          data: {
            ...lot,
            orderId,
            lotId,
            n,
            quantity: amount,
            unit,
            source: source.startsWith('rework:') ? 'rework' : 'production',
            at,
          },
        },
      },
      advance('inspection', 'lotHandedOver', at),
    ],
  };
}

/**
 * The last stage finished: its good output less the parts sent before is the next lot ('final');
 * when the parts sent it all, no lot, and the order still moves on to Inspection.
 */
export function handOverRest(
  state: FulfilmentState,
  trigger: Extract<FulfilmentTrigger, { type: 'ProductionFinished' }>,
  orderId: string,
): FulfilmentReaction {
  if (state.closed) return { record: [], steps: [] };
  const rest = Math.max(0, Math.round(trigger.quantity * 100) - Math.round(partsSentOf(state) * 100)) / 100;
  if (rest <= 0 && !state.lots.some((l) => l.source === FINAL_LOT))
    return { record: [], steps: [advance('inspection', 'productionFinished', trigger.at)] };
  return handOver(state, orderId, FINAL_LOT, rest, trigger.unit, trigger.lot, trigger.at);
}

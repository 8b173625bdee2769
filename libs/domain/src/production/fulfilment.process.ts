import type { OrderCreatedData } from '../orders/order';
import { type Decider, assertNever } from '../shared/decider';
import {
  type FulfilmentCommand,
  type FulfilmentEvent,
  type FulfilmentReaction,
  type FulfilmentState,
  type FulfilmentTrigger,
  initialFulfilmentState,
} from './fulfilment-events';
import { advance, handOver, handOverRest, lotSourceOf, partLotKey, reworkLotKey } from './fulfilment-lots';
import type { ProductionOpenedData } from './production-job';
import { pitchOf, stagesOf } from './stages';

/**
 * An order's fulfilment (processes.md), one process stream per order: from its signing through
 * production, inspection (lots, rework, supplementary orders, concessions) and shipping to the
 * shipped order. It keeps which milestones it has passed; each trigger answers the milestone to
 * record and the commands to issue, which are idempotent, so a trigger delivered again after a
 * crash issues them again harmlessly and records nothing twice.
 */

export * from './fulfilment-events';
export {
  FINAL_LOT,
  lotFactsOf,
  lotSourceOf,
  partLotKey,
  reworkLotKey,
  shippingFactsOf,
} from './fulfilment-lots';

export function evolve(state: FulfilmentState, event: FulfilmentEvent): FulfilmentState {
  switch (event.type) {
    case 'FulfilmentStarted':
      return { ...state, started: true };
    case 'FulfilmentProductionStarted':
      return { ...state, productionStarted: true };
    case 'LotHandedOver':
      return {
        ...state,
        lots: [
          ...state.lots,
          { lotId: event.data.lotId, source: lotSourceOf(event.data), quantity: event.data.quantity },
        ],
      };
    case 'FulfilmentClosed':
      return { ...state, closed: true };
    default:
      return assertNever(event);
  }
}

/** The production job an order's signing opens: its stages derived from the specification. */
export function productionOf(
  order: OrderCreatedData,
  artworkFiles: string,
  signedAt: string,
  at: string,
): ProductionOpenedData {
  return {
    orderId: order.orderId,
    number: order.number,
    customerName: order.customerName,
    ownerId: order.ownerId,
    ownerRole: order.ownerRole,
    printingType: order.printingType,
    quantity: order.quantity,
    unit: order.unit,
    snapshot: order.snapshot,
    stages: stagesOf(order.snapshot),
    pitchMm: pitchOf(order.snapshot),
    artworkFiles,
    signedAt,
    at,
  };
}

export function react(
  state: FulfilmentState,
  trigger: FulfilmentTrigger,
  orderId: string,
): FulfilmentReaction {
  switch (trigger.type) {
    case 'OrderSigned':
      // Closed already (a signing delivered again after the order's cancel was carried out): no job to open.
      if (state.closed) return { record: [], steps: [] };
      return {
        record: state.started ? [] : [{ type: 'FulfilmentStarted', data: { orderId, at: trigger.at } }],
        steps: [
          {
            to: 'production',
            command: {
              type: 'OpenProduction',
              data: productionOf(trigger.order, trigger.artworkFiles, trigger.signedAt, trigger.at),
            },
          },
        ],
      };
    case 'ArtworkUploaded':
      if (!state.started || state.closed) return { record: [], steps: [] };
      return {
        record: [],
        steps: [{ to: 'production', command: { type: 'ReceiveArtwork', data: trigger } }],
      };
    case 'StageStarted':
      return {
        record: state.productionStarted
          ? []
          : [{ type: 'FulfilmentProductionStarted', data: { at: trigger.at } }],
        steps: [advance('product', 'productionStarted', trigger.at)],
      };
    case 'PartLotSent':
      return handOver(
        state,
        orderId,
        partLotKey(trigger.partId),
        trigger.quantity,
        trigger.unit,
        trigger.lot,
        trigger.at,
      );
    case 'ProductionFinished':
      return handOverRest(state, trigger, orderId);
    case 'ReworkFinished':
      // The rework's lot keeps the number it was given when first handed over.
      return handOver(
        state,
        orderId,
        reworkLotKey(trigger.reworkId),
        trigger.quantity,
        trigger.unit,
        trigger.lot,
        trigger.at,
      );
    case 'LotReleased':
      if (state.closed) return { record: [], steps: [] };
      return {
        record: [],
        steps: [
          {
            to: 'shipping',
            command: {
              type: 'ReleaseToShip',
              data: {
                order: trigger.order,
                lot: {
                  lotId: trigger.lotId,
                  quantity: trigger.quantity,
                  concession: trigger.concession,
                  at: trigger.at,
                },
              },
            },
          },
          advance('waitsend', 'lotReleased', trigger.at),
        ],
      };
    case 'LotDisposed': {
      const d = trigger.disposition;
      if (state.closed || d.kind === 'concession') return { record: [], steps: [] };
      if (d.kind === 'supplementary')
        return {
          record: [],
          steps: [
            {
              to: 'order',
              command: {
                type: 'RequestSupplementaryOrder',
                data: {
                  orderId: d.supplementaryOrderId ?? '',
                  quantity: d.quantity,
                  reason: d.reason,
                  by: d.by,
                  at: d.at,
                },
              },
            },
          ],
        };
      return {
        record: [],
        steps: [
          {
            to: 'rework',
            command: {
              type: 'OpenRework',
              data: {
                reworkId: d.lotId,
                orderId,
                number: trigger.number,
                customerName: trigger.customerName,
                stage: d.stage ?? 'printing',
                quantity: d.quantity,
                unit: trigger.unit,
                reason: d.reason,
                at: d.at,
              },
            },
          },
        ],
      };
    }
    case 'ShippingCompleted':
      return { record: [], steps: [advance('shipped', 'shippingCompleted', trigger.at)] };
    case 'OrderClosed':
      return {
        record: state.closed
          ? []
          : [{ type: 'FulfilmentClosed', data: { reason: trigger.reason, at: trigger.at } }],
        steps: [
          {
            to: 'production',
            command: { type: 'CloseProduction', data: { reason: trigger.reason, at: trigger.at } },
          },
          {
            to: 'rework',
            command: { type: 'CloseRework', data: { reason: trigger.reason, at: trigger.at } },
          },
          {
            to: 'inspection',
            command: { type: 'CloseInspection', data: { reason: trigger.reason, at: trigger.at } },
          },
          {
            to: 'shipping',
            command: { type: 'EndShipping', data: { reason: trigger.reason, at: trigger.at } },
          },
        ],
      };
    default:
      return assertNever(trigger);
  }
}

export const fulfilmentDecider: Decider<FulfilmentState, FulfilmentCommand, FulfilmentEvent> = {
  initialState: initialFulfilmentState,
  evolve,
  decide: (command, state) => react(state, command.data.trigger, command.data.orderId).record,
};

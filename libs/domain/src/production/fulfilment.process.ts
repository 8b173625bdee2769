import type { OrderCreatedData } from '../orders/order';
import type { OrderAdvancedData } from '../orders/order-progress';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import type { ProductionCommand, ProductionOpenedData } from './production-job';
import { pitchOf, stagesOf } from './stages';

/**
 * An order's fulfilment (processes.md), one process stream per order: from its signing through
 * production to the hand-over to inspection (inspection and shipping follow in their areas). It
 * keeps which milestones it has passed; each trigger answers the milestone to record and the
 * commands to issue, which are idempotent, so a trigger delivered again after a crash issues
 * them again harmlessly and records nothing twice.
 */

export const fulfilmentStream = (orderId: string): string => `order-fulfilment-${orderId}`;
export const FULFILMENT_STREAM_PREFIX = 'order-fulfilment-';
export const FULFILMENT_ACTOR = 'system:fulfilment';

export interface LotHandedOverData {
  orderId: string;
  /** `<orderId>:<n>`, the n-th lot of the order. */
  lotId: string;
  quantity: number;
  unit: 'meter' | 'piece';
  at: string;
}

export type FulfilmentEvent =
  | DomainEvent<'FulfilmentStarted', { orderId: string; at: string }>
  | DomainEvent<'FulfilmentProductionStarted', { at: string }>
  /** The lot to inspect: the next area (inspection) starts from here. */
  | DomainEvent<'LotHandedOver', LotHandedOverData>
  | DomainEvent<'FulfilmentClosed', { reason: string; at: string }>;

export const FULFILMENT_EVENT_TYPES: FulfilmentEvent['type'][] = [
  'FulfilmentStarted',
  'FulfilmentProductionStarted',
  'LotHandedOver',
  'FulfilmentClosed',
];

export interface FulfilmentState {
  started: boolean;
  productionStarted: boolean;
  lots: string[];
  closed: boolean;
}

export const initialFulfilmentState = (): FulfilmentState => ({
  started: false,
  productionStarted: false,
  lots: [],
  closed: false,
});

export function evolve(state: FulfilmentState, event: FulfilmentEvent): FulfilmentState {
  switch (event.type) {
    case 'FulfilmentStarted':
      return { ...state, started: true };
    case 'FulfilmentProductionStarted':
      return { ...state, productionStarted: true };
    case 'LotHandedOver':
      return { ...state, lots: [...state.lots, event.data.lotId] };
    case 'FulfilmentClosed':
      return { ...state, closed: true };
    default:
      return assertNever(event);
  }
}

/** What the process reacts to: the order's and its production job's events, read as facts. */
export type FulfilmentTrigger =
  | { type: 'OrderSigned'; order: OrderCreatedData; artworkFiles: string; signedAt: string; at: string }
  | { type: 'ArtworkUploaded'; files: string; at: string }
  | { type: 'StageStarted'; at: string }
  | { type: 'ProductionFinished'; quantity: number; unit: 'meter' | 'piece'; at: string }
  | { type: 'OrderClosed'; reason: string; at: string };

/** A command the process issues, with the stream it goes to. */
export type FulfilmentStep =
  | { to: 'production'; command: ProductionCommand }
  | { to: 'order'; command: { type: 'AdvanceOrder'; data: OrderAdvancedData } };

export interface FulfilmentReaction {
  /** The milestone to record on the process stream (none when recorded already). */
  record: FulfilmentEvent[];
  steps: FulfilmentStep[];
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

const advance = (status: OrderAdvancedData['status'], step: string, at: string): FulfilmentStep => ({
  to: 'order',
  command: { type: 'AdvanceOrder', data: { status, step, by: FULFILMENT_ACTOR, at } },
});

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
    case 'ProductionFinished': {
      const lotId = `${orderId}:1`;
      return {
        record: state.lots.includes(lotId)
          ? []
          : [
              {
                type: 'LotHandedOver',
                data: { orderId, lotId, quantity: trigger.quantity, unit: trigger.unit, at: trigger.at },
              },
            ],
        steps: [advance('inspection', 'lotHandedOver', trigger.at)],
      };
    }
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
        ],
      };
    default:
      return assertNever(trigger);
  }
}

/** The process stream as a decider: a trigger records the milestone it passes, once. */
export type FulfilmentCommand = { type: 'React'; data: { orderId: string; trigger: FulfilmentTrigger } };

export const fulfilmentDecider: Decider<FulfilmentState, FulfilmentCommand, FulfilmentEvent> = {
  initialState: initialFulfilmentState,
  evolve,
  decide: (command, state) => react(state, command.data.trigger, command.data.orderId).record,
};

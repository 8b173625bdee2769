import type { InspectionCommand, LotArrivedData, LotDisposedData } from '../inspection/inspection';
import type { OrderCommand, OrderCreatedData } from '../orders/order';
import type { DomainEvent } from '../shared/decider';
import type { ShippingCommand, ShippingOpenedData } from '../shipping/shipping';
import type { ProductionCommand } from './production-job';
import type { ReworkCommand } from './rework';

/**
 * The words of an order's fulfilment: its stream, the milestones it records, its state, the
 * triggers it reacts to and the steps it issues. fulfilment.process.ts, which re-exports these,
 * holds how it reacts.
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
  /**
   * What the lot is of, which hands it over once (lotSourceOf): 'final' (the last stage's good
   * output, less the parts sent before it finished), `part:<partId>` (a part sent), or
   * `rework:<reworkId>`. Absent on lots handed over before parts could be sent.
   */
  sourceKey?: string;
  /** Before `sourceKey`: the rework whose good output this lot is; absent for the last stage's lot. */
  reworkId?: string;
  at: string;
}

/** What inspection needs to know of the order with each lot it receives. */
export type LotFacts = Omit<LotArrivedData, 'lotId' | 'n' | 'quantity' | 'unit' | 'source' | 'at'>;

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
  /** The lots handed over, in order: the n-th is `<orderId>:<n>`. */
  lots: { lotId: string; source: string; quantity: number }[];
  closed: boolean;
}

export const initialFulfilmentState = (): FulfilmentState => ({
  started: false,
  productionStarted: false,
  lots: [],
  closed: false,
});

/** What the process reacts to: the order's and its production job's events, read as facts. */
export type FulfilmentTrigger =
  | { type: 'OrderSigned'; order: OrderCreatedData; artworkFiles: string; signedAt: string; at: string }
  | { type: 'ArtworkUploaded'; files: string; at: string }
  | { type: 'StageStarted'; at: string }
  /** A part of the last stage's good output sent to inspection before it finished: the next lot. */
  | {
      type: 'PartLotSent';
      partId: string;
      quantity: number;
      unit: 'meter' | 'piece';
      lot: LotFacts;
      at: string;
    }
  /** The last stage finished with this good output: what its parts did not send is the next lot. */
  | { type: 'ProductionFinished'; quantity: number; unit: 'meter' | 'piece'; lot: LotFacts; at: string }
  /** A rework done: its good output is the order's next lot. */
  | {
      type: 'ReworkFinished';
      reworkId: string;
      quantity: number;
      unit: 'meter' | 'piece';
      lot: LotFacts;
      at: string;
    }
  /** A lot passed inspection, or its concession was approved: its good quantity may ship. */
  | {
      type: 'LotReleased';
      lotId: string;
      quantity: number;
      concession: string | null;
      order: ShippingOpenedData;
      at: string;
    }
  /** ProductManage decided a failed lot's fate. */
  | {
      type: 'LotDisposed';
      disposition: LotDisposedData;
      unit: 'meter' | 'piece';
      number: string;
      customerName: string;
      at: string;
    }
  /** Everything shipped, or closed short. */
  | { type: 'ShippingCompleted'; at: string }
  | { type: 'OrderClosed'; reason: string; at: string };

/** A command the process issues, with the stream it goes to. */
export type FulfilmentStep =
  | { to: 'production'; command: ProductionCommand }
  | { to: 'order'; command: Extract<OrderCommand, { type: 'AdvanceOrder' | 'RequestSupplementaryOrder' }> }
  | { to: 'inspection'; command: InspectionCommand }
  | { to: 'shipping'; command: ShippingCommand }
  | { to: 'rework'; command: ReworkCommand };

export interface FulfilmentReaction {
  /** The milestone to record on the process stream (none when recorded already). */
  record: FulfilmentEvent[];
  steps: FulfilmentStep[];
}

/** The process stream as a decider: a trigger records the milestone it passes, once. */
export type FulfilmentCommand = { type: 'React'; data: { orderId: string; trigger: FulfilmentTrigger } };

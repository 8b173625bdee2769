import type { InspectionCommand, LotArrivedData, LotDisposedData } from '../inspection/inspection';
import type { OrderCommand, OrderCreatedData } from '../orders/order';
import type { OrderAdvancedData } from '../orders/order-progress';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import type { ShippingCommand, ShippingOpenedData } from '../shipping/shipping';
import type { ProductionCommand, ProductionOpenedData } from './production-job';
import type { ReworkCommand } from './rework';
import { pitchOf, stagesOf } from './stages';

/**
 * An order's fulfilment (processes.md), one process stream per order: from its signing through
 * production, inspection (lots, rework, supplementary orders, concessions) and shipping to the
 * shipped order. It keeps which milestones it has passed; each trigger answers the milestone to
 * record and the commands to issue, which are idempotent, so a trigger delivered again after a
 * crash issues them again harmlessly and records nothing twice.
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

/** The last stage's lot, handed over when it finishes: its good output less the parts sent. */
export const FINAL_LOT = 'final';
export const partLotKey = (partId: string): string => `part:${partId}`;
export const reworkLotKey = (reworkId: string): string => `rework:${reworkId}`;

/** What a lot is of, for lots handed over before and after `sourceKey` alike. */
export const lotSourceOf = (d: Pick<LotHandedOverData, 'sourceKey' | 'reworkId'>): string =>
  d.sourceKey ?? (d.reworkId ? reworkLotKey(d.reworkId) : FINAL_LOT);

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
function handOver(
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
function handOverRest(
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

/** The process stream as a decider: a trigger records the milestone it passes, once. */
export type FulfilmentCommand = { type: 'React'; data: { orderId: string; trigger: FulfilmentTrigger } };

export const fulfilmentDecider: Decider<FulfilmentState, FulfilmentCommand, FulfilmentEvent> = {
  initialState: initialFulfilmentState,
  evolve,
  decide: (command, state) => react(state, command.data.trigger, command.data.orderId).record,
};

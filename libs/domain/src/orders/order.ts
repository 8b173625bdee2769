import type {
  ArtworkStatus,
  OrderClosing,
  OrderCurrency,
  OrderOwnerRole,
  OrderPaymentTerms,
  OrderSnapshot,
  OrderStatus,
  OrderType,
} from '@packflow/contracts';
import { amountOf } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type OrderStanding, orderChecks } from './order-checks';
import { supplementaryNumber } from './from-contract';
import { type OrderAdvancedData, advanceOrder } from './order-progress';

/**
 * An order (domain.md, "Contracts and orders"), one stream per order: created in Wait by the
 * contract's reaction, signed once Finance cleared the money, and its side exits (a cancel
 * reviewed by a supervisor, invalidation from Wait, ending short). Production, inspection and
 * shipping add their events to the same stream later. Times and people arrive in the commands.
 */

// ---------------------------------------------------------------- events and commands

export const orderStream = (id: string): string => `order-${id}`;
export const ORDER_STREAM_PREFIX = 'order-';

export interface OrderCreatedData {
  orderId: string;
  /** Readable: the contract's number and the line (a supplementary order: its parent's and B + n). */
  number: string;
  contractId: string;
  contractNumber: string;
  quotationId: string;
  quotationNumber: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerRole: OrderOwnerRole;
  printingType: 'digital' | 'gravure';
  taxed: boolean;
  paymentTerms: OrderPaymentTerms;
  currency: OrderCurrency;
  quantity: number;
  /** The quoting unit (piece, kg, metre, impression). */
  unit: string;
  unitPrice: string;
  total: string;
  type: OrderType;
  parentOrderId: string | null;
  snapshot: OrderSnapshot;
  at: string;
}

interface Act {
  by: string;
  at: string;
}

export type OrderEvent =
  | DomainEvent<'OrderCreated', OrderCreatedData>
  | DomainEvent<'OrderSigned', { signingId: string } & Act>
  | DomainEvent<'OrderCancelRequested', { reason: string } & Act>
  | DomainEvent<'OrderCancelApproved', { reason?: string } & Act>
  | DomainEvent<'OrderCancelRejected', { reason: string } & Act>
  | DomainEvent<'OrderInvalidated', { reason: string } & Act>
  /** Closed short; `parentOrderId` when it ended because its parent did. */
  | DomainEvent<'OrderEnded', { reason: string; parentOrderId?: string } & Act>
  | DomainEvent<'ArtworkUploaded', { files: string } & Act>
  /** The supplementary order `orderId` (the `n`th of this one) is to be created by the reactor. */
  | DomainEvent<
      'SupplementaryOrderRequested',
      { orderId: string; n: number; quantity: number; reason: string } & Act
    >
  /** The order's fulfilment moved it on (production started, the lot reached inspection …): order-progress.ts. */
  | DomainEvent<'OrderAdvanced', OrderAdvancedData>;
export type OrderEventType = OrderEvent['type'];

export const ORDER_EVENT_TYPES: OrderEventType[] = [
  'OrderCreated',
  'OrderSigned',
  'OrderCancelRequested',
  'OrderCancelApproved',
  'OrderCancelRejected',
  'OrderInvalidated',
  'OrderEnded',
  'ArtworkUploaded',
  'SupplementaryOrderRequested',
  'OrderAdvanced',
];

export type OrderCommand =
  | { type: 'CreateOrder'; data: OrderCreatedData }
  | { type: 'SignOrder'; data: { signingId: string } & Act }
  | { type: 'RequestOrderCancel'; data: { reason: string } & Act }
  | { type: 'ReviewOrderCancel'; data: { decision: 'approve' | 'reject'; reason: string } & Act }
  | { type: 'InvalidateOrder'; data: { reason: string } & Act }
  /** `parentOrderId`: ended because its parent was (allowed from any open step). */
  | { type: 'EndOrder'; data: { reason: string; parentOrderId?: string } & Act }
  | { type: 'UploadArtwork'; data: { files: string } & Act }
  /** `orderId` is the new order's id (a name-based id of this order and `n`, chosen by the caller). */
  | { type: 'RequestSupplementaryOrder'; data: { orderId: string; quantity: number; reason: string } & Act }
  | { type: 'AdvanceOrder'; data: OrderAdvancedData };

// ---------------------------------------------------------------- state

export interface CancelRequest {
  reason: string;
  by: string;
  at: string;
}

export interface OrderState {
  exists: boolean;
  id: string;
  created: OrderCreatedData | null;
  status: OrderStatus;
  closing: OrderClosing | null;
  signingId: string | null;
  signedAt: string | null;
  cancelRequest: CancelRequest | null;
  /** The request the last cancel decision answered (who asked is told of the decision). */
  decidedCancel: CancelRequest | null;
  artwork: { files: string; status: ArtworkStatus };
  /** Supplementary orders raised on this one, in order. */
  supplementaries: string[];
}

export const initialOrderState = (): OrderState => ({
  exists: false,
  id: '',
  created: null,
  status: 'wait',
  closing: null,
  signingId: null,
  signedAt: null,
  cancelRequest: null,
  decidedCancel: null,
  artwork: { files: '', status: 'none' },
  supplementaries: [],
});

/** What the checks (order-checks.ts) read of an order's state. */
export const standingOf = (state: OrderState): OrderStanding => ({
  status: state.status,
  closing: state.closing,
  cancelRequestBy: state.cancelRequest?.by ?? null,
  type: state.created?.type ?? 'normal',
});

// ---------------------------------------------------------------- evolve

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderCreated':
      return { ...state, exists: true, id: event.data.orderId, created: event.data, status: 'wait' };
    case 'OrderSigned':
      return { ...state, status: 'signed', signingId: event.data.signingId, signedAt: event.data.at };
    case 'OrderCancelRequested':
      return { ...state, cancelRequest: { reason: event.data.reason, by: event.data.by, at: event.data.at } };
    case 'OrderCancelApproved':
      return {
        ...state,
        cancelRequest: null,
        decidedCancel: state.cancelRequest,
        status: 'canceled',
        closing: 'canceled',
      };
    case 'OrderCancelRejected':
      return { ...state, cancelRequest: null, decidedCancel: state.cancelRequest };
    case 'OrderInvalidated':
      return { ...state, status: 'canceled', closing: 'invalidated' };
    case 'OrderEnded':
      return { ...state, status: 'shipped', closing: 'ended' };
    case 'ArtworkUploaded':
      return { ...state, artwork: { files: event.data.files, status: 'not_confirmed' } };
    case 'SupplementaryOrderRequested':
      return { ...state, supplementaries: [...state.supplementaries, event.data.orderId] };
    case 'OrderAdvanced':
      return { ...state, status: event.data.status };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- decide

export const orderNotFound = (field?: string) =>
  new DomainError('ORDER.NOT_FOUND', 'common.notFound', {}, field);

const refuse = (code: string, key: string, field?: string) => new DomainError(code, key, {}, field);

function reasonOf(reason: string): string {
  const text = reason.trim();
  if (!text) throw refuse('ORDER.REASON_REQUIRED', 'orders.reasonRequired', 'reason');
  return text;
}

/** A supplementary order's money: the parent's stored unit price times the new quantity, in cents. */
export const supplementaryTotal = (unitPrice: string, quantity: number): string =>
  amountOf(unitPrice, quantity);

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'CreateOrder') {
    // Created already (the contract's reaction run again): nothing more to do.
    if (state.exists && state.id === command.data.orderId) return [];
    if (state.exists) throw refuse('ORDER.EXISTS', 'common.conflict');
    return [{ type: 'OrderCreated', data: command.data }];
  }
  if (!state.exists) throw orderNotFound();
  const { by, at } = command.data;
  switch (command.type) {
    case 'SignOrder': {
      if (state.signingId === command.data.signingId) return [];
      orderChecks.sign(standingOf(state), by);
      return [{ type: 'OrderSigned', data: { signingId: command.data.signingId, by, at } }];
    }
    case 'RequestOrderCancel': {
      orderChecks.cancel(standingOf(state), by);
      return [{ type: 'OrderCancelRequested', data: { reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'ReviewOrderCancel': {
      if (command.data.decision === 'reject') {
        orderChecks.rejectCancel(standingOf(state), by);
        return [{ type: 'OrderCancelRejected', data: { reason: reasonOf(command.data.reason), by, at } }];
      }
      orderChecks.approveCancel(standingOf(state), by);
      const reason = command.data.reason.trim();
      return [{ type: 'OrderCancelApproved', data: { ...(reason ? { reason } : {}), by, at } }];
    }
    case 'InvalidateOrder': {
      orderChecks.invalidate(standingOf(state), by);
      return [{ type: 'OrderInvalidated', data: { reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'EndOrder': {
      const { parentOrderId } = command.data;
      if (parentOrderId) {
        // Its parent ended: a supplementary order ends with it from any open step, once.
        if (state.closing) return [];
        const reason = command.data.reason.trim();
        return [{ type: 'OrderEnded', data: { reason, parentOrderId, by, at } }];
      }
      orderChecks.end(standingOf(state), by);
      return [{ type: 'OrderEnded', data: { reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'UploadArtwork': {
      orderChecks.artwork(standingOf(state), by);
      const files = command.data.files
        .split('||')
        .map((f) => f.trim())
        .filter(Boolean);
      if (!files.length) throw refuse('ORDER.FILES_REQUIRED', 'orders.filesRequired', 'files');
      return [{ type: 'ArtworkUploaded', data: { files: files.join('||'), by, at } }];
    }
    case 'RequestSupplementaryOrder': {
      const { orderId, quantity } = command.data;
      if (state.supplementaries.includes(orderId)) return [];
      orderChecks.supplementary(standingOf(state), by);
      if (!Number.isInteger(quantity) || quantity <= 0)
        throw refuse('ORDER.QUANTITY_INVALID', 'orders.quantityInvalid', 'quantity');
      const reason = reasonOf(command.data.reason);
      const n = state.supplementaries.length + 1;
      return [{ type: 'SupplementaryOrderRequested', data: { orderId, n, quantity, reason, by, at } }];
    }
    case 'AdvanceOrder':
      return advanceOrder(state, command.data).map((data) => ({ type: 'OrderAdvanced' as const, data }));
    default:
      return assertNever(command);
  }
}

/**
 * The supplementary order a request on `parent` creates: the parent's contract, customer, terms,
 * price and specification, the new quantity, linked to its parent and waiting to be signed.
 */
export function supplementaryOrder(
  parent: OrderCreatedData,
  request: { orderId: string; n: number; quantity: number; at: string },
): OrderCreatedData {
  return {
    ...parent,
    orderId: request.orderId,
    number: supplementaryNumber(parent.number, request.n),
    quantity: request.quantity,
    total: supplementaryTotal(parent.unitPrice, request.quantity),
    type: 'supplementary',
    parentOrderId: parent.orderId,
    at: request.at,
  };
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  evolve,
  decide,
};

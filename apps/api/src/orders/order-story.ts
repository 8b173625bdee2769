import type { OrderDetail, OrderTimelineEntry } from '@packflow/contracts';
import {
  type contractMoney,
  order,
  orderFromContract,
  type productionJob,
  productionSellerSteps,
  type staffScope,
} from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';

/**
 * An order told from its stream: the state its events fold into (up to the end of `asOf` when
 * asked), and every event as a step of the timeline (who, when, what it carried), with the money
 * events of its contract's ledger that concern it merged in time order.
 */

/** When an event happened: the time it names, else its command's. */
const timeOf = (event: RecordedEvent): string => {
  const at = (event.data as { at?: unknown }).at;
  return typeof at === 'string' ? at : (event.metadata.at ?? event.created.toISOString());
};

/** The events of the order up to the end of `asOf` (yyyy-mm-dd, UTC), or all of them. */
export function eventsAsOf(history: readonly RecordedEvent[], asOf: string | undefined): RecordedEvent[] {
  if (!asOf) return [...history];
  const end = new Date(new Date(`${asOf}T00:00:00.000Z`).getTime() + 864e5).toISOString();
  return history.filter((e) => timeOf(e) < end);
}

/** What a step carried that a person reads. */
function detailsOf(event: RecordedEvent): OrderTimelineEntry['details'] {
  const e = { type: event.type, data: event.data } as order.OrderEvent;
  switch (e.type) {
    case 'OrderCreated':
      return {
        contractNumber: e.data.contractNumber,
        quotationNumber: e.data.quotationNumber,
        quantity: e.data.quantity,
        total: e.data.total,
        type: e.data.type,
      };
    case 'OrderSigned':
      return { signingId: e.data.signingId };
    case 'OrderCancelRequested':
    case 'OrderCancelRejected':
    case 'OrderInvalidated':
      return { reason: e.data.reason };
    case 'OrderCancelApproved':
      return { reason: e.data.reason ?? null };
    case 'OrderEnded':
      return { reason: e.data.reason, parentOrderId: e.data.parentOrderId ?? null };
    case 'ArtworkUploaded':
      return { files: e.data.files };
    case 'SupplementaryOrderRequested':
      return { orderId: e.data.orderId, n: e.data.n, quantity: e.data.quantity, reason: e.data.reason };
    case 'OrderAdvanced':
      return { status: e.data.status, step: e.data.step };
    default:
      return {};
  }
}

/** Who did it: the command's user, else the person the event names. */
const byOf = (event: RecordedEvent): string | null => {
  const by = (event.data as { by?: unknown }).by;
  return event.metadata.userId ?? (typeof by === 'string' ? by : null);
};

export const actorsOf = (events: readonly RecordedEvent[]): string[] =>
  events.map(byOf).filter((id): id is string => typeof id === 'string');

/** A money event of the contract's ledger as a step of the order's story. */
export interface MoneyStep {
  event: RecordedEvent;
  details: OrderTimelineEntry['details'];
}

/**
 * The events of the contract's money ledger (`contract-money-<contractId>`) that concern this
 * order: receipts recorded for it or for the contract as a whole (not those naming a sibling
 * order) and Finance's decisions on them, the signings that cleared it and their release, the
 * approval of 'other' terms, its refunds and their payment; each with the amounts a person reads
 * and the receipt, signing or payment behind it.
 */
export function moneyStepsOf(ledger: readonly RecordedEvent[], orderId: string): MoneyStep[] {
  const receipts = new Map<string, string>();
  const refunds = new Map<string, string>();
  const steps: MoneyStep[] = [];
  const take = (event: RecordedEvent, details: OrderTimelineEntry['details']) =>
    steps.push({ event, details });
  for (const event of ledger) {
    const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
    switch (e.type) {
      case 'ReceiptRecorded':
        if (e.data.orderId !== null && e.data.orderId !== orderId) break;
        receipts.set(e.data.receiptId, e.data.amount);
        take(event, {
          receiptId: e.data.receiptId,
          amount: e.data.amount,
          method: e.data.method,
          receivedOn: e.data.receivedOn,
          forContract: e.data.orderId === null,
        });
        break;
      case 'ReceiptConfirmed':
      case 'ReceiptRejected':
      case 'ReceiptReversed': {
        const amount = receipts.get(e.data.receiptId);
        if (amount === undefined) break;
        take(event, {
          receiptId: e.data.receiptId,
          amount,
          ...('reason' in e.data ? { reason: e.data.reason } : {}),
        });
        break;
      }
      case 'OtherTermsApproved':
        take(event, {});
        break;
      case 'SigningCleared':
        if (!e.data.orderIds.includes(orderId)) break;
        take(event, {
          signingId: e.data.signingId,
          required: e.data.required,
          confirmed: e.data.confirmed,
        });
        break;
      case 'SigningClearanceReleased':
        if (e.data.orderId !== orderId) break;
        take(event, { signingId: e.data.signingId, reason: e.data.reason });
        break;
      case 'RefundRequested':
        if (e.data.orderId !== orderId) break;
        refunds.set(e.data.paymentId, e.data.amount);
        take(event, { paymentId: e.data.paymentId, amount: e.data.amount, reason: e.data.reason });
        break;
      case 'PaymentPaid': {
        const amount = refunds.get(e.data.paymentId);
        if (amount !== undefined) take(event, { paymentId: e.data.paymentId, amount });
        break;
      }
      default:
        break;
    }
  }
  return steps;
}

/**
 * The production steps of the order's job that its seller reads (productionSellerSteps): their
 * details only, and no one of the factory named to a trader.
 */
export function productionStepsOf(
  jobEvents: readonly RecordedEvent[],
  actor: Pick<staffScope.Actor, 'role'>,
): MoneyStep[] {
  return jobEvents.flatMap((event) => {
    const step = productionSellerSteps.sellerStepOf(
      { type: event.type, data: event.data } as productionJob.ProductionEvent,
      actor,
    );
    if (!step) return [];
    const at = timeOf(event);
    const by = step.showBy ? byOf(event) : null;
    // The step as the story reads it: its time and who, nothing else of the factory's event.
    const shown: RecordedEvent = {
      ...event,
      data: { at, by },
      metadata: {
        ...event.metadata,
        userId: by ?? undefined,
        role: step.showBy ? event.metadata.role : undefined,
      },
    };
    return [{ event: shown, details: step.details }];
  });
}

/**
 * The order told from its events, with `money` (its contract's money steps, cut at the same
 * instant as the order's events) merged into the timeline by time, then by their place in the store;
 * `actions`: what the reader may do with it now (none on a past day's view).
 */
export function orderStory(
  events: readonly RecordedEvent[],
  names: ReadonlyMap<string, string>,
  asOf: string | null,
  money: readonly MoneyStep[] = [],
  actions: OrderDetail['actions'] = [],
): OrderDetail | null {
  const state = events.reduce(
    (s, e) => order.evolve(s, { type: e.type, data: e.data } as order.OrderEvent),
    order.initialOrderState(),
  );
  const c = state.created;
  if (!state.exists || !c) return null;
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
  return {
    id: c.orderId,
    number: c.number,
    contractId: c.contractId,
    contractNumber: c.contractNumber,
    quotationId: c.quotationId,
    quotationNumber: c.quotationNumber,
    customerId: c.customerId,
    customerName: c.customerName,
    ownerId: c.ownerId,
    ownerName: nameOf(c.ownerId),
    ownerRole: c.ownerRole,
    printingType: c.printingType,
    taxed: c.taxed,
    paymentTerms: c.paymentTerms,
    currency: c.currency,
    make: c.snapshot.make,
    bagType: c.snapshot.bagType,
    unit: c.snapshot.maketype,
    sampling: c.snapshot.sampling,
    type: c.type,
    parentOrderId: c.parentOrderId,
    quantity: c.quantity,
    unitPrice: c.unitPrice,
    total: c.total,
    ratio: c.snapshot.ratio,
    status: state.status,
    closing: state.closing,
    signedAt: state.signedAt,
    artworkCount: c.snapshot.artworkCount,
    artworkStatus: state.artwork.status,
    artworkFiles: state.artwork.files,
    inspectedQuantity: 0,
    shippedQuantity: 0,
    cancelPending: state.cancelRequest !== null,
    cancelRequest: state.cancelRequest && { ...state.cancelRequest, byName: nameOf(state.cancelRequest.by) },
    actions: asOf ? [] : actions,
    createdAt: c.at,
    snapshot: c.snapshot,
    supplementaryIds: state.supplementaries,
    parentOrderNumber: c.parentOrderId ? orderFromContract.parentNumberOf(c.number) : null,
    timeline: [...events.map((event) => ({ event, details: detailsOf(event) })), ...money]
      .map(({ event, details }) => ({ event, at: timeOf(event), details }))
      .sort((a, b) => (a.at !== b.at ? (a.at < b.at ? -1 : 1) : Number(a.event.position - b.event.position)))
      .map(({ event, at, details }) => ({
        type: event.type,
        at,
        by: byOf(event),
        byName: nameOf(byOf(event)),
        role: event.metadata.role ?? null,
        details,
      })),
    asOf,
    revision: events.length - 1,
  };
}

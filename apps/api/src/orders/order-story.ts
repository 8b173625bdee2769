import type { OrderDetail, OrderTimelineEntry } from '@packflow/contracts';
import { order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';

/**
 * An order told from its stream: the state its events fold into (up to the end of `asOf` when
 * asked), and every event as a step of the timeline (who, when, what it carried).
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
    default:
      return {};
  }
}

export const actorsOf = (events: readonly RecordedEvent[]): string[] =>
  events.map((e) => e.metadata.userId).filter((id): id is string => typeof id === 'string');

export function orderStory(
  events: readonly RecordedEvent[],
  names: ReadonlyMap<string, string>,
  asOf: string | null,
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
    createdAt: c.at,
    snapshot: c.snapshot,
    supplementaryIds: state.supplementaries,
    timeline: events.map((e) => ({
      type: e.type,
      at: timeOf(e),
      by: e.metadata.userId ?? null,
      byName: nameOf(e.metadata.userId),
      role: e.metadata.role ?? null,
      details: detailsOf(e),
    })),
    asOf,
    revision: events.length - 1,
  };
}

import type { OrderTimelineEntry } from '@packflow/contracts';
import { type inspection, type rework, type shipping, type staffScope } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { MoneyStep } from './order-story';

/**
 * The order's inspection, rework and shipping as steps of its story (merged by time like its
 * production's): lots arriving, their inspection's result, ProductManage's dispositions,
 * concessions, reworks, what was released to ship, approvals, shipments with their waybills and
 * the close. A trader reads what arrived, what passed and what shipped (with the waybill), never
 * a failed inspection's internals, a disposition, an approval or who in the factory did it.
 */

type Details = OrderTimelineEntry['details'];

const lotN = (lotId: string): number => Number(lotId.split(':').pop());

const timeOf = (event: RecordedEvent): string => {
  const at = (event.data as { at?: unknown }).at;
  return typeof at === 'string' ? at : (event.metadata.at ?? event.created.toISOString());
};

type Event = inspection.InspectionEvent | rework.ReworkEvent | shipping.ShippingEvent;

/** A step's details for everyone, and whether a trader reads it at all. */
function stepOf(e: Event): { details: Details; trader: boolean } | null {
  switch (e.type) {
    case 'LotArrived':
      return { details: { lot: e.data.n, quantity: e.data.quantity, source: e.data.source }, trader: true };
    case 'LotInspected':
      return {
        details: {
          lot: lotN(e.data.lotId),
          result: e.data.result,
          goodQuantity: e.data.goodQuantity,
          sampleSize: e.data.sampleSize,
          defective: e.data.defective,
        },
        trader: e.data.result === 'passed',
      };
    case 'LotDisposed':
      return {
        details: {
          lot: lotN(e.data.lotId),
          kind: e.data.kind,
          stage: e.data.stage,
          quantity: e.data.quantity,
          reason: e.data.reason,
          supplementaryOrderId: e.data.supplementaryOrderId,
        },
        trader: false,
      };
    case 'ConcessionDecided':
      return {
        details: { lot: lotN(e.data.lotId), approved: e.data.approved, reason: e.data.reason },
        trader: false,
      };
    case 'ReworkOpened':
      return {
        details: { lot: lotN(e.data.reworkId), stage: e.data.stage, quantity: e.data.quantity },
        trader: false,
      };
    case 'ReworkFinished':
      return {
        details: { lot: lotN(e.data.reworkId), goodQuantity: e.data.goodQuantity, waste: e.data.waste },
        trader: false,
      };
    case 'ShippableAdded':
      return { details: { lot: lotN(e.data.lotId), quantity: e.data.quantity }, trader: true };
    case 'ShipApprovalRequested':
      return {
        details: { kind: e.data.kind, quantity: e.data.quantity, reason: e.data.reason },
        trader: false,
      };
    case 'ShipApprovalDecided':
      return { details: { approved: e.data.approved, reason: e.data.reason }, trader: false };
    case 'ShipmentRecorded':
      return {
        details: { n: e.data.n, quantity: e.data.quantity, waybill: e.data.waybill, company: e.data.company },
        trader: true,
      };
    case 'ShippingCompleted':
      return { details: { outcome: e.data.outcome, reason: e.data.reason }, trader: true };
    default:
      return null;
  }
}

/** The steps of these streams' events (inspection, rework, shipping: each cut at the story's instant). */
export function fulfilmentStepsOf(
  events: readonly RecordedEvent[],
  actor: Pick<staffScope.Actor, 'role'>,
): MoneyStep[] {
  const trader = actor.role === 'Traders';
  return events.flatMap((event) => {
    const step = stepOf({ type: event.type, data: event.data } as Event);
    if (!step || (trader && !step.trader)) return [];
    const by = trader ? null : (event.metadata.userId ?? (event.data as { by?: string }).by ?? null);
    const shown: RecordedEvent = {
      ...event,
      data: { at: timeOf(event), by },
      metadata: {
        ...event.metadata,
        userId: by ?? undefined,
        role: trader ? undefined : event.metadata.role,
      },
    };
    return [{ event: shown, details: step.details }];
  });
}

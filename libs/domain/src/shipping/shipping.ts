import type { ApprovalKind, ShippingStatus } from '@packflow/contracts';
import { type Decider, DomainError, assertNever } from '../shared/decider';
import { type ShippingStanding, postageAllowed, shipReadiness } from './readiness';
import {
  type RecordShipmentData,
  type ShippingCommand,
  type ShippingEvent,
  type ShippingOpenedData,
  type ShippingState,
  initialShippingState,
} from './shipping-events';
import { ShipBlockedError, shippingChecks } from './shipping-checks';

/**
 * An order's shipping (factory.md, "Shipping"), one stream per order: the good quantity inspection
 * released (passed lots, concessions), OperatorManage's approvals (over-shipment above the
 * tolerance, release on credit), the shipments with their readiness check, and the close (shipped
 * in full, closed short with a reason, or ended with the order). The stream's version is the
 * check's lock: two warehouse users shipping the last quantity at once, one append wins and the
 * other is decided again on the new state, and refused. Times and people arrive in the commands.
 */

export * from './shipping-events';

// ---------------------------------------------------------------- evolve

export function evolve(state: ShippingState, event: ShippingEvent): ShippingState {
  switch (event.type) {
    case 'ShippingOpened':
      return { ...state, exists: true, order: event.data };
    case 'ShippableAdded':
      return { ...state, lots: [...state.lots, event.data] };
    case 'ShipApprovalRequested':
      return { ...state, approvals: [...state.approvals, { ...event.data, decision: null }] };
    case 'ShipApprovalDecided':
      return {
        ...state,
        approvals: state.approvals.map((a) =>
          a.approvalId === event.data.approvalId ? { ...a, decision: event.data } : a,
        ),
      };
    case 'ShipmentRecorded':
      return { ...state, shipments: [...state.shipments, event.data], status: 'partial' };
    case 'ShippingCompleted':
      return { ...state, status: event.data.outcome, closeReason: event.data.reason };
    case 'ShippingEnded':
      return { ...state, status: 'ended', closeReason: event.data.reason };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- figures

const CLOSED: readonly ShippingStatus[] = ['shipped', 'closedShort', 'ended'];

export const shippedOf = (state: ShippingState): number =>
  state.shipments.reduce((sum, s) => sum + s.quantity, 0);

/** What the readiness check and the actions read of the stream. */
export function standingOf(state: ShippingState): ShippingStanding & { pending: ApprovalKind[] } {
  const approved = (kind: ApprovalKind) =>
    state.approvals.filter((a) => a.kind === kind && a.decision?.approved);
  return {
    ordered: state.order?.ordered ?? 0,
    inspected: state.lots.reduce((sum, l) => sum + l.quantity, 0),
    shipped: shippedOf(state),
    approvedOver: approved('overShipment').reduce((sum, a) => sum + (a.quantity ?? 0), 0),
    creditReleased: approved('credit').length > 0,
    closed: CLOSED.includes(state.status),
    pending: state.approvals.filter((a) => !a.decision).map((a) => a.kind),
  };
}

/** The concessions the delivery note prints, joined; null when none. */
export function concessionOf(state: ShippingState): string | null {
  const reasons = state.lots.map((l) => l.concession).filter((c): c is string => !!c);
  return reasons.length ? reasons.join('; ') : null;
}

// ---------------------------------------------------------------- decide

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function decideShipment(state: ShippingState, d: RecordShipmentData): ShippingEvent[] {
  // The same shipment sent again (its id is the client's): nothing new.
  if (state.shipments.some((s) => s.shipmentId === d.shipmentId)) return [];
  if (!state.exists)
    throw new ShipBlockedError(['notInspected'], shipReadiness(standingOf(state), d.facts, 1).figures);
  if (!Number.isInteger(d.quantity) || d.quantity <= 0)
    throw refuse('SHIPPING.QUANTITY_INVALID', 'shipping.quantityInvalid', {}, 'quantity');
  const standing = standingOf(state);
  const readiness = shipReadiness(standing, d.facts, d.quantity);
  const blocks = [...readiness.blocks];
  const order = state.order as ShippingOpenedData;
  if (
    !postageAllowed({ mode: d.postage.mode, service: d.service, remote: d.facts.remote, ratio: order.ratio })
  )
    blocks.push('postageNotExempt');
  if (blocks.length) throw new ShipBlockedError(blocks, readiness.figures);
  const { facts: _facts, ...shipment } = d;
  const events: ShippingEvent[] = [
    { type: 'ShipmentRecorded', data: { ...shipment, n: state.shipments.length + 1 } },
  ];
  // Everything ordered has gone: the order is shipped.
  if (standing.shipped + d.quantity >= standing.ordered)
    events.push({
      type: 'ShippingCompleted',
      data: { outcome: 'shipped', reason: null, by: d.by, at: d.at },
    });
  return events;
}

function decide(command: ShippingCommand, state: ShippingState): ShippingEvent[] {
  switch (command.type) {
    case 'ReleaseToShip': {
      const { order, lot } = command.data;
      // Idempotent by the lot; an ended order's shipping takes no more.
      if (state.lots.some((l) => l.lotId === lot.lotId) || state.status === 'ended') return [];
      return [
        ...(state.exists ? [] : [{ type: 'ShippingOpened' as const, data: order }]),
        { type: 'ShippableAdded', data: lot },
      ];
    }
    case 'RequestShipApproval': {
      const d = command.data;
      if (state.approvals.some((a) => a.approvalId === d.approvalId)) return [];
      shippingChecks[d.kind === 'credit' ? 'requestCredit' : 'requestOverShipment'](
        standingOf(state),
        state.exists,
        d.by,
      );
      const reason = d.reason.trim();
      if (!reason) throw refuse('SHIPPING.REASON_REQUIRED', 'shipping.reasonRequired', {}, 'reason');
      if (d.kind === 'overShipment' && (!Number.isInteger(d.quantity) || (d.quantity ?? 0) <= 0))
        throw refuse('SHIPPING.QUANTITY_INVALID', 'shipping.quantityInvalid', {}, 'quantity');
      return [
        {
          type: 'ShipApprovalRequested',
          data: { ...d, reason, quantity: d.kind === 'credit' ? null : d.quantity },
        },
      ];
    }
    case 'DecideShipApproval': {
      const d = command.data;
      const approval = state.approvals.find((a) => a.approvalId === d.approvalId);
      if (!approval) throw refuse('SHIPPING.APPROVAL_NOT_FOUND', 'shipping.approvalNotFound');
      if (approval.decision) throw refuse('SHIPPING.APPROVAL_DECIDED', 'shipping.approvalDecided');
      if (approval.by === d.by) throw refuse('SHIPPING.OWN_DECISION', 'shipping.ownDecision');
      const reason = d.reason.trim();
      if (!reason) throw refuse('SHIPPING.REASON_REQUIRED', 'shipping.reasonRequired', {}, 'reason');
      return [{ type: 'ShipApprovalDecided', data: { ...d, reason } }];
    }
    case 'RecordShipment':
      return decideShipment(state, command.data);
    case 'CloseShort': {
      shippingChecks.closeShort(standingOf(state), state.exists, command.data.by);
      const reason = command.data.reason.trim();
      if (!reason) throw refuse('SHIPPING.REASON_REQUIRED', 'shipping.reasonRequired', {}, 'reason');
      return [
        {
          type: 'ShippingCompleted',
          data: { outcome: 'closedShort', reason, by: command.data.by, at: command.data.at },
        },
      ];
    }
    case 'EndShipping':
      // Nothing was ever released to ship: nothing to end.
      if (!state.exists || CLOSED.includes(state.status)) return [];
      return [{ type: 'ShippingEnded', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const shippingDecider: Decider<ShippingState, ShippingCommand, ShippingEvent> = {
  initialState: initialShippingState,
  evolve,
  decide,
};

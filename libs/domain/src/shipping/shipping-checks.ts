import type { ShipBlock, ShippingAction, ShippingFigures } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import type { ShippingStanding } from './readiness';

/**
 * The rules an order's shipping commands are refused by, one per action; shippingActions offers
 * an action exactly when its check passes. A shipment's own gate is the readiness check
 * (readiness.ts), whose every reason travels in ShipBlockedError.
 */

/** A quantity as the sentences print it: thousands grouped, as the console shows it (2,000). */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * A shipment refused by the readiness check: every reason, with the figures behind them (as
 * numbers in `figures`; as grouped text in the reasons' params, both languages).
 */
export class ShipBlockedError extends DomainError {
  readonly details: {
    blocks: ShipBlock[];
    figures: ShippingFigures;
    reasons: { messageKey: string; params: Record<string, string> }[];
  };

  constructor(blocks: ShipBlock[], figures: ShippingFigures) {
    super('SHIPPING.BLOCKED', 'shipping.blocked', { count: blocks.length });
    const params = {
      remaining: grouped.format(figures.remaining),
      inspected: grouped.format(figures.inspected),
      shipped: grouped.format(figures.shipped),
      limit: grouped.format(figures.limit),
      ordered: grouped.format(figures.ordered),
      tolerance: grouped.format(figures.tolerancePct),
    };
    this.details = {
      blocks,
      figures,
      reasons: blocks.map((b) => ({ messageKey: `shipping.block.${b}`, params })),
    };
  }
}

const refuse = (code: string, key: string) => new DomainError(code, key);

type Standing = ShippingStanding & { pending: readonly string[] };

function checkOpen(s: Standing, exists: boolean): void {
  if (!exists) throw refuse('SHIPPING.NOT_INSPECTED', 'shipping.block.notInspected');
  if (s.closed) throw refuse('SHIPPING.CLOSED', 'shipping.block.closed');
}

export const shippingChecks: Record<ShippingAction, (s: Standing, exists: boolean, by: string) => void> = {
  /** The form opens while anything may be open; the readiness check decides the shipment itself. */
  ship: checkOpen,
  closeShort(s, exists) {
    checkOpen(s, exists);
    if (s.shipped <= 0) throw refuse('SHIPPING.NOTHING_SHIPPED', 'shipping.nothingShipped');
  },
  requestOverShipment(s, exists) {
    checkOpen(s, exists);
    if (s.pending.includes('overShipment'))
      throw refuse('SHIPPING.APPROVAL_PENDING', 'shipping.approvalPending');
  },
  requestCredit(s, exists) {
    checkOpen(s, exists);
    if (s.creditReleased) throw refuse('SHIPPING.CREDIT_RELEASED', 'shipping.creditReleased');
    if (s.pending.includes('credit')) throw refuse('SHIPPING.APPROVAL_PENDING', 'shipping.approvalPending');
  },
  approve(s) {
    if (!s.pending.length) throw refuse('SHIPPING.NO_APPROVAL_PENDING', 'shipping.noApprovalPending');
  },
  reject(s) {
    if (!s.pending.length) throw refuse('SHIPPING.NO_APPROVAL_PENDING', 'shipping.noApprovalPending');
  },
};

/** The actions whose checks pass for this reader (the permissions are asked by the caller). */
export function shippingActionsFor(
  s: Standing,
  exists: boolean,
  by: string,
  allowed: readonly ShippingAction[],
): ShippingAction[] {
  return allowed.filter((action) => {
    try {
      shippingChecks[action](s, exists, by);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  });
}

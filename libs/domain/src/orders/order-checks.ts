import type { OrderAction, OrderClosing, OrderStatus, OrderType } from '@packflow/contracts';
import { DomainError } from '../shared/decider';

/**
 * The rules an order's commands are refused by, one check per action (issue 21): the decider
 * throws what they throw, and orderActions offers an action exactly when its check passes, so a
 * button is never offered for a step the order then refuses.
 */

/** What the checks read of an order: its folded state (standingOf), or its read-model row. */
export interface OrderStanding {
  status: OrderStatus;
  closing: OrderClosing | null;
  /** Who asked for the cancel that waits for review; null when none waits. */
  cancelRequestBy: string | null;
  type: OrderType;
}

const refuse = (code: string, key: string) => new DomainError(code, key);

/** Where an order stands before production starts: a cancel may still be asked for. */
const BEFORE_PRODUCTION: readonly OrderStatus[] = ['wait', 'signed'];
/** The steps an order may be ended from (signed, not yet all shipped). */
const ENDABLE: readonly OrderStatus[] = ['signed', 'product', 'inspection', 'waitsend'];

/** A closed order (canceled, invalidated, ended) takes nothing more. */
function checkOpen(s: OrderStanding): void {
  if (s.closing) throw refuse('ORDER.CLOSED', `orders.${s.closing}`);
}

function checkNoPendingCancel(s: OrderStanding): void {
  if (s.cancelRequestBy !== null) throw refuse('ORDER.REMARKS_UNDER_REVIEW', 'orders.remarksUnderReview');
}

function checkBeforeProduction(s: OrderStanding): void {
  if (!BEFORE_PRODUCTION.includes(s.status))
    throw refuse('ORDER.PRODUCTION_STARTED', 'orders.productionStarted');
}

function checkSigned(s: OrderStanding): void {
  if (s.status === 'wait') throw refuse('ORDER.NOT_SIGNED', 'orders.notSigned');
}

/** A cancel request's decision: one waits, and `by` is not who asked. */
function checkCancelDecision(s: OrderStanding, by: string): void {
  checkOpen(s);
  if (s.cancelRequestBy === null) throw refuse('ORDER.NO_CANCEL_PENDING', 'orders.noCancelPending');
  if (s.cancelRequestBy === by) throw refuse('ORDER.OWN_DECISION', 'orders.ownDecision');
}

/** Each action's check, for the person `by` (only a cancel decision asks who decides). */
export const orderChecks: Record<OrderAction, (s: OrderStanding, by: string) => void> = {
  sign(s) {
    checkOpen(s);
    if (s.status !== 'wait') throw refuse('ORDER.NOT_WAITING', 'orders.signOnlyWaiting');
    checkNoPendingCancel(s);
  },
  cancel(s) {
    checkOpen(s);
    checkNoPendingCancel(s);
    checkBeforeProduction(s);
  },
  // Production may have started while the request waited: a cancel is only before it.
  approveCancel(s, by) {
    checkCancelDecision(s, by);
    checkBeforeProduction(s);
  },
  rejectCancel: checkCancelDecision,
  invalidate(s) {
    checkOpen(s);
    if (s.status !== 'wait') throw refuse('ORDER.NOT_WAITING', 'orders.invalidateOnlyWaiting');
    checkNoPendingCancel(s);
  },
  end(s) {
    checkOpen(s);
    if (!ENDABLE.includes(s.status)) throw refuse('ORDER.NOT_ENDABLE', 'orders.notEndable');
    checkNoPendingCancel(s);
  },
  supplementary(s) {
    checkOpen(s);
    if (s.type !== 'normal') throw refuse('ORDER.SUPPLEMENTARY_OF_NORMAL', 'orders.supplementaryOfNormal');
    checkSigned(s);
  },
  artwork(s) {
    checkOpen(s);
    checkSigned(s);
  },
};

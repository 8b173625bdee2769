import type { ReceiptAction, ReceiptStatus } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { offeredOf, passes } from '../shared/actions';
import { DomainError } from '../shared/decider';

/**
 * What Finance may do with a receipt now (issue 21: an action offered is an action allowed): the
 * checks the ledger's decisions refuse by (receipts.ts), and the actions they allow.
 */

/** What the checks read of a receipt: its status, amount and currency, and its contract's confirmed money less refunds. */
export interface ReceiptStanding {
  status: ReceiptStatus;
  amount: string;
  /** The refusal shows the refunds as money in it. */
  currency: string;
  /** The contract's confirmed receipts less its refunds (ledger's confirmedMoney). */
  confirmedNet: string;
  /** The contract's refunds, named by the refusal. */
  refunds: string;
}

/** Confirmed or rejected once, while it waits. */
export function checkPending(r: Pick<ReceiptStanding, 'status'>): void {
  if (r.status !== 'pending')
    throw new DomainError('FINANCE.RECEIPT_NOT_PENDING', 'finance.receiptNotPending', { status: r.status });
}

/** Only a confirmed receipt is reversed. */
export function checkConfirmed(r: Pick<ReceiptStanding, 'status'>): void {
  if (r.status !== 'confirmed')
    throw new DomainError('FINANCE.RECEIPT_NOT_CONFIRMED', 'finance.receiptNotConfirmed', {
      status: r.status,
    });
}

/** A reversal never leaves the refunds above the money confirmed. */
export function checkCoveredWithout(r: ReceiptStanding): void {
  if (new Decimal(r.confirmedNet).minus(r.amount).lt(0))
    throw new DomainError('FINANCE.REVERSAL_BELOW_REFUNDS', 'finance.reversalBelowRefunds', {
      refunds: r.refunds,
      currency: r.currency,
    });
}

/** `decides`: the reader confirms and rejects receipts (financePolicies.mayDecide). */
export function receiptActions(r: ReceiptStanding, viewer: { decides: boolean }): ReceiptAction[] {
  const pending = viewer.decides && passes(() => checkPending(r));
  return offeredOf({
    confirm: pending,
    reject: pending,
    reverse: viewer.decides && passes(() => checkConfirmed(r)) && passes(() => checkCoveredWithout(r)),
  });
}

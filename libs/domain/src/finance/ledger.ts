import Decimal from 'decimal.js';
import { DomainError } from '../shared/decider';
import {
  type ContractMoneyState,
  MAX_PROOFS,
  MAX_TEXT,
  type Receipt,
  type ReceiptStatus,
} from './contract-money-events';
import { checkPending } from './receipt-actions';

/**
 * What a contract's money ledger holds, read off its state (the money that counts for signing and
 * refunds), and the checks its commands share (reasons, proofs, a receipt still to decide).
 */

const receiptsIn = (state: ContractMoneyState, status: ReceiptStatus): Receipt[] =>
  Object.values(state.receipts).filter((r) => r.status === status);
export const sum = (amounts: readonly string[]): Decimal =>
  amounts.reduce((total, a) => total.plus(a), new Decimal(0));

/** Confirmed receipts (reversed ones no longer count) less refunds: the money that may clear a signing. */
export function confirmedMoney(state: ContractMoneyState): Decimal {
  return sum(receiptsIn(state, 'confirmed').map((r) => r.amount)).minus(refundTotal(state));
}
export const refundTotal = (state: ContractMoneyState): Decimal =>
  sum(Object.values(state.refunds).map((r) => r.amount));
export const clearedTotal = (state: ContractMoneyState): Decimal =>
  sum(Object.values(state.cleared).map((c) => c.total));

/** Whether `asked` is a plain decimal equal to `recorded` (the same request sent again). */
export const sameAmount = (recorded: string, asked: string): boolean =>
  /^\d+(\.\d+)?$/.test(asked.trim()) && new Decimal(recorded).eq(asked.trim());

export const receiptNotFound = () => new DomainError('FINANCE.RECEIPT_NOT_FOUND', 'common.notFound');

export const reasonOf = (reason: string): string => {
  const trimmed = reason.trim();
  if (!trimmed) throw new DomainError('FINANCE.REASON_REQUIRED', 'finance.reasonRequired', {}, 'reason');
  if (trimmed.length > MAX_TEXT)
    throw new DomainError('FINANCE.REASON_TOO_LONG', 'finance.textTooLong', { max: MAX_TEXT }, 'reason');
  return trimmed;
};

/** '||'-joined paths, blanks dropped; at least one, at most MAX_PROOFS. */
export function proofsOf(proofs: string): string {
  const paths = proofs
    .split('||')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.length === 0)
    throw new DomainError('FINANCE.PROOF_REQUIRED', 'finance.proofRequired', {}, 'proofs');
  if (paths.length > MAX_PROOFS)
    throw new DomainError('FINANCE.TOO_MANY_PROOFS', 'finance.tooManyProofs', { max: MAX_PROOFS }, 'proofs');
  return paths.join('||');
}

/** The receipt, while it waits for Finance's decision. */
export const pendingReceipt = (state: ContractMoneyState, receiptId: string): Receipt => {
  const receipt = state.receipts[receiptId];
  if (!receipt) throw receiptNotFound();
  checkPending(receipt);
  return receipt;
};

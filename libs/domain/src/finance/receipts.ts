import { DomainError } from '../shared/decider';
import {
  type ContractMoneyCommand,
  type ContractMoneyEvent,
  type ContractMoneyState,
  MAX_TEXT,
  RECEIPT_METHODS,
} from './contract-money-events';
import {
  confirmedMoney,
  pendingReceipt,
  proofsOf,
  reasonOf,
  receiptNotFound,
  refundTotal,
  sameAmount,
} from './ledger';
import { amountOf, money } from './money';
import { checkConfirmed, checkCoveredWithout } from './receipt-actions';

/**
 * Receipts: recorded by the contract's owner (or their supervisor), then confirmed or rejected by
 * Finance once; a confirmed one found wrong is reversed, never below the refunds already made.
 */

type CommandData<T extends ContractMoneyCommand['type']> = Extract<ContractMoneyCommand, { type: T }>['data'];

/** A receipt's date is a real calendar date, not later than the day it is recorded (anywhere on earth). */
function receivedOnOf(receivedOn: string, at: string): string {
  const invalid = () => new DomainError('FINANCE.DATE_INVALID', 'finance.dateInvalid', {}, 'receivedOn');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) throw invalid();
  const date = new Date(`${receivedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== receivedOn) throw invalid();
  const latest = new Date(new Date(at).getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (receivedOn > latest)
    throw new DomainError('FINANCE.DATE_FUTURE', 'finance.dateFuture', {}, 'receivedOn');
  if (receivedOn < '2000-01-01') throw invalid();
  return receivedOn;
}

/** A salesman's or trader's receipt, once per dialog key, in the contract's currency. */
export function decideRecordReceipt(
  state: ContractMoneyState,
  data: CommandData<'RecordReceipt'>,
): ContractMoneyEvent[] {
  const { contract, ...request } = data;
  const known = state.keys[request.idempotencyKey];
  if (known !== undefined) {
    // The same dialog sent again (a double click, a retry): the receipt it recorded answers it.
    const receipt = state.receipts[known];
    if (
      receipt?.by === request.by &&
      receipt.orderId === request.orderId &&
      sameAmount(receipt.amount, request.amount)
    )
      return [];
    throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  }
  if (!request.idempotencyKey.trim() || request.idempotencyKey.length > 255)
    throw new DomainError(
      'FINANCE.IDEMPOTENCY_KEY_INVALID',
      'finance.idempotencyKeyInvalid',
      {},
      'idempotencyKey',
    );
  if (state.receipts[request.receiptId])
    throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  if (state.currency !== null && state.currency !== contract.currency)
    throw new DomainError('FINANCE.CURRENCY_MISMATCH', 'finance.currencyMismatch', {
      currency: state.currency,
    });
  if (request.orderId !== null && !contract.orderIds.includes(request.orderId))
    throw new DomainError('FINANCE.ORDER_NOT_IN_CONTRACT', 'finance.orderNotInContract', {}, 'orderId');
  if (!RECEIPT_METHODS.includes(request.method))
    throw new DomainError('FINANCE.METHOD_INVALID', 'finance.methodInvalid', {}, 'method');
  const amount = amountOf(request.amount, contract.currency);
  const note = request.note.trim();
  if (note.length > MAX_TEXT)
    throw new DomainError('FINANCE.NOTE_TOO_LONG', 'finance.textTooLong', { max: MAX_TEXT }, 'note');
  return [
    {
      type: 'ReceiptRecorded',
      data: {
        ...request,
        contractId: contract.contractId,
        contractNumber: contract.number,
        customerId: contract.customerId,
        customerName: contract.customerName,
        ownerId: contract.ownerId,
        amount: money(amount),
        currency: contract.currency,
        receivedOn: receivedOnOf(request.receivedOn, request.at),
        proofs: proofsOf(request.proofs),
        note,
      },
    },
  ];
}

export function decideConfirmReceipt(
  state: ContractMoneyState,
  { receiptId, by, at }: CommandData<'ConfirmReceipt'>,
): ContractMoneyEvent[] {
  pendingReceipt(state, receiptId);
  return [{ type: 'ReceiptConfirmed', data: { receiptId, by, at } }];
}

export function decideRejectReceipt(
  state: ContractMoneyState,
  { receiptId, by, at, reason }: CommandData<'RejectReceipt'>,
): ContractMoneyEvent[] {
  pendingReceipt(state, receiptId);
  return [{ type: 'ReceiptRejected', data: { receiptId, by, at, reason: reasonOf(reason) } }];
}

/** A confirmed receipt found wrong no longer counts, unless the refunds would then exceed the money. */
export function decideReverseReceipt(
  state: ContractMoneyState,
  { receiptId, by, at, ...command }: CommandData<'ReverseReceipt'>,
): ContractMoneyEvent[] {
  const receipt = state.receipts[receiptId];
  if (!receipt) throw receiptNotFound();
  checkConfirmed(receipt);
  const reason = reasonOf(command.reason);
  checkCoveredWithout({
    ...receipt,
    confirmedNet: money(confirmedMoney(state)),
    refunds: money(refundTotal(state)),
  });
  return [{ type: 'ReceiptReversed', data: { receiptId, by, at, reason } }];
}

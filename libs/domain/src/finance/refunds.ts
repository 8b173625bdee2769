import { DomainError } from '../shared/decider';
import type { ContractMoneyCommand, ContractMoneyEvent, ContractMoneyState } from './contract-money-events';
import { confirmedMoney, proofsOf, reasonOf, sameAmount } from './ledger';
import { amountOf, money } from './money';

/**
 * Refunds after a cancel: a payment Finance records on a canceled order of the contract (at most
 * the confirmed money not yet refunded, once per key), then pays once with the transfer's proof.
 */

type CommandData<T extends ContractMoneyCommand['type']> = Extract<ContractMoneyCommand, { type: T }>['data'];

export function decideRequestRefund(
  state: ContractMoneyState,
  data: CommandData<'RequestRefund'>,
): ContractMoneyEvent[] {
  const { paymentId, orderId, by, at, contract } = data;
  const currency = contract.currency;
  const known = state.refunds[paymentId];
  if (known) {
    if (known.orderId === orderId && sameAmount(known.amount, data.amount)) return [];
    throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  }
  if (!contract.orderIds.includes(orderId))
    throw new DomainError('FINANCE.ORDER_NOT_IN_CONTRACT', 'finance.orderNotInContract', {}, 'orderId');
  if (!data.orderCanceled)
    throw new DomainError('FINANCE.ORDER_NOT_CANCELED', 'finance.orderNotCanceled', {}, 'orderId');
  const amount = amountOf(data.amount, currency);
  const available = confirmedMoney(state);
  if (amount.gt(available))
    throw new DomainError(
      'FINANCE.REFUND_TOO_LARGE',
      'finance.refundTooLarge',
      { available: money(available), currency },
      'amount',
    );
  return [
    {
      type: 'RefundRequested',
      data: {
        paymentId,
        orderId,
        amount: money(amount),
        reason: reasonOf(data.reason),
        contractId: contract.contractId,
        contractNumber: contract.number,
        customerName: contract.customerName,
        ownerId: contract.ownerId,
        currency,
        by,
        at,
      },
    },
  ];
}

export function decidePayPayment(
  state: ContractMoneyState,
  { paymentId, by, at, proofs }: CommandData<'PayPayment'>,
): ContractMoneyEvent[] {
  const refund = state.refunds[paymentId];
  if (!refund) throw new DomainError('FINANCE.PAYMENT_NOT_FOUND', 'common.notFound');
  if (refund.status === 'paid') throw new DomainError('FINANCE.PAYMENT_PAID', 'finance.paymentAlreadyPaid');
  return [{ type: 'PaymentPaid', data: { paymentId, proofs: proofsOf(proofs), by, at } }];
}

import type { ContractMoneyView, MoneyFigure } from '@packflow/contracts';
import Decimal from 'decimal.js';
import {
  type ContractMoneyState,
  type Receipt,
  type ReceiptStatus,
  clearedTotal,
  refundTotal,
} from './contract-money';
import type { ContractFacts } from './contract-facts';
import { money, settle } from './money';

const figure = (receipts: readonly Receipt[]): MoneyFigure => ({
  amount: money(receipts.reduce((total, r) => total.plus(r.amount), new Decimal(0))),
  receiptIds: receipts.map((r) => r.receiptId),
});

/**
 * A contract's money as the order and contract screens show it: what was signed, received,
 * confirmed, reversed and refunded, each figure with the receipts or payments behind it, and how
 * the confirmed money settles the down payment, then the balance.
 */
export function moneyView(contract: ContractFacts, state: ContractMoneyState): ContractMoneyView {
  const receipts = Object.values(state.receipts).sort((a, b) => a.at.localeCompare(b.at));
  const having = (...statuses: ReceiptStatus[]) => receipts.filter((r) => statuses.includes(r.status));
  const confirmed = figure(having('confirmed'));
  const refunds = refundTotal(state);
  const net = new Decimal(confirmed.amount).minus(refunds);
  // The settlement's own total is the contract total, shown once as contractTotal.
  const { total, ...settlement } = settle(net, contract.total, contract.paymentTerms, contract.currency);
  return {
    contractId: contract.contractId,
    contractNumber: contract.number,
    currency: contract.currency,
    paymentTerms: contract.paymentTerms,
    otherTermsApproved: state.otherTermsApproved,
    contractTotal: total,
    signed: { amount: money(clearedTotal(state)), orderIds: Object.keys(state.cleared) },
    received: figure(having('pending', 'confirmed')),
    pending: figure(having('pending')),
    confirmed,
    reversed: figure(having('reversed')),
    refunds: { amount: money(refunds), paymentIds: Object.keys(state.refunds) },
    net: money(net),
    balance: money(Decimal.max(new Decimal(contract.total).minus(net), 0)),
    settlement,
  };
}

import type { ContractMoneyFigures, ContractMoneyView, MoneyFigure } from '@packflow/contracts';
import Decimal from 'decimal.js';
import {
  type ContractMoneyState,
  type Receipt,
  type ReceiptStatus,
  clearedTotal,
  refundTotal,
} from './contract-money';
import type { ContractFacts, OrderFacts } from './contract-facts';
import { type Currency, type PaymentTerms, money, settle } from './money';

const figure = (receipts: readonly Receipt[]): MoneyFigure => ({
  amount: money(receipts.reduce((total, r) => total.plus(r.amount), new Decimal(0))),
  receiptIds: receipts.map((r) => r.receiptId),
});
type OwingOrder = Pick<OrderFacts, 'total' | 'supplementary' | 'owes'>;
const total = (orders: readonly OwingOrder[]): Decimal =>
  orders.reduce((sum, o) => sum.plus(o.total), new Decimal(0));

/** Whether an order closed so (the orders read model's `closing`) still owes its amount. */
export const owesAfter = (closing: string | null): boolean =>
  closing !== 'canceled' && closing !== 'invalidated';

/**
 * What a contract is owed: its total, plus its supplementary orders (补单), less its orders canceled
 * or invalidated (they owe nothing). Orders not created yet count as the contract's lines say; with
 * no `contractTotal` (a read model's rows) the total is its normal orders' amounts.
 */
export function owedOf(contractTotal: string | null, orders: readonly OwingOrder[]) {
  const supplementary = total(orders.filter((o) => o.supplementary && o.owes));
  const released = total(orders.filter((o) => !o.supplementary && !o.owes));
  const whole = contractTotal ?? total(orders.filter((o) => !o.supplementary));
  const owed = Decimal.max(new Decimal(whole).plus(supplementary).minus(released), 0);
  return { owed, supplementary, released };
}

/** What the ledger holds of a contract, in sums (from its state, or from the read models' rows). */
export interface MoneySums {
  owed: Decimal.Value;
  /** Confirmed receipts (reversed ones no longer count). */
  confirmed: Decimal.Value;
  refunds: Decimal.Value;
  /** Recorded, waiting for Finance. */
  waiting: Decimal.Value;
  paymentTerms: PaymentTerms;
  currency: Currency;
}

/**
 * The receipt loop's figures: what is owed, the prepayment its terms ask, the money Finance
 * confirmed (less refunds), what waits for Finance (never counted), and the prepayment missing.
 */
export function moneyFigures(
  sums: MoneySums,
): ContractMoneyFigures & { settlement: ReturnType<typeof settle> } {
  const net = new Decimal(sums.confirmed).minus(sums.refunds);
  const settlement = settle(net, sums.owed, sums.paymentTerms, sums.currency);
  return {
    owed: settlement.total,
    prepayment: settlement.downPaymentRequired,
    confirmed: money(net),
    waiting: money(sums.waiting),
    missing: money(new Decimal(settlement.downPaymentRequired).minus(settlement.downPaymentPaid)),
    settlement,
  };
}

/**
 * A contract's money as the order and contract screens show it: what was signed, recorded,
 * confirmed, reversed and refunded, each figure with the receipts or payments behind it, what the
 * contract is owed (its orders, supplementary ones included, canceled ones not), and how the
 * confirmed money settles the down payment, then the balance.
 */
export function moneyView(
  contract: ContractFacts,
  state: ContractMoneyState,
  orders: readonly OrderFacts[] = [],
): ContractMoneyView {
  const receipts = Object.values(state.receipts).sort((a, b) => a.at.localeCompare(b.at));
  const having = (...statuses: ReceiptStatus[]) => receipts.filter((r) => statuses.includes(r.status));
  const confirmed = figure(having('confirmed'));
  const pending = figure(having('pending'));
  const refunds = refundTotal(state);
  const { owed, supplementary, released } = owedOf(contract.total, orders);
  const { settlement, ...figures } = moneyFigures({
    owed,
    confirmed: confirmed.amount,
    refunds,
    waiting: pending.amount,
    paymentTerms: contract.paymentTerms,
    currency: contract.currency,
  });
  // The settlement's own total is what is owed, shown once as figures.owed.
  const { total: _owed, ...settled } = settlement;
  return {
    contractId: contract.contractId,
    contractNumber: contract.number,
    currency: contract.currency,
    paymentTerms: contract.paymentTerms,
    otherTermsApproved: state.otherTermsApproved,
    contractTotal: money(contract.total),
    supplementary: money(supplementary),
    released: money(released),
    signed: { amount: money(clearedTotal(state)), orderIds: Object.keys(state.cleared) },
    pending,
    confirmed,
    reversed: figure(having('reversed')),
    refunds: { amount: money(refunds), paymentIds: Object.keys(state.refunds) },
    net: figures.confirmed,
    balance: money(Decimal.max(owed.minus(figures.confirmed), 0)),
    figures,
    settlement: settled,
  };
}

import Decimal from 'decimal.js';
import { DomainError } from '../shared/decider';

/**
 * Money rules shared by the contract-money ledger and its views: exact decimals in a contract's
 * currency (cents in yuan and in dollars, as every amount is: README, "Quotation prices"), the share of an order's total
 * each payment term asks for before signing, and how confirmed money settles a contract.
 */
export type Currency = 'CNY' | 'USD';
export type PaymentTerms = 'full' | 'advance30' | 'advance50' | 'other';

export const CURRENCY_DECIMALS: Record<Currency, number> = { CNY: 2, USD: 2 };

/** The part of the orders' total the terms ask for before signing ('other': the supervisor decides). */
export const PREPAYMENT_SHARE: Record<PaymentTerms, string> = {
  full: '1',
  advance30: '0.3',
  advance50: '0.5',
  other: '0',
};

/** No amount on one receipt reaches a trillion: anything larger is a typing mistake. */
const MAX_AMOUNT = new Decimal('1e12');

/** Decimal text without exponent or negative zero: '1.50' -> '1.5', -0 -> '0'. */
export const money = (d: Decimal.Value): string => {
  const text = new Decimal(d).toFixed();
  return text === '-0' ? '0' : text;
};

/** A positive amount in plain notation with at most the currency's decimals; refused naming `field`. */
export function amountOf(value: string, currency: Currency, field = 'amount'): Decimal {
  const trimmed = value.trim();
  const decimals = CURRENCY_DECIMALS[currency];
  if (!/^\d+(\.\d+)?$/.test(trimmed))
    throw new DomainError('FINANCE.AMOUNT_INVALID', 'finance.amountInvalid', {}, field);
  const amount = new Decimal(trimmed);
  if (!amount.gt(0) || amount.gte(MAX_AMOUNT))
    throw new DomainError('FINANCE.AMOUNT_INVALID', 'finance.amountInvalid', {}, field);
  if (amount.decimalPlaces() > decimals)
    throw new DomainError('FINANCE.AMOUNT_DECIMALS', 'finance.amountDecimals', { decimals, currency }, field);
  return amount;
}

/** The prepayment `terms` ask for on `total`, rounded up to the currency's smallest unit. */
export function prepaymentOf(total: Decimal.Value, terms: PaymentTerms, currency: Currency): Decimal {
  return new Decimal(total)
    .times(PREPAYMENT_SHARE[terms])
    .toDecimalPlaces(CURRENCY_DECIMALS[currency], Decimal.ROUND_UP);
}

/** 'notOwed': nothing is owed (every order canceled or invalidated), so nothing is to be paid. */
export type PrepaymentStatus = 'unpaid' | 'downPayment' | 'full' | 'notOwed';
export type BalanceStatus = 'unpaid' | 'paid' | 'notOwed';

export interface Settlement {
  total: string;
  downPaymentRequired: string;
  downPaymentPaid: string;
  balanceRequired: string;
  balancePaid: string;
  /** Confirmed money beyond the total (to refund or carry over); never counted as settling. */
  surplus: string;
  prepaymentStatus: PrepaymentStatus;
  balanceStatus: BalanceStatus;
}

/**
 * How `confirmed` money settles a total under `terms`: the down payment first, then the balance.
 * Nothing settles more than it asks for; a negative `confirmed` (impossible on the ledger) counts
 * as none. A total of nothing (all canceled) is owed by nobody: neither unpaid nor paid.
 */
export function settle(
  confirmed: Decimal.Value,
  total: Decimal.Value,
  terms: PaymentTerms,
  currency: Currency,
): Settlement {
  const paid = Decimal.max(new Decimal(confirmed), 0);
  const whole = Decimal.max(new Decimal(total), 0);
  const down = Decimal.min(prepaymentOf(whole, terms, currency), whole);
  const balance = whole.minus(down);
  const downPaid = Decimal.min(paid, down);
  const balancePaid = Decimal.min(paid.minus(downPaid), balance);
  const full = whole.gt(0) && paid.gte(whole);
  const downCovered = down.gt(0) ? paid.gte(down) : paid.gt(0);
  const owed = whole.gt(0);
  return {
    total: money(whole),
    downPaymentRequired: money(down),
    downPaymentPaid: money(downPaid),
    balanceRequired: money(balance),
    balancePaid: money(balancePaid),
    surplus: money(Decimal.max(paid.minus(whole), 0)),
    prepaymentStatus: !owed ? 'notOwed' : full ? 'full' : downCovered ? 'downPayment' : 'unpaid',
    balanceStatus: !owed ? 'notOwed' : (balance.gt(0) ? balancePaid.gte(balance) : full) ? 'paid' : 'unpaid',
  };
}

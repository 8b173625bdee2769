import type { ReceiptMethod, ReceiptStatus } from './schemas';

/** One receipt as /FinanceRecord/Audit, /FinanceRecord/Reviewed and the contract and order screens list it. */
export interface ReceiptRow {
  receiptId: string;
  contractId: string;
  contractNumber: string;
  orderId: string | null;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerName: string | null;
  amount: string;
  currency: 'CNY' | 'USD';
  method: ReceiptMethod;
  receivedOn: string;
  /** Image paths joined by '||'. */
  proofs: string;
  note: string;
  status: ReceiptStatus;
  recordedBy: string;
  recordedByName: string | null;
  recordedAt: string;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  reason: string | null;
}

/** A figure of a contract's money with the receipts (or payments) behind it. */
export interface MoneyFigure {
  amount: string;
  receiptIds: string[];
}

/** GET finance/contract/:id/money: what the contract asks and what came in, each figure explained. */
export interface ContractMoneyView {
  contractId: string;
  contractNumber: string;
  currency: 'CNY' | 'USD';
  paymentTerms: 'full' | 'advance30' | 'advance50' | 'other';
  otherTermsApproved: boolean;
  /** The contract's total (every order). */
  contractTotal: string;
  /** The total of the orders signed (cleared) so far. */
  signed: { amount: string; orderIds: string[] };
  /** Recorded and not rejected (pending or confirmed). */
  received: MoneyFigure;
  pending: MoneyFigure;
  confirmed: MoneyFigure;
  reversed: MoneyFigure;
  refunds: { amount: string; paymentIds: string[] };
  /** Confirmed money less refunds: what settles the contract. */
  net: string;
  /** What is still to come on the contract's total. */
  balance: string;
  settlement: {
    downPaymentRequired: string;
    downPaymentPaid: string;
    balanceRequired: string;
    balancePaid: string;
    surplus: string;
    prepaymentStatus: 'unpaid' | 'downPayment' | 'full';
    balanceStatus: 'unpaid' | 'paid';
  };
}

/** A payment (a refund after a cancel) as /FinancePayment/Audit and /FinancePayment/Reviewed list it. */
export interface PaymentRow {
  paymentId: string;
  contractId: string;
  contractNumber: string;
  orderId: string;
  customerName: string;
  amount: string;
  currency: 'CNY' | 'USD';
  reason: string;
  status: 'toPay' | 'paid';
  requestedBy: string;
  requestedByName: string | null;
  requestedAt: string;
  paidBy: string | null;
  paidByName: string | null;
  paidAt: string | null;
  proofs: string;
}

/**
 * GET finance/refundable: a canceled order (cancel approved) of a contract that still holds
 * confirmed money not refunded, as Finance finds it to record a refund. `refundable` is the
 * contract's confirmed money less its refunds (what the ledger allows, shared by the contract's
 * canceled orders); `refunded` what was already refunded on this order.
 */
export interface RefundableOrderRow {
  orderId: string;
  orderNumber: string;
  contractId: string;
  contractNumber: string;
  customerName: string;
  currency: 'CNY' | 'USD';
  /** The order's total. */
  total: string;
  refunded: string;
  refundable: string;
  canceledAt: string;
}

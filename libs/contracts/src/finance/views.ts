import type { ReceiptMethod, ReceiptStatus } from './schemas';

/** What Finance may do with a receipt now (the domain's receiptActions): the console shows only these. */
export const RECEIPT_ACTIONS = ['confirm', 'reject', 'reverse'] as const;
export type ReceiptAction = (typeof RECEIPT_ACTIONS)[number];

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
  /** What the reader may do with it now. */
  actions: ReceiptAction[];
  /** Finance's pending list only: the contract's figures, to decide without guessing. */
  contractMoney?: ContractMoneyFigures;
}

/** A figure of a contract's money with the receipts (or payments) behind it. */
export interface MoneyFigure {
  amount: string;
  receiptIds: string[];
}

/**
 * The receipt loop's figures of a contract (the receipt dialog, Finance's pending list, the money
 * card): money recorded and waiting for Finance is never counted as received.
 */
export interface ContractMoneyFigures {
  /** What the contract is owed: its total plus supplementary orders, less canceled or invalidated orders. */
  owed: string;
  /** The prepayment the payment terms ask on what is owed. */
  prepayment: string;
  /** Confirmed by Finance, less refunds. */
  confirmed: string;
  /** Recorded, waiting for Finance (not counted). */
  waiting: string;
  /** The prepayment not yet covered by confirmed money. */
  missing: string;
}

/** GET finance/contract/:id/money: what the contract asks and what came in, each figure explained. */
export interface ContractMoneyView {
  contractId: string;
  contractNumber: string;
  currency: 'CNY' | 'USD';
  paymentTerms: 'full' | 'advance30' | 'advance50' | 'other';
  otherTermsApproved: boolean;
  /** The contract's total (its lines). */
  contractTotal: string;
  /** Its supplementary orders' amounts (not canceled), owed on top of the total. */
  supplementary: string;
  /** Its orders canceled or invalidated: no longer owed. */
  released: string;
  /** The total of the orders signed (cleared) so far. */
  signed: { amount: string; orderIds: string[] };
  /** Recorded, waiting for Finance. */
  pending: MoneyFigure;
  confirmed: MoneyFigure;
  reversed: MoneyFigure;
  refunds: { amount: string; paymentIds: string[] };
  /** Confirmed money less refunds: what settles the contract. */
  net: string;
  /** What is still to come on what is owed (0 once every order is canceled). */
  balance: string;
  figures: ContractMoneyFigures;
  settlement: {
    downPaymentRequired: string;
    downPaymentPaid: string;
    balanceRequired: string;
    balancePaid: string;
    surplus: string;
    /** 'notOwed': nothing is owed (every order canceled or invalidated). */
    prepaymentStatus: 'unpaid' | 'downPayment' | 'full' | 'notOwed';
    balanceStatus: 'unpaid' | 'paid' | 'notOwed';
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

import type { DomainEvent } from '../shared/decider';
import type { Currency, PaymentTerms } from './money';

/**
 * The money of one contract (`contract-money-<contractId>`): receipts a salesman or trader records
 * and Finance confirms or rejects, the supervisor's approval of 'other' terms, the signing
 * clearances the sign command appends, and refunds after a cancel. One stream per contract, so a
 * clearance is decided on exactly the money that stood when it was appended: a receipt rejected or
 * reversed at the same moment moves the stream and makes the sign decide again.
 */
export const MONEY_STREAM_PREFIX = 'contract-money-';
export const contractMoneyStream = (contractId: string): string => `${MONEY_STREAM_PREFIX}${contractId}`;
export const contractIdOfMoneyStream = (streamId: string): string | null =>
  streamId.startsWith(MONEY_STREAM_PREFIX) ? streamId.slice(MONEY_STREAM_PREFIX.length) : null;

export const RECEIPT_METHODS = ['bank', 'cash', 'wechat', 'alipay', 'other'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];
export type ReceiptStatus = 'pending' | 'confirmed' | 'rejected' | 'reversed';

/** At most this many proof images on a receipt or a payment (the spec's image limit). */
export const MAX_PROOFS = 3;
/** The longest note or reason. */
export const MAX_TEXT = 500;

export interface Stamp {
  by: string;
  at: string;
}
export interface ReceiptData extends Stamp {
  receiptId: string;
  idempotencyKey: string;
  contractId: string;
  /** The contract's number, customer and owner as they were: who may see the receipt, and its list row. */
  contractNumber: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  orderId: string | null;
  amount: string;
  currency: Currency;
  method: ReceiptMethod;
  receivedOn: string;
  proofs: string;
  note: string;
}
/** A refund after a cancel: a payment Finance makes, with the contract as it was (for its list row). */
export interface RefundData extends Stamp {
  paymentId: string;
  orderId: string;
  amount: string;
  reason: string;
  contractId: string;
  contractNumber: string;
  customerName: string;
  ownerId: string;
  currency: Currency;
}
export interface SigningData extends Stamp {
  signingId: string;
  orderIds: string[];
  /** Each cleared order's total, so later clearances count every order cleared so far. */
  orderTotals: Record<string, string>;
  paymentTerms: PaymentTerms;
  currency: Currency;
  required: string;
  confirmed: string;
}

export type ContractMoneyEvent =
  | DomainEvent<'ReceiptRecorded', ReceiptData>
  | DomainEvent<'ReceiptConfirmed', { receiptId: string } & Stamp>
  | DomainEvent<'ReceiptRejected', { receiptId: string; reason: string } & Stamp>
  | DomainEvent<'ReceiptReversed', { receiptId: string; reason: string } & Stamp>
  | DomainEvent<'OtherTermsApproved', Stamp>
  | DomainEvent<'SigningCleared', SigningData>
  | DomainEvent<
      'SigningClearanceReleased',
      { signingId: string; orderId: string; reason: string; at: string }
    >
  | DomainEvent<'RefundRequested', RefundData>
  | DomainEvent<'PaymentPaid', { paymentId: string; proofs: string } & Stamp>;

export const CONTRACT_MONEY_EVENT_TYPES: ContractMoneyEvent['type'][] = [
  'ReceiptRecorded',
  'ReceiptConfirmed',
  'ReceiptRejected',
  'ReceiptReversed',
  'OtherTermsApproved',
  'SigningCleared',
  'SigningClearanceReleased',
  'RefundRequested',
  'PaymentPaid',
];

/** What the handler knows of the contract when money is recorded against it. */
export interface ContractTerms {
  contractId: string;
  number: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  currency: Currency;
  paymentTerms: PaymentTerms;
  /** The contract's orders (a receipt may name one of them). */
  orderIds: readonly string[];
}

export type ContractMoneyCommand =
  | {
      type: 'RecordReceipt';
      data: Omit<
        ReceiptData,
        'currency' | 'contractId' | 'contractNumber' | 'customerId' | 'customerName' | 'ownerId'
      > & {
        contract: ContractTerms;
      };
    }
  | { type: 'ConfirmReceipt'; data: { receiptId: string } & Stamp }
  | { type: 'RejectReceipt'; data: { receiptId: string; reason: string } & Stamp }
  | { type: 'ReverseReceipt'; data: { receiptId: string; reason: string } & Stamp }
  | { type: 'ApproveOtherTerms'; data: { paymentTerms: PaymentTerms } & Stamp }
  /** `contractId`: named in a refusal (not recorded), so the screens can follow the contract's money. */
  | { type: 'ClearSigning'; data: SigningRequest & { contractId?: string } }
  | {
      type: 'ReleaseSigningClearance';
      data: { signingId: string; orderId: string; reason: string; at: string };
    }
  | {
      type: 'RequestRefund';
      /** `orderCanceled`: the order's cancel was approved (read from its stream). */
      data: {
        paymentId: string;
        orderId: string;
        amount: string;
        reason: string;
        contract: ContractTerms;
        orderCanceled: boolean;
      } & Stamp;
    }
  | { type: 'PayPayment'; data: { paymentId: string; proofs: string } & Stamp };

export interface SigningRequest extends Stamp {
  signingId: string;
  orderIds: string[];
  orderTotals: Record<string, string>;
  paymentTerms: PaymentTerms;
  currency: Currency;
}

export interface Receipt extends ReceiptData {
  status: ReceiptStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}
export interface Refund {
  paymentId: string;
  orderId: string;
  amount: string;
  status: 'toPay' | 'paid';
}
export interface ContractMoneyState {
  currency: Currency | null;
  receipts: Record<string, Receipt>;
  /** Idempotency key -> the receipt recorded under it. */
  keys: Record<string, string>;
  otherTermsApproved: boolean;
  /** Order -> the signing that cleared it and its total (released orders are removed). */
  cleared: Record<string, { signingId: string; total: string }>;
  signings: Record<string, string[]>;
  refunds: Record<string, Refund>;
}

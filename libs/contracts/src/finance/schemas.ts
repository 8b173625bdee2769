import { z } from 'zod';
import { isoDate, msg, requiredText, strictForm } from '../validation';

/**
 * Money in (domain.md, "Finance"): a salesman or trader records a receipt against a contract (or
 * one of its orders) with proof images; Finance confirms or rejects it with a reason. Amounts are
 * exact decimals as text, in the contract's currency (the ledger checks the decimals).
 */
export const RECEIPT_METHODS = ['bank', 'cash', 'wechat', 'alipay', 'other'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];
export const RECEIPT_STATUSES = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

const trimmed = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(max, msg('validation.tooLong', { max })).default(''),
  );

/** A request key in the body (optional there: the Idempotency-Key header may carry it instead). */
const requestKeyField = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, msg('finance.idempotencyKeyInvalid'))
  .optional();

export const recordReceiptSchema = strictForm({
  contractId: requiredText(64),
  orderId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(64).optional(),
  ),
  amount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string(msg('finance.amountInvalid'))
      .regex(/^\d{1,12}(\.\d{1,4})?$/, msg('finance.amountInvalid'))
      .meta({ description: 'a positive decimal as text, at most 2 decimals (yuan and dollars alike)' }),
  ),
  method: z.enum(RECEIPT_METHODS, msg('finance.methodInvalid')),
  receivedOn: isoDate,
  /** Image paths joined by '||' (1 to 3). */
  proofs: requiredText(2000),
  note: trimmed(500),
  /**
   * A fresh key per dialog opening: the same key sent again records nothing more. Sent as the
   * Idempotency-Key header (the console does) or, as before, this field; both may be sent only when
   * they are the same key.
   */
  idempotencyKey: requestKeyField,
});
export type RecordReceiptForm = z.infer<typeof recordReceiptSchema>;

export const rejectReceiptSchema = strictForm({ reason: requiredText(500) });

export const receiptListQuerySchema = z.object({
  /** A status, or 'decided' for every receipt Finance has decided (confirmed, rejected or reversed). */
  status: z.enum([...RECEIPT_STATUSES, 'decided']).optional(),
  contractId: z.string().trim().max(64).optional(),
  orderId: z.string().trim().max(64).optional(),
  /** Contract number or customer name. */
  keyword: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

export const PAYMENT_STATUSES = ['toPay', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Finance records a refund to pay after an order's cancel was approved. */
export const requestRefundSchema = strictForm({
  contractId: requiredText(64),
  orderId: requiredText(64),
  amount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string(msg('finance.amountInvalid')).regex(/^\d{1,12}(\.\d{1,4})?$/, msg('finance.amountInvalid')),
  ),
  reason: requiredText(500),
  /** As a receipt's: the Idempotency-Key header or this field. */
  idempotencyKey: requestKeyField,
});
export type RequestRefundForm = z.infer<typeof requestRefundSchema>;

/** Finance pays a refund, with the proof of the transfer (1 to 3 images joined by '||'). */
export const payPaymentSchema = strictForm({ proofs: requiredText(2000) });

export const paymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Contract number or customer name. */
  keyword: z.string().trim().max(100).optional(),
});

/** Canceled orders with money to refund: `keyword` (order number, contract number or customer name). */
export const refundableQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
});

import { z } from 'zod';
import { formBoolean, msg, requiredText, strictForm } from '../validation';
import { BILL_STATUSES } from './views';

/**
 * The bills area's requests: the lists' filters, sending, the customer's answer (confirm, or
 * dispute lines with a reason each), adjustments, and Admin's run of a month's close.
 */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

/** A month written YYYY-MM (2020 to 2099). */
export const yearMonth = z
  .string(msg('bills.monthInvalid'))
  .trim()
  .regex(/^20[2-9]\d-(0[1-9]|1[0-2])$/, msg('bills.monthInvalid'));

/** The client's id of a thing it creates (a retry with the same id records it once). */
const clientId = z
  .string(msg('validation.failed'))
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, msg('validation.failed'));

/** GET bills: /Reconciliation/Index (every status), /Wait (toReconcile and disputed), /Send (sent). */
export const BILL_LIST_VIEWS = ['all', 'wait', 'sent'] as const;
export type BillListView = (typeof BILL_LIST_VIEWS)[number];
export const billListQuerySchema = z.object({
  view: param(z.enum(BILL_LIST_VIEWS, msg('validation.failed'))),
  status: param(z.enum(BILL_STATUSES, msg('validation.failed'))),
  month: param(yearMonth),
  /** Customer name or the owner's name. */
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  customerId: param(z.string(msg('validation.failed')).max(64, msg('validation.failed'))),
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/** POST bills/:id/confirm: the customer agrees. `acknowledgeEarly`: the early-finish warning was read. */
export const billConfirmSchema = strictForm({
  acknowledgeEarly: z.preprocess((v) => (v === undefined ? false : v), formBoolean),
});
export type BillConfirmForm = z.infer<typeof billConfirmSchema>;

/** A list as JSON text in a form body (as the console sends it), or as JSON itself. */
const jsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** POST bills/:id/dispute: the lines in dispute, a reason each. */
export const billDisputeSchema = strictForm({
  lines: z.preprocess(
    jsonText,
    z
      .array(
        z.strictObject({
          lineId: z.string(msg('validation.failed')).trim().min(1, msg('validation.failed')).max(100),
          reason: requiredText(500),
        }),
        msg('validation.failed'),
      )
      .min(1, msg('bills.disputeNoLines'))
      .max(500, msg('validation.tooLong', { max: 500 })),
  ),
});
export type BillDisputeForm = z.infer<typeof billDisputeSchema>;

/** A signed amount with at most 2 decimals, not zero: "-120.5" -> "-120.50". */
const signedMoney = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string(msg('validation.number'))
    .regex(/^-?\d{1,10}(\.\d{1,2})?$/, msg('bills.adjustmentAmountInvalid'))
    .refine((s) => Number(s) !== 0, msg('bills.adjustmentAmountInvalid'))
    .transform((s) => Number(s).toFixed(2)),
);

/**
 * POST bills/:id/adjust: adjustment lines (an amount, positive when the customer owes more, and a
 * reason), each answering a disputed line or none; `adjustmentId` is the client's.
 */
export const billAdjustSchema = strictForm({
  adjustments: z.preprocess(
    jsonText,
    z
      .array(
        z.strictObject({
          adjustmentId: clientId,
          amount: signedMoney,
          reason: requiredText(500),
          lineId: z.preprocess(
            (v) => (v === undefined || v === '' ? null : v),
            z.string(msg('validation.failed')).max(100).nullable(),
          ),
        }),
        msg('validation.failed'),
      )
      .min(1, msg('bills.adjustmentRequired'))
      .max(50, msg('validation.tooLong', { max: 50 })),
  ),
});
export type BillAdjustForm = z.infer<typeof billAdjustSchema>;

/** POST bills/closes: Admin closes a past month now (the job's own run, idempotent by month). */
export const monthCloseRunSchema = strictForm({ month: yearMonth });
export type MonthCloseRunForm = z.infer<typeof monthCloseRunSchema>;

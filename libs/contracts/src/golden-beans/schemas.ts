import { z } from 'zod';
import { decimalText } from '../catalog/schemas';
import { isoDate, msg, requiredText, strictForm } from '../validation';

/**
 * Golden beans (金豆, domain.md): an append-only ledger per salesman and trader account. Finance
 * recharges; generating a quotation debits the fee once; a correction is a reversing entry; the
 * balance is the sum of the entries and never goes negative.
 */
export const BEAN_ENTRY_KINDS = ['recharge', 'debit', 'reversal'] as const;
export type BeanEntryKind = (typeof BEAN_ENTRY_KINDS)[number];

export const rechargeSchema = strictForm({
  accountId: requiredText(64),
  amount: decimalText(0.01, 1_000_000),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(200, msg('validation.tooLong', { max: 200 }))
      .default(''),
  ),
});
export type RechargeForm = z.infer<typeof rechargeSchema>;

export const reverseEntrySchema = strictForm({ reason: requiredText(200) });

/**
 * Finance's recharge and reversal take an optional request key in this header, in the manner of
 * Stripe's idempotency keys: the console sends a fresh one per dialog and the same one when that
 * dialog's request is sent again, and the server applies the request once and answers the first
 * result again. The same key with a different request is refused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (no spaces), e.g. a UUID. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, msg('beans.idempotencyKeyInvalid'));

export const beanFlowQuerySchema = z.object({
  accountId: z.string().trim().max(64).optional(),
  kind: z.enum(BEAN_ENTRY_KINDS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  keyword: z.string().trim().max(100).optional(),
});

/** GET golden-bean/balance: another's account (Finance, administrators), at the end of a day. */
export const beanBalanceQuerySchema = z.object({
  accountId: z.string().trim().max(64).optional(),
  asOf: isoDate.optional(),
});

/** GET golden-bean/accounts: by name, username or phone. */
export const beanAccountsQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });

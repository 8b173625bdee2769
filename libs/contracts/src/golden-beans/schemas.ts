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

// The header itself lives in a module without schemas: the console's request helper needs the
// name on every page, and importing it from here would bring zod and these schemas along.
export { IDEMPOTENCY_KEY_HEADER } from './idempotency';

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

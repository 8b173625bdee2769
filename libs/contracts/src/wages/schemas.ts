import { z } from 'zod';
import { yearMonth } from '../bills/schemas';
import { isoDate, msg, requiredText, strictForm } from '../validation';
import { RANK_MEASURES, WAGE_SHEET_STATUSES } from './views';

/**
 * The wages area's requests: Admin's commission schedule, the sheets' lists, Finance's adjustment,
 * check and payment, and the rank's period.
 */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

/** A list as JSON text in a form body (as the console sends it), or as JSON itself. */
const jsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const decimal = (
  pattern: RegExp,
  key: 'wages.tierFromInvalid' | 'wages.tierRateInvalid' | 'wages.usdRateInvalid',
) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string(msg(key)).regex(pattern, msg(key)),
  );

/** The most bands a schedule may have. */
export const MAX_TIERS = 10;

/**
 * PUT wages/settings: a new schedule from a day on (tomorrow at the earliest; the domain refuses
 * an earlier day, a first band not at 0, bands not rising, a rate above 100).
 */
export const wageSettingsSchema = strictForm({
  effectiveFrom: isoDate,
  tiers: z.preprocess(
    jsonText,
    z
      .array(
        z.strictObject({
          from: decimal(/^\d{1,10}(\.\d{1,2})?$/, 'wages.tierFromInvalid'),
          rate: decimal(/^\d{1,3}(\.\d{1,4})?$/, 'wages.tierRateInvalid'),
        }),
        msg('wages.tiersRequired'),
      )
      .min(1, msg('wages.tiersRequired'))
      .max(MAX_TIERS, msg('wages.tooManyTiers', { max: MAX_TIERS })),
  ),
  usdRate: decimal(/^\d{1,4}(\.\d{1,4})?$/, 'wages.usdRateInvalid'),
});
export type WageSettingsForm = z.infer<typeof wageSettingsSchema>;

/** GET wages: /FinanceSalary/Index (to check), /Send (to pay and paid), or every sheet. */
export const WAGE_LIST_VIEWS = ['check', 'send', 'all'] as const;
export type WageListView = (typeof WAGE_LIST_VIEWS)[number];
export const wageListQuerySchema = z.object({
  view: param(z.enum(WAGE_LIST_VIEWS, msg('validation.failed'))),
  status: param(z.enum(WAGE_SHEET_STATUSES, msg('validation.failed'))),
  month: param(yearMonth),
  /** The salesman's name. */
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  staffId: param(z.string(msg('validation.failed')).max(64, msg('validation.failed'))),
});
export type WageListQuery = z.infer<typeof wageListQuerySchema>;

/** The client's id of a thing it creates (a retry with the same id records it once). */
const clientId = z
  .string(msg('validation.failed'))
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, msg('validation.failed'));

/** POST wages/:id/adjust: an amount (yuan, signed, not 0) with its reason. */
export const wageAdjustSchema = strictForm({
  adjustmentId: clientId,
  amount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string(msg('validation.number'))
      .regex(/^-?\d{1,10}(\.\d{1,2})?$/, msg('wages.adjustmentAmountInvalid'))
      .refine((s) => Number(s) !== 0, msg('wages.adjustmentAmountInvalid'))
      .transform((s) => Number(s).toFixed(2)),
  ),
  reason: requiredText(500),
});
export type WageAdjustForm = z.infer<typeof wageAdjustSchema>;

/** POST wages/:id/pay: the proof of payment (file ids of the upload, comma separated, as refunds take them). */
export const wagePaySchema = strictForm({ proofs: requiredText(2000) });
export type WagePayForm = z.infer<typeof wagePaySchema>;

/** GET rank: whole months from..to (default: this month) by a measure (default: signed). */
export const rankQuerySchema = z.object({
  from: param(yearMonth),
  to: param(yearMonth),
  by: param(z.enum(RANK_MEASURES, msg('validation.failed'))),
});
export type RankQuery = z.infer<typeof rankQuerySchema>;

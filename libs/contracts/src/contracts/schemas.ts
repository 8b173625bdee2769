import { z } from 'zod';
import { PRINTING_TYPES } from '../catalog/schemas';
import { formBoolean, isoDate, msg, strictForm } from '../validation';
import { CONTRACT_STATUSES } from './views';

/** The most quotations one contract takes. */
export const CONTRACT_MAX_QUOTATIONS = 50;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Quotation ids, comma-separated (or an array): trimmed, blanks dropped; none is the domain's refusal. */
const quotationIds = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return [];
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return v;
  },
  z
    .array(
      z
        .string(msg('contracts.idsInvalid'))
        .trim()
        .min(1, msg('contracts.idsInvalid'))
        .max(64, msg('validation.tooLong', { max: 64 })),
      msg('contracts.idsInvalid'),
    )
    .max(CONTRACT_MAX_QUOTATIONS, msg('contracts.tooManyQuotations', { max: CONTRACT_MAX_QUOTATIONS })),
);

/**
 * POST contract: the approved quotations of one customer, the contract type (digital or gravure),
 * whether it is with tax (by default as the quotations were quoted) and which lines are sampled.
 */
export const makeContractSchema = strictForm({
  quotationIds,
  type: z.enum(PRINTING_TYPES, msg('contracts.typeInvalid')),
  taxed: z.preprocess(blankToUndefined, formBoolean.optional()),
  /**
   * The quotations whose orders are sampled (the "Sampling" switch of each line), comma-separated;
   * blank: none. Not sent: each line is sampled when its quotation's price charged a proof fee.
   */
  sampled: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(z.string(msg('contracts.idsInvalid')).max(64, msg('validation.tooLong', { max: 64 })))
      .max(CONTRACT_MAX_QUOTATIONS, msg('contracts.tooManyQuotations', { max: CONTRACT_MAX_QUOTATIONS }))
      .optional(),
  ),
});
export type MakeContractForm = z.infer<typeof makeContractSchema>;

const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

/** GET contract: the list's filters (paging beside them). */
export const contractListQuerySchema = z
  .object({
    /** A contract's or quotation's number, or the customer's name, in part. */
    keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
    customerId: param(z.string(msg('validation.failed')).max(64, msg('validation.tooLong', { max: 64 }))),
    type: param(z.enum(PRINTING_TYPES, msg('contracts.typeInvalid'))),
    status: param(z.enum(CONTRACT_STATUSES, msg('validation.failed'))),
    from: param(isoDate),
    to: param(isoDate),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), {
    message: msg('contracts.dateRange'),
    path: ['from'],
  });
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

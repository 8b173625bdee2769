import { z } from 'zod';
import { PRINTING_TYPES } from '../catalog/vocabulary';
import { FILE_PATH_SEPARATOR, type FileKind, parseFilePath, splitFilePaths } from '../files/schemas';
import { boundedInt, isoDate, msg, requiredText, strictForm } from '../validation';
import { ORDER_STATUSES, ORDER_TYPES } from './views';

/** The orders area's requests: list filters, the detail's date, and the actions' forms. */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !(q.from && q.to && q.from > q.to);

/** GET order: the list a screen shows (its status) and its filters; paging beside them. */
export const orderListQuerySchema = z
  .object({
    status: param(z.enum(ORDER_STATUSES, msg('orders.statusInvalid'))),
    /** An order's, contract's or quotation's number, or its customer's name, in part. */
    keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
    customerId: param(z.string(msg('validation.failed')).max(64, msg('validation.tooLong', { max: 64 }))),
    contractId: param(z.string(msg('validation.failed')).max(64, msg('validation.tooLong', { max: 64 }))),
    type: param(z.enum(ORDER_TYPES, msg('orders.typeInvalid'))),
    printingType: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
    /** Created on or after this day (yyyy-mm-dd, UTC). */
    from: param(isoDate),
    /** Created on or before this day. */
    to: param(isoDate),
    /** Only orders with a cancel request waiting for review (the supervisor's queue). */
    cancelPending: param(z.enum(['true', 'false'], msg('validation.boolean'))),
  })
  .refine(datesInOrder, { message: msg('orders.dateRange'), path: ['from'] });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET order/:id: `asOf` answers the order as it stood at the end of that day (UTC). */
export const orderDetailQuerySchema = z.object({ asOf: param(isoDate) });

const reason = requiredText(500);
const optionalReason = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z.string(msg('validation.failed')).max(500, msg('validation.tooLong', { max: 500 })),
);

/** POST order/:id/cancel, /invalidate and /end. */
export const orderReasonSchema = strictForm({ reason });

/** PUT operator-manage/order/:id: the supervisor's decision on a cancel request (a rejection needs its reason). */
export const cancelReviewSchema = strictForm({
  decision: z.enum(['approve', 'reject'], msg('orders.decisionInvalid')),
  reason: optionalReason,
});

/** POST order/:id/supplementary. */
export const supplementarySchema = strictForm({ quantity: boundedInt(1, 100_000_000), reason });

/** What artwork may be: images and PDF documents of the file library, at most ARTWORK_FILES_MAX. */
export const ARTWORK_KINDS: readonly FileKind[] = ['png', 'jpg', 'pdf'];
export const ARTWORK_FILES_MAX = 20;

/** POST order/:id/artwork: library paths joined by '||' (whether each is the person's to use is the handler's check). */
export const artworkSchema = strictForm({
  files: z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('orders.filesRequired'))
    .max(ARTWORK_FILES_MAX * 80, msg('validation.tooLong', { max: ARTWORK_FILES_MAX * 80 }))
    .superRefine((value, ctx) => {
      const paths = splitFilePaths(value);
      if (!paths.length) ctx.addIssue({ code: 'custom', message: msg('orders.filesRequired') });
      if (paths.length > ARTWORK_FILES_MAX)
        ctx.addIssue({ code: 'custom', message: msg('files.selectionTooLarge', { n: ARTWORK_FILES_MAX }) });
      for (const path of paths) {
        const parsed = parseFilePath(path);
        if (!parsed || !ARTWORK_KINDS.includes(parsed.kind)) {
          const key = parsed ? 'orders.artworkWrongKind' : 'orders.artworkNotAllowed';
          ctx.addIssue({ code: 'custom', message: msg(key, { path: path.slice(0, 80) }) });
          return;
        }
      }
    })
    .transform((value) => splitFilePaths(value).join(FILE_PATH_SEPARATOR)),
});

const listOf = (v: unknown): unknown => {
  const list =
    v === undefined || v === null ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v;
  return Array.isArray(list)
    ? list.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s: unknown) => s !== '')
    : list;
};

export const signOrdersSchema = strictForm({
  ids: z.preprocess(
    listOf,
    z
      .array(
        z.string(msg('validation.failed')).max(64, msg('validation.tooLong', { max: 64 })),
        msg('validation.failed'),
      )
      .min(1, msg('orders.signNeedsSelection'))
      .max(200, msg('validation.tooLong', { max: 200 })),
  ),
});

import { z } from 'zod';
import { isoDate, msg, pagingQueryShape } from '../validation';
import { MONEY_GROUPS } from './views';

/** Finance's reports: the filters of each table (an export takes the same filters). */

const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

const currency = param(z.enum(['CNY', 'USD'], msg('validation.failed')));
const id = param(z.string(msg('validation.failed')).max(64, msg('validation.failed')));

/** GET reports/receivables: as of a day (default today), one currency (default CNY), a salesman or a customer. */
export const receivablesQuerySchema = z.object({
  asOf: param(isoDate),
  currency,
  ownerId: id,
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  ...pagingQueryShape,
});
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

/** GET reports/receivables/:customerId/events. */
export const receivableEventsQuerySchema = z.object({ asOf: param(isoDate), currency });
export type ReceivableEventsQuery = z.infer<typeof receivableEventsQuerySchema>;

/** GET reports/money: a period (default this month), grouped by day, month, salesman or method. */
export const moneyFlowQuerySchema = z
  .object({
    from: param(isoDate),
    to: param(isoDate),
    groupBy: param(z.enum(MONEY_GROUPS, msg('validation.failed'))),
    currency,
    /** GET reports/money/events: the row whose events to list. */
    key: param(z.string(msg('validation.failed')).max(64, msg('validation.failed'))),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msg('reports.periodInvalid'), path: ['to'] });
export type MoneyFlowQuery = z.infer<typeof moneyFlowQuerySchema>;

/** GET reports/beans: a period, by day or month. */
export const beanReportQuerySchema = z
  .object({
    from: param(isoDate),
    to: param(isoDate),
    groupBy: param(z.enum(['day', 'month'], msg('validation.failed'))),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msg('reports.periodInvalid'), path: ['to'] });
export type BeanReportQuery = z.infer<typeof beanReportQuerySchema>;

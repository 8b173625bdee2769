import { z } from 'zod';
import { isoDate, msg } from '../validation';
import {
  FINANCE_STAT_GROUPS,
  LOGISTICS_STAT_GROUPS,
  ORDER_STAT_GROUPS,
  PRODUCT_STAT_GROUPS,
  QUALITY_STAT_GROUPS,
  STATISTICS_CURRENCIES,
  STATISTICS_MAX_DAYS,
  STATISTICS_MAX_MONTHS,
  type StatisticsPage,
} from './views';

/**
 * The statistics pages' queries (an export takes the same query). Defaults (decided on the
 * server): the day pages from the first of this month to today; MonthOrder from January of this
 * year to this month; groupBy the page's first choice; currency CNY.
 */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

/** A month written yyyy-mm (2000 to 2099). */
export const statisticsMonth = z
  .string(msg('statistics.monthInvalid'))
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, msg('statistics.monthInvalid'));

const currency = param(z.enum(STATISTICS_CURRENCIES, msg('validation.failed')));

const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
const monthCount = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** A period of days, at most STATISTICS_MAX_DAYS long, grouped by one of `groups`. */
const dayQuery = <G extends readonly [string, ...string[]]>(groups: G) =>
  z
    .object({
      from: param(isoDate),
      to: param(isoDate),
      groupBy: param(z.enum(groups, msg('validation.failed'))),
      currency,
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: msg('statistics.periodInvalid'),
      path: ['to'],
    })
    .refine((q) => !q.from || !q.to || q.from > q.to || dayCount(q.from, q.to) <= STATISTICS_MAX_DAYS, {
      message: msg('statistics.periodTooLong', { max: STATISTICS_MAX_DAYS }),
      path: ['to'],
    });

/** GET statistics/day-order (and /xlsx). */
export const dayOrderStatisticsQuerySchema = dayQuery(ORDER_STAT_GROUPS);
/** GET statistics/month-order: months yyyy-mm, at most STATISTICS_MAX_MONTHS. */
export const monthOrderStatisticsQuerySchema = z
  .object({
    from: param(statisticsMonth),
    to: param(statisticsMonth),
    groupBy: param(z.enum(ORDER_STAT_GROUPS, msg('validation.failed'))),
    currency,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: msg('statistics.periodInvalid'),
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.from > q.to || monthCount(q.from, q.to) <= STATISTICS_MAX_MONTHS, {
    message: msg('statistics.periodTooLong', { max: STATISTICS_MAX_MONTHS }),
    path: ['to'],
  });
export const financeStatisticsQuerySchema = dayQuery(FINANCE_STAT_GROUPS);
/** Production has no money: `currency` is accepted and ignored. */
export const productStatisticsQuerySchema = dayQuery(PRODUCT_STAT_GROUPS);
/** Quality has no money: `currency` is accepted and ignored. */
export const qualityStatisticsQuerySchema = dayQuery(QUALITY_STAT_GROUPS);
export const logisticsStatisticsQuerySchema = dayQuery(LOGISTICS_STAT_GROUPS);

/** Each page's query schema. */
export const STATISTICS_QUERY_SCHEMAS = {
  'day-order': dayOrderStatisticsQuerySchema,
  'month-order': monthOrderStatisticsQuerySchema,
  finance: financeStatisticsQuerySchema,
  product: productStatisticsQuerySchema,
  quality: qualityStatisticsQuerySchema,
  logistics: logisticsStatisticsQuerySchema,
} as const satisfies Record<StatisticsPage, z.ZodType>;

export type StatisticsQuery<P extends StatisticsPage = StatisticsPage> = z.infer<
  (typeof STATISTICS_QUERY_SCHEMAS)[P]
>;

import {
  STATISTICS_MAX_DAYS,
  STATISTICS_MAX_MONTHS,
  type StatisticsPage,
  type StatisticsPeriod,
} from '@packflow/contracts';

/**
 * The periods of a statistics page: the one asked for (defaults: the day pages from the first of
 * this month to today, MonthOrder from January to this month, Asia/Shanghai) and the previous one
 * of the same length, just before it.
 */

/** Today in Asia/Shanghai (the business day). */
export const shanghaiToday = (now = new Date()): string =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const DAY = 86_400_000;
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

export const addMonths = (month: string, n: number): string => {
  const i = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** `value` within [low, high] (yyyy-mm-dd or yyyy-mm text compares as dates do). */
const clamp = (value: string, low: string, high: string): string =>
  value < low ? low : value > high ? high : value;

export interface Periods {
  /** The grain: days (yyyy-mm-dd), or months (yyyy-mm) on MonthOrder. */
  monthly: boolean;
  period: StatisticsPeriod;
  previousPeriod: StatisticsPeriod;
  /** Every day (month) of the period, in order: the series' points. */
  points: string[];
}

export function periodsOf(
  page: StatisticsPage,
  q: { from?: string | undefined; to?: string | undefined },
  today = shanghaiToday(),
): Periods {
  if (page === 'month-order') {
    const thisMonth = today.slice(0, 7);
    // Only a start: up to this month, at most STATISTICS_MAX_MONTHS long.
    const to =
      q.to ?? (q.from ? clamp(thisMonth, q.from, addMonths(q.from, STATISTICS_MAX_MONTHS - 1)) : thisMonth);
    const from = q.from ?? `${to.slice(0, 4)}-01`;
    const n = monthsBetween(from, to);
    return {
      monthly: true,
      period: { from, to },
      previousPeriod: { from: addMonths(from, -n), to: addMonths(from, -1) },
      points: Array.from({ length: n }, (_, i) => addMonths(from, i)),
    };
  }
  // Only a start: up to today, at most STATISTICS_MAX_DAYS long.
  const to = q.to ?? (q.from ? clamp(today, q.from, addDays(q.from, STATISTICS_MAX_DAYS - 1)) : today);
  const from = q.from ?? `${to.slice(0, 7)}-01`;
  const n = daysBetween(from, to);
  return {
    monthly: false,
    period: { from, to },
    previousPeriod: { from: addDays(from, -n), to: addDays(from, -1) },
    points: Array.from({ length: n }, (_, i) => addDays(from, i)),
  };
}

/**
 * Periods of the statistics pages: days (yyyy-mm-dd) or months (yyyy-mm), both ends inclusive,
 * counted on China's business days (Asia/Shanghai, UTC+8) as the server counts them.
 */

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** Today in China. */
export const todayInChina = (now = Date.now()): string =>
  new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** `day` moved by `days` (may be negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `month` moved by `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The default period: the last 30 days up to today, or the last 12 months up to this one. */
export function defaultPeriod(monthly: boolean, now = Date.now()): Period {
  const today = todayInChina(now);
  if (monthly) {
    const month = today.slice(0, 7);
    return { from: addMonths(month, -11), to: month };
  }
  return { from: addDays(today, -29), to: today };
}

/** Whether the text is a well-formed end of a period of this kind. */
export const isPeriodEnd = (value: string, monthly: boolean): boolean =>
  (monthly ? MONTH : DAY).test(value) && !Number.isNaN(Date.parse(monthly ? `${value}-01` : value));

/** A period both of whose ends are well formed, in order. */
export const isPeriod = (p: Period, monthly: boolean): boolean =>
  isPeriodEnd(p.from, monthly) && isPeriodEnd(p.to, monthly) && p.from <= p.to;

/**
 * The change from `previous` to `current` in percent to 1 decimal, or null when there is no base to compare
 * with (the previous figure is zero or missing).
 */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  // In tenths of a percent, rounded half away from zero: 1234.5 against 1000 is 23.5, not 23.4.
  const tenths = ((current - previous) * 1000) / Math.abs(previous);
  return (Math.sign(tenths) * Math.round(Math.abs(tenths) + 1e-9)) / 10;
}

/** A figure as the server sends it (a number, or decimal text for money) as a number. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

import { formatMoney } from '@packflow/contracts';
import type { WageListView, WageSheetStatus } from '@packflow/contracts';

/** The wages' screens by their menu path. */
export const WAGES_PATHS = {
  setting: '/FinanceSalary/Setting',
  index: '/FinanceSalary/Index',
  send: '/FinanceSalary/Send',
  detail: '/FinanceSalary/Detail',
  mine: '/FinanceSalary/Mine',
  rank: '/Rank',
} as const;

/** Which list a list screen's path shows. */
export const listViewOfPath = (path: string): WageListView =>
  path === WAGES_PATHS.index ? 'check' : path === WAGES_PATHS.send ? 'send' : 'all';

/** The detail page of a sheet. */
export const sheetDetailPath = (id: string): string => `${WAGES_PATHS.detail}?id=${encodeURIComponent(id)}`;

/** Yuan to 2 decimals with the sign: ¥1,234.50, -¥20.00. */
export const yuan = (amount: string | number | null | undefined): string =>
  formatMoney(amount === null || amount === undefined ? '0' : String(amount), 'CNY');

/** The same figure as a spreadsheet reads it (no symbol, no separators, 2 decimals). */
export const plain = (amount: string | number | null | undefined): string => {
  const n = Number(amount ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : String(amount ?? '');
};

/** Status tags' colours. */
export const STATUS_INTENT: Record<WageSheetStatus, 'warning' | 'primary' | 'success'> = {
  toCheck: 'warning',
  toPay: 'primary',
  paid: 'success',
};

/** A fresh client id for an adjustment (a retry with it records once). */
export function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This month in China (yyyy-mm), as the server counts months. */
export const thisMonthInChina = (now = Date.now()): string =>
  new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);

/** `month` moved by `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

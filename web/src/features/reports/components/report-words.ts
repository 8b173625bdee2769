import { formatMoney } from '@packflow/contracts';
import type { TFunction } from 'i18next';

export const FINANCE_TABLE_PATH = '/FinanceTable';

export const REPORT_TABS = ['receivables', 'money', 'beans', 'verify', 'closes'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Money in its currency, 2 decimals always. */
export const money = (amount: string | null | undefined, currency: string): string =>
  formatMoney(amount, currency);

const METHODS = ['bank', 'cash', 'alipay', 'wechat', 'other'];

/** A money row's label: a receipt method in words, otherwise the server's label. */
export const groupLabel = (groupBy: string, key: string, label: string, t: TFunction): string =>
  groupBy === 'method' && METHODS.includes(key) ? t(`reports.methods.${key as 'bank'}`) : label || key;

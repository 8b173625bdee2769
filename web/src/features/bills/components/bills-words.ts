import { formatMoney } from '@packflow/contracts';
import type { BillListView } from '@packflow/contracts';

/** The screens' paths and which list each shows. */
export const BILLS_PATHS = {
  index: '/Reconciliation/Index',
  wait: '/Reconciliation/Wait',
  send: '/Reconciliation/Send',
  detail: '/Reconciliation/Detail',
  monthClose: '/Sysset/MonthClose',
} as const;

export const viewOfPath = (path: string): BillListView =>
  path === BILLS_PATHS.wait ? 'wait' : path === BILLS_PATHS.send ? 'sent' : 'all';

/** The detail page of a bill. */
export const billDetailPath = (id: string): string => `${BILLS_PATHS.detail}?id=${encodeURIComponent(id)}`;

/** Money of a bill: 2 decimals in its currency, whatever the text's own. */
export const money = (amount: string | null | undefined, currency: string): string =>
  formatMoney(amount, currency);

/** Status tags' colours. */
export const STATUS_INTENT = {
  toReconcile: 'warning',
  sent: 'primary',
  disputed: 'danger',
  reconciled: 'success',
} as const;

/** A fresh client id for an adjustment (a retry with it records once). */
export function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A hash shortened for a table cell (the whole one in its title). */
export const shortHash = (hash: string | null | undefined): string =>
  hash ? (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash) : '—';

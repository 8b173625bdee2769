import type { TFunction } from 'i18next';
import type { BeanEntryKind } from '@packflow/contracts';

/** An entry's amount with its sign, as a ledger writes it: +20, -1 (a zero stays 0). */
export function signedAmount(amount: string): string {
  const text = amount.trim();
  if (text.startsWith('-')) return text;
  return /^0+(\.0+)?$/.test(text) ? text : `+${text}`;
}

export const kindLabel = (kind: BeanEntryKind, t: TFunction): string => t(`beans.kinds.${kind}`);

/** How a screen names an account in its buttons and questions. */
export const accountLabel = (row: { accountName: string | null; accountId: string }): string =>
  row.accountName ?? row.accountId;

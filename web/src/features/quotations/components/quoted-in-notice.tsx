import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, type Country, quotedIn } from '@packflow/contracts';
import { useCurrencyList } from '../api/get-currency-list';

const NAMED_CURRENCIES = ['CNY', 'USD'] as const;

export interface QuotedInNoticeProps {
  /** The chosen customer; null before one is chosen. */
  customer: { domestic: boolean } | null;
  /** A customer is named but not loaded yet (a copied quotation's): nothing is shown meanwhile. */
  pending?: boolean;
  /** The quoting person's country (their own rule until a customer is chosen). */
  country: Country | null;
}

/**
 * Which currency the quotation is priced in, before anything is generated: it follows the
 * customer (domestic: yuan; foreign: the currency of the en entry of the currency list), the
 * quoting person's country until one is chosen (the contracts' quotedIn, as the server prices).
 */
export function QuotedInNotice({ customer, pending = false, country }: QuotedInNoticeProps) {
  const { t } = useTranslation();
  const entries = useCurrencyList().data;
  if (pending) return null;
  const { locale, basis } = quotedIn(customer, country);
  const code =
    (entries ?? DEFAULT_SETTINGS.currency.entries).find((entry) => entry.label === locale)?.currency ??
    DEFAULT_SETTINGS.currency.entries.find((entry) => entry.label === locale)!.currency;
  const currency = (NAMED_CURRENCIES as readonly string[]).includes(code)
    ? t(`quotations.currencyNames.${code as (typeof NAMED_CURRENCIES)[number]}`)
    : code;
  return (
    <Callout intent={Intent.NONE} compact className="pf-notice" data-testid="quoted-in">
      {t(`quotations.quotedIn.${basis}`, { currency })}
    </Callout>
  );
}

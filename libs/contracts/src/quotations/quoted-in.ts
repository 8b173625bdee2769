import type { Locale } from '../locale';

/** Why a quotation is priced in its locale: the customer is domestic or foreign, or none is chosen yet. */
export const QUOTED_BASES = ['domestic', 'foreign', 'owner'] as const;
export type QuotedBasis = (typeof QUOTED_BASES)[number];

/** The locale (and so the currency entry and the decimals) a quotation is priced in, and why. */
export interface QuotedIn {
  locale: Locale;
  basis: QuotedBasis;
}

/**
 * Price locale and currency follow the customer, not the salesman's screen language (domain
 * rules, "Decided after the first working version was tried"): a domestic customer is quoted
 * with the cn locale (yuan, 2 decimals), a foreign one with the en locale (the en currency
 * entry, 4 decimals). Before a customer is chosen, the quoting person's country decides
 * (cn when they have none). The domain's policy and the wizard's notice both ask here.
 */
export function quotedIn(customer: { domestic: boolean } | null, ownerCountry: Locale | null): QuotedIn {
  if (customer)
    return customer.domestic ? { locale: 'cn', basis: 'domestic' } : { locale: 'en', basis: 'foreign' };
  return { locale: ownerCountry ?? 'cn', basis: 'owner' };
}

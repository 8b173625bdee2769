import { describe, expect, it } from '@jest/globals';
import { pricingLocale } from './pricing';

const customerOf = (ownerId: string, domestic: boolean) => ({
  exists: true,
  owner: { id: ownerId },
  fields: { domestic },
});

describe('the locale a quotation is priced in', () => {
  const english = { id: 'sam', country: 'en' as const };
  const chinese = { id: 'li', country: 'cn' as const };

  it("follows the customer, not the salesman's language", () => {
    expect(pricingLocale(english, customerOf('sam', true))).toEqual({ locale: 'cn', basis: 'domestic' });
    expect(pricingLocale(chinese, customerOf('li', false))).toEqual({ locale: 'en', basis: 'foreign' });
    expect(pricingLocale(english, customerOf('sam', false))).toEqual({ locale: 'en', basis: 'foreign' });
    expect(pricingLocale(chinese, customerOf('li', true))).toEqual({ locale: 'cn', basis: 'domestic' });
  });

  it("uses the salesman's country before a customer is chosen (cn when none)", () => {
    expect(pricingLocale(english, undefined)).toEqual({ locale: 'en', basis: 'owner' });
    expect(pricingLocale(chinese, undefined)).toEqual({ locale: 'cn', basis: 'owner' });
    expect(pricingLocale({ id: 'x', country: null }, undefined)).toEqual({ locale: 'cn', basis: 'owner' });
  });

  it("ignores a customer that does not exist or is someone else's", () => {
    expect(pricingLocale(english, { ...customerOf('sam', true), exists: false })).toEqual({
      locale: 'en',
      basis: 'owner',
    });
    expect(pricingLocale(english, customerOf('other', true))).toEqual({ locale: 'en', basis: 'owner' });
  });
});

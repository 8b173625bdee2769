import { cn } from './cn';
import { en } from './en';
import { translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+(?::money)?)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  it('has the same keys in Chinese and English', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(cn[key as keyof typeof en])]).toEqual([key, placeholders(text)]);
    }
  });

  it("shows a refusal's amounts as money: its currency's sign and 2 decimals, in both languages", () => {
    expect(translate('en', 'finance.refundTooLarge', { available: '1200.5', currency: 'CNY' })).toBe(
      'A refund cannot exceed the confirmed money (¥1,200.50)',
    );
    expect(translate('cn', 'finance.refundTooLarge', { available: '800', currency: 'CNY' })).toBe(
      '退款不能超过已确认金额（¥800.00）',
    );
    expect(
      translate('en', 'finance.prepaymentMissing', {
        required: '1538.3326',
        confirmed: '1000',
        missing: '538.3326',
        currency: 'USD',
      }),
    ).toBe('The confirmed prepayment is not enough: $1,538.33 needed, $1,000.00 confirmed, $538.33 missing');
    expect(translate('cn', 'finance.reversalBelowRefunds', { refunds: '200', currency: 'CNY' })).toBe(
      '冲正此收款后将少于已退款的 ¥200.00',
    );
  });
});

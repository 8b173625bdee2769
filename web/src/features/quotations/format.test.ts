import {
  formatDecimal,
  formatDelta,
  formatMoney,
  formatRatio,
  formatUnitPrice,
  largerMagnitude,
  signOf,
} from './format';

describe('money and figures as the console shows them', () => {
  it.each([
    ['1234567.891', 2, '1,234,567.89'],
    ['1234567.895', 2, '1,234,567.90'],
    ['0.12345', 4, '0.1235'],
    ['-0.004', 2, '0.00'],
    ['-1234.5', 2, '-1,234.50'],
    ['12', 4, '12.0000'],
    ['999.995', 2, '1,000.00'],
    ['0.1', 0, '0'],
    ['420', 0, '420'],
  ])('formats %s with %i decimals as %s, half away from zero, on the digits', (text, decimals, shown) => {
    expect(formatDecimal(text, decimals)).toBe(shown);
  });

  it('keeps the digits it is given when no decimals are asked for', () => {
    expect(formatDecimal('2229.250')).toBe('2,229.250');
    expect(formatDecimal('')).toBe('—');
    expect(formatDecimal('n/a')).toBe('n/a');
  });

  it('puts the currency in front, the sign before it', () => {
    expect(formatMoney('12345.6', 'CNY')).toBe('¥12,345.60');
    expect(formatMoney('-3.5', 'USD')).toBe('-$3.50');
    expect(formatMoney(null, 'USD')).toBe('—');
  });

  // Issue 21: '$1,538.3326' was shown for money in dollars.
  it('shows money with 2 decimals in every currency, unit prices in their own decimals', () => {
    expect(formatMoney('1538.3326', 'USD')).toBe('$1,538.33');
    expect(formatMoney('1234.56789', 'USD')).toBe('$1,234.57');
    expect(formatMoney('554', 'CNY')).toBe('¥554.00');
    expect(formatUnitPrice('0.1235', 'USD')).toBe('$0.1235');
    expect(formatUnitPrice('0.55', 'CNY')).toBe('¥0.55');
    // A unit price stored with fewer places still shows at least money's 2.
    expect(formatUnitPrice('0.5', 'CNY')).toBe('¥0.50');
    expect(formatUnitPrice('12', 'CNY')).toBe('¥12.00');
    expect(formatUnitPrice('0.5', 'USD', 4)).toBe('$0.5000');
  });

  it('signs changes and shows ratios as percents (spec section 9: 0 and 2 decimals)', () => {
    expect(formatDelta('465.4322', 2)).toBe('+465.43');
    expect(formatDelta('-0.0385', 4)).toBe('-0.0385');
    expect(formatDelta('0', 2)).toBe('0.00');
    expect(formatRatio('105')).toBe('105%');
    expect(formatRatio('112.234', 2)).toBe('112.23%');
    expect(signOf('-0.000')).toBe(0);
    expect(signOf('0.001')).toBe(1);
    expect(largerMagnitude('-2590.75', '3000')).toBe(false);
    expect(largerMagnitude('-3000.01', '3000')).toBe(true);
  });
});

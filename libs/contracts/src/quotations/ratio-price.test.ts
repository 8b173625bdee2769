import { priceAtRatio } from './ratio-price';

describe('priceAtRatio', () => {
  it('is the price as shown times the ratio, rounded half up to the decimals', () => {
    expect(priceAtRatio('1234.5678', '96', 4)).toBe('1185.1851');
    expect(priceAtRatio('1234.5678', '70', 4)).toBe('864.1975');
    expect(priceAtRatio('10.00', '150.5', 2)).toBe('15.05');
    expect(priceAtRatio('0.05', '50', 2)).toBe('0.03');
  });

  it('answers null for text that is not a decimal', () => {
    expect(priceAtRatio('12.00', '9x', 2)).toBeNull();
    expect(priceAtRatio('12.00', '', 2)).toBeNull();
  });
});

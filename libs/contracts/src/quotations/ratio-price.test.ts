import { amountOf, priceAtRatio, sumOf } from './ratio-price';

describe('priceAtRatio', () => {
  it('is the unit price as shown times the ratio, rounded half up to the decimals, and its amount', () => {
    expect(priceAtRatio('1.2345', '96', 4, 1000)).toEqual({ unit: '1.1851', amount: '1185.10' });
    expect(priceAtRatio('0.1234', '70', 4, 3)).toEqual({ unit: '0.0864', amount: '0.26' });
    expect(priceAtRatio('10.00', '150.5', 2, 2)).toEqual({ unit: '15.05', amount: '30.10' });
    expect(priceAtRatio('0.05', '50', 2, 1)).toEqual({ unit: '0.03', amount: '0.03' });
  });

  it('answers null for text that is not a decimal', () => {
    expect(priceAtRatio('12.00', '9x', 2, 1)).toBeNull();
    expect(priceAtRatio('12.00', '', 2, 1)).toBeNull();
  });
});

describe('amounts', () => {
  it('are the unit price times the quantity, in cents in every currency', () => {
    expect(amountOf('0.55', 1000)).toBe('550.00');
    expect(amountOf('0.1234', 12467)).toBe('1538.43');
    expect(amountOf('0.0865', '10000')).toBe('865.00');
    expect(amountOf('0.1235', 3)).toBe('0.37');
  });

  it('add up exactly', () => {
    expect(sumOf(['550.00', '1538.43', '0.37'])).toBe('2088.80');
    expect(sumOf([])).toBe('0.00');
  });
});

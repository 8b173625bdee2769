import { lossAgainstLoading } from './loading-loss';

describe('lossAgainstLoading', () => {
  it('names the loss and its share of the loading price when the final price is below it', () => {
    expect(lossAgainstLoading('1234.00', '1300.00')).toEqual({ loss: '66.00', percent: '5.1' });
    expect(lossAgainstLoading('0.1', '0.3', 4)).toEqual({ loss: '0.2000', percent: '66.7' });
  });

  it('is null at or above the loading price, or without one', () => {
    expect(lossAgainstLoading('1300.00', '1300.00')).toBeNull();
    expect(lossAgainstLoading('1300.01', '1300.00')).toBeNull();
    expect(lossAgainstLoading('900', '0')).toBeNull();
    expect(lossAgainstLoading('900', undefined)).toBeNull();
    expect(lossAgainstLoading('900', 'abc')).toBeNull();
  });
});

import { previewEarned, tiersValid } from './commission-preview';

const tiers = [
  { from: '0', rate: '1' },
  { from: '100000', rate: '2' },
  { from: '300000', rate: '3.5' },
];

describe('the tiers preview', () => {
  it('earns each band’s part at its rate, like tax brackets', () => {
    expect(previewEarned(tiers, 50_000)).toBe(500);
    // 100,000 at 1 % + 50,000 at 2 %
    expect(previewEarned(tiers, 150_000)).toBe(2000);
    // 1,000 + 200,000 at 2 % + 100,000 at 3.5 %
    expect(previewEarned(tiers, 400_000)).toBe(8500);
    expect(previewEarned(tiers, 0)).toBe(0);
  });

  it('rounds to the fen', () => {
    expect(previewEarned([{ from: '0', rate: '1.2345' }], 333.33)).toBe(4.11);
  });

  it('takes only bands the server would take', () => {
    expect(tiersValid(tiers)).toBe(true);
    expect(tiersValid([])).toBe(false);
    expect(tiersValid([{ from: '10', rate: '1' }])).toBe(false);
    expect(tiersValid([...tiers, { from: '300000', rate: '4' }])).toBe(false);
    expect(tiersValid([{ from: '0', rate: '101' }])).toBe(false);
    expect(tiersValid([{ from: '0', rate: 'x' }])).toBe(false);
  });
});

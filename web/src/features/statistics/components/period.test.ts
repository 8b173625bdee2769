import { addDays, addMonths, changePercent, defaultPeriod, isPeriod, numberOf, todayInChina } from './period';

describe('statistics periods', () => {
  // 2026-11-27 20:30 UTC is already the 28th in China.
  const now = Date.parse('2026-11-27T20:30:00Z');

  it('counts days in China', () => {
    expect(todayInChina(now)).toBe('2026-11-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 11)).toBe('2026-11');
  });

  it('defaults to the last 30 days, or the last 12 months, up to today', () => {
    expect(defaultPeriod(false, now)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(defaultPeriod(true, now)).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('takes only well-formed periods in order', () => {
    expect(isPeriod({ from: '2026-11-01', to: '2026-11-01' }, false)).toBe(true);
    expect(isPeriod({ from: '2026-11-02', to: '2026-11-01' }, false)).toBe(false);
    expect(isPeriod({ from: '2026-11', to: '2026-12' }, false)).toBe(false);
    expect(isPeriod({ from: '2026-11', to: '2026-12' }, true)).toBe(true);
    expect(isPeriod({ from: '2026-13', to: '2026-12' }, true)).toBe(false);
    expect(isPeriod({ from: '', to: '2026-12' }, true)).toBe(false);
  });

  it('gives the change in percent to 1 decimal, half away from zero, and none without a base', () => {
    expect(changePercent(1234.5, 1000)).toBe(23.5);
    expect(changePercent(765.5, 1000)).toBe(-23.5);
    expect(changePercent(0, 40)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 3)).toBeNull();
    expect(changePercent(-50, -100)).toBe(50);
  });

  it('reads figures as the server sends them', () => {
    expect(numberOf('1234.50')).toBe(1234.5);
    expect(numberOf(7)).toBe(7);
    expect(numberOf('')).toBeNull();
    expect(numberOf(null)).toBeNull();
    expect(numberOf('abc')).toBeNull();
  });
});

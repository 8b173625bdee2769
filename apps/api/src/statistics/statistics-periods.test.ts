import { periodsOf } from './statistics-periods';

/** The periods of a page: defaults, the previous period of the same length, and the longest period. */
describe('statistics periods', () => {
  it('defaults a day page to this month so far, compared with as many days before', () => {
    const p = periodsOf('finance', {}, '2026-03-10');
    expect([p.period, p.previousPeriod, p.points.length]).toEqual([
      { from: '2026-03-01', to: '2026-03-10' },
      { from: '2026-02-19', to: '2026-02-28' },
      10,
    ]);
  });

  it('takes the months before for MonthOrder, across a year', () => {
    const p = periodsOf('month-order', { from: '2026-01', to: '2026-03' }, '2026-05-01');
    expect([p.period, p.previousPeriod, p.points]).toEqual([
      { from: '2026-01', to: '2026-03' },
      { from: '2025-10', to: '2025-12' },
      ['2026-01', '2026-02', '2026-03'],
    ]);
    expect(periodsOf('month-order', {}, '2026-05-20').period).toEqual({ from: '2026-01', to: '2026-05' });
  });

  it('ends a period given only its start today, or at the longest period, or on the start itself', () => {
    expect(periodsOf('day-order', { from: '2026-05-02' }, '2026-05-20').period.to).toBe('2026-05-20');
    expect(periodsOf('day-order', { from: '2020-01-01' }, '2026-05-20').period.to).toBe('2020-12-31');
    expect(periodsOf('day-order', { from: '2027-01-01' }, '2026-05-20').period.to).toBe('2027-01-01');
    expect(periodsOf('month-order', { from: '2020-01' }, '2026-05-20').period.to).toBe('2024-12');
  });
});

import { DomainError, fold } from '../shared/decider';
import { type WageSettingsCommand, schedulesOf, wageSettingsDecider } from './wage-settings';

const schedule = (effectiveFrom: string, usdRate = '7.2', today = '2026-11-28'): WageSettingsCommand => ({
  type: 'ScheduleCommission',
  data: {
    effectiveFrom,
    tiers: [
      { from: '0', rate: '1' },
      { from: '200000', rate: '2' },
    ],
    usdRate,
    today,
    by: 'admin',
    at: '2026-11-28T02:00:00.000Z',
  },
});

describe('commission schedules', () => {
  it('starts tomorrow at the earliest: today or a day gone by is refused, naming tomorrow', () => {
    for (const day of ['2026-11-28', '2026-11-01', '2025-12-31']) {
      try {
        wageSettingsDecider.decide(schedule(day), wageSettingsDecider.initialState());
        throw new Error('not refused');
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).messageKey).toBe('wages.effectiveFromPast');
        expect((error as DomainError).params).toEqual({ earliest: '2026-11-29' });
      }
    }
  });

  it('records the normalised schedule, and a later one for the same day replaces it', () => {
    const first = wageSettingsDecider.decide(schedule('2026-12-01'), wageSettingsDecider.initialState());
    expect(first).toEqual([
      {
        type: 'CommissionScheduled',
        data: {
          effectiveFrom: '2026-12-01',
          tiers: [
            { from: '0.00', rate: '1' },
            { from: '200000.00', rate: '2' },
          ],
          usdRate: '7.2',
          by: 'admin',
          at: '2026-11-28T02:00:00.000Z',
        },
      },
    ]);
    const second = wageSettingsDecider.decide(
      schedule('2026-12-01', '7.25'),
      fold(wageSettingsDecider, first),
    );
    const third = wageSettingsDecider.decide(schedule('2026-11-29', '7'), fold(wageSettingsDecider, first));
    const state = fold(wageSettingsDecider, [...first, ...second, ...third]);
    expect(schedulesOf(state).map((s) => [s.effectiveFrom, s.usdRate])).toEqual([
      ['2026-11-29', '7'],
      ['2026-12-01', '7.25'],
    ]);
  });

  it('refuses a dollar rate of 0', () => {
    expect(() =>
      wageSettingsDecider.decide(schedule('2026-12-01', '0'), wageSettingsDecider.initialState()),
    ).toThrow(DomainError);
  });
});

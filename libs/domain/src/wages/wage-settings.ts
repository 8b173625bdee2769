import type { CommissionSchedule, CommissionTier } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { checkTiers, checkUsdRate, nextDay } from './commission';

/**
 * Admin's commission schedules (/FinanceSalary/Setting), one stream: each change is a schedule in
 * force from a day on, tomorrow at the earliest, so a change never rewrites a day gone by (nor a
 * month closed). A second schedule for the same day replaces the first before that day comes.
 */
export const WAGE_SETTINGS_STREAM = 'wage-settings';

export type ScheduledCommission = Omit<CommissionSchedule, 'byName'> & { by: string; at: string };

export type WageSettingsEvent = DomainEvent<'CommissionScheduled', ScheduledCommission>;
export const WAGE_SETTINGS_EVENT_TYPES: WageSettingsEvent['type'][] = ['CommissionScheduled'];

export type WageSettingsCommand = {
  type: 'ScheduleCommission';
  data: {
    effectiveFrom: string;
    tiers: CommissionTier[];
    usdRate: string;
    /** Today (yyyy-mm-dd, Asia/Shanghai) when asked: the schedule starts after it. */
    today: string;
    by: string;
    at: string;
  };
};

export interface WageSettingsState {
  /** Every schedule set, in the order set (a later one for the same day wins). */
  schedules: ScheduledCommission[];
}

export const wageSettingsDecider: Decider<WageSettingsState, WageSettingsCommand, WageSettingsEvent> = {
  initialState: () => ({ schedules: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommissionScheduled':
        return { schedules: [...state.schedules, event.data] };
      default:
        return state;
    }
  },
  decide: (command, _state) => {
    switch (command.type) {
      case 'ScheduleCommission': {
        const { effectiveFrom, today, by, at } = command.data;
        const earliest = nextDay(today);
        if (effectiveFrom < earliest)
          throw new DomainError(
            'WAGES.EFFECTIVE_FROM_PAST',
            'wages.effectiveFromPast',
            { earliest },
            'effectiveFrom',
          );
        const tiers = checkTiers(command.data.tiers);
        const usdRate = checkUsdRate(command.data.usdRate);
        return [{ type: 'CommissionScheduled', data: { effectiveFrom, tiers, usdRate, by, at } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};

/** The schedules that still count, one per day (the last set for it), by day. */
export function schedulesOf(state: WageSettingsState): ScheduledCommission[] {
  const byDay = new Map<string, ScheduledCommission>();
  for (const s of state.schedules) byDay.set(s.effectiveFrom, s);
  return [...byDay.values()].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

import { type Decider, DomainError, type DomainEvent } from '@packflow/domain';

/**
 * The month's close setting (month-end.md, "Periods are streams"): the hour, Asia/Shanghai, from
 * which the hourly tick closes the previous month on the first of the month (default 2). One
 * stream, `month-close-settings`, each change with who and when; Admin sets it (PUT
 * bills/closes/settings).
 */
export const MONTH_CLOSE_SETTINGS_STREAM = 'month-close-settings';
export const DEFAULT_MONTH_CLOSE_HOUR = 2;

export type MonthCloseSettingsEvent = DomainEvent<
  'MonthCloseHourSet',
  { hour: number; from: number; by: string; at: string }
>;
export type MonthCloseSettingsCommand = {
  type: 'SetMonthCloseHour';
  data: { hour: number; by: string; at: string };
};
export interface MonthCloseSettingsState {
  hour: number;
}

export const MONTH_CLOSE_SETTINGS_EVENT_TYPES: MonthCloseSettingsEvent['type'][] = ['MonthCloseHourSet'];

export const monthCloseSettingsDecider: Decider<
  MonthCloseSettingsState,
  MonthCloseSettingsCommand,
  MonthCloseSettingsEvent
> = {
  initialState: () => ({ hour: DEFAULT_MONTH_CLOSE_HOUR }),
  evolve: (state, event) => (event.type === 'MonthCloseHourSet' ? { hour: event.data.hour } : state),
  decide: (command, state) => {
    const { hour, by, at } = command.data;
    if (!Number.isInteger(hour) || hour < 0 || hour > 23)
      throw new DomainError('BILLS.CLOSE_HOUR_INVALID', 'bills.closeHourInvalid', {}, 'hour');
    if (hour === state.hour) return [];
    return [{ type: 'MonthCloseHourSet', data: { hour, from: state.hour, by, at } }];
  },
};

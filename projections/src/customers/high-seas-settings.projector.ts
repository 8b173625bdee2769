import { CUSTOMER_READ_MODELS, DEFAULT_HIGH_SEAS_SETTINGS, type HighSeasSettings } from '@packflow/contracts';
import { customerKeys } from '@packflow/domain';
import { settingsWithHistoryProjector } from '../settings-with-history';
import { HIGH_SEAS_SETTINGS_COLUMNS } from './high-seas-settings.table';

/** /Customer/Setting: the high-seas thresholds (one row) and every change with who and when. */
export const highSeasSettingsProjector = settingsWithHistoryProjector<HighSeasSettings>({
  name: CUSTOMER_READ_MODELS.highSeasSettings,
  version: 1,
  eventTypes: customerKeys.HIGH_SEAS_SETTINGS_EVENT_TYPES,
  table: 'highseas_settings',
  historyTable: 'highseas_settings_history',
  rowId: 'highseas',
  columns: HIGH_SEAS_SETTINGS_COLUMNS,
  initial: () => customerKeys.highSeasSettingsDecider.initialState().values,
  changesOf: (event) => {
    const e = event as customerKeys.HighSeasSettingsEvent;
    return e.type === 'HighSeasSettingsChanged'
      ? e.data.changes
      : (Object.keys(DEFAULT_HIGH_SEAS_SETTINGS) as (keyof HighSeasSettings)[]).map((field) => ({
          field,
          from: null,
          to: e.data.values[field],
        }));
  },
  // Every customer form and list computes its dates from them.
  audience: { roles: ['*'] },
});

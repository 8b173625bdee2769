import type { Timestamp } from '@packflow/db';
import type { ColumnType } from 'kysely';
import type { HighSeasSettings } from '@packflow/contracts';
import type { SettingsWithHistory } from '../settings-with-history';

/** /Customer/Setting: the high-seas thresholds, one row. */
export interface HighSeasSettingsRow {
  id: string;
  release_days: number;
  max_owned: number;
  max_claims_per_day: number;
  protection_days: number;
  cooldown_days: number;
  warn_days_before: number;
  version: number;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

/** Every change of the high-seas thresholds with who, when and in which role. */
export interface HighSeasSettingsHistoryRow {
  position: ColumnType<string, string, string>;
  version: number;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
  changes: ColumnType<{ field: string; from: number | null; to: number }[], string, string>;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    highseas_settings: HighSeasSettingsRow;
    highseas_settings_history: HighSeasSettingsHistoryRow;
  }
}

/**
 * The columns of `highseas_settings` after its id, each with its field and type: the shared
 * settings-with-history projector creates both tables from them (`version`, `updated_at`,
 * `updated_by` after these; the history table's columns are the same for every such read model).
 */
export const HIGH_SEAS_SETTINGS_COLUMNS = {
  releaseDays: ['release_days', 'integer'],
  maxOwned: ['max_owned', 'integer'],
  maxClaimsPerDay: ['max_claims_per_day', 'integer'],
  protectionDays: ['protection_days', 'integer'],
  cooldownDays: ['cooldown_days', 'integer'],
  warnDaysBefore: ['warn_days_before', 'integer'],
} as const satisfies SettingsWithHistory<HighSeasSettings>['columns'];

import { DEFAULT_HIGH_SEAS_SETTINGS, type HighSeasSettings } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { highSeasSettingsProjector } from '@packflow/projections';
import type { Kysely } from 'kysely';
import { settingsChanges, settingsRow } from '../catalog/settings-history.queries';
import type { Paging } from '../http/paging';

export interface HighSeasSettingsView extends HighSeasSettings {
  /** How many changes the settings have had (0: the defaults, never saved). */
  version: number;
  /** The stream revision this view reflects (-1: never written): sent back as `If-Match` with a change. */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByName: string | null;
}

export interface HighSeasSettingsHistoryEntry {
  position: string;
  version: number;
  at: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
  /** `from` is null for the first values of a new installation. */
  changes: { field: keyof HighSeasSettings; from: number | null; to: number }[];
}

/** GET customer-setting: the thresholds, the domain's defaults until they are first saved. */
export async function highSeasSettings(db: Kysely<Database>): Promise<HighSeasSettingsView> {
  const row = await settingsRow<HighSeasSettings>(db, highSeasSettingsProjector.settings);
  if (!row)
    return {
      ...DEFAULT_HIGH_SEAS_SETTINGS,
      version: 0,
      revision: -1,
      updatedAt: null,
      updatedBy: null,
      updatedByName: null,
    };
  const { values, ...stamp } = row;
  return { ...values, ...stamp };
}

/** GET customer-setting/history: newest first. */
export function highSeasSettingsHistory(
  db: Kysely<Database>,
  page: Paging,
): Promise<{ rows: HighSeasSettingsHistoryEntry[]; count: number }> {
  return settingsChanges<HighSeasSettingsHistoryEntry['changes'][number]>(
    db,
    'highseas_settings_history',
    page,
  );
}

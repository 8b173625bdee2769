import type { HighSeasSettings } from '@packflow/contracts';

export type SettingField = keyof HighSeasSettings;
export type Unit = 'days' | 'customers' | 'claimsPerDay';

/** The six settings in the order the form shows them, each with its unit and bounds (as the server's). */
export const SETTING_FIELDS: readonly { field: SettingField; unit: Unit; min: number; max: number }[] = [
  { field: 'releaseDays', unit: 'days', min: 1, max: 3650 },
  { field: 'warnDaysBefore', unit: 'days', min: 0, max: 365 },
  { field: 'protectionDays', unit: 'days', min: 0, max: 365 },
  { field: 'cooldownDays', unit: 'days', min: 0, max: 3650 },
  { field: 'maxOwned', unit: 'customers', min: 1, max: 100_000 },
  { field: 'maxClaimsPerDay', unit: 'claimsPerDay', min: 1, max: 10_000 },
];

export const isSettingField = (name: string): name is SettingField =>
  SETTING_FIELDS.some((s) => s.field === name);

/** The form's values as typed: an emptied field is '' and the server says what is wrong with it. */
export type SettingsDraft = Record<SettingField, string>;

export const toDraft = (view: HighSeasSettings): SettingsDraft =>
  Object.fromEntries(SETTING_FIELDS.map(({ field }) => [field, String(view[field] ?? '')])) as SettingsDraft;

/** The fields of `draft` that differ from `base`, trimmed. */
export function changedFields(base: SettingsDraft, draft: SettingsDraft): Partial<SettingsDraft> {
  return Object.fromEntries(
    SETTING_FIELDS.map(({ field }) => field)
      .filter((field) => draft[field].trim() !== base[field])
      .map((field) => [field, draft[field].trim()]),
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftEdit } from '../../lib/use-draft-edit';
import type { HighSeasSettingsView } from './api/get-highseas-settings';
import { useUpdateHighSeasSettings } from './api/update-highseas-settings';
import {
  SETTING_FIELDS,
  changedFields,
  toDraft,
  type SettingField,
  type SettingsDraft,
} from './settings-draft';

/** The /Customer/Setting form's state: the shared settings-form behaviour, whole numbers in range. */
export function useSettingsEdit(view: HighSeasSettingsView) {
  const { t } = useTranslation();
  const latest = useMemo(() => toDraft(view), [view]);
  const edit = useDraftEdit({
    latest,
    revision: view.revision,
    changesOf: changedFields,
    save: useUpdateHighSeasSettings(),
    // The server's bounds, checked first: a whole number in range.
    check: (changes: Partial<SettingsDraft>) =>
      Object.fromEntries(
        SETTING_FIELDS.filter(({ field }) => field in changes)
          .filter(({ field, min, max }) => {
            const typed = changes[field] ?? '';
            return !/^\d+$/.test(typed) || Number(typed) < min || Number(typed) > max;
          })
          .map(({ field, min, max }) => [field, t('customers.settings.between', { min, max })]),
      ),
  });
  return {
    ...edit,
    change: (field: SettingField, value: string): void =>
      edit.change((draft) => ({ ...draft, [field]: value }), field),
  };
}

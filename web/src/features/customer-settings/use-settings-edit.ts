import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighSeasSettings } from '@packflow/contracts';
import { toastError, toastSuccess } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api';
import { useUpdateHighSeasSettings } from './api/update-highseas-settings';
import {
  SETTING_FIELDS,
  changedFields,
  sameDraft,
  toDraft,
  type SettingField,
  type SettingsDraft,
} from './settings-draft';

interface Edit {
  base: SettingsDraft;
  draft: SettingsDraft;
}

/**
 * The settings form's state. Without unsaved edits it shows the latest server values (a change
 * made elsewhere appears at once); with edits, they stay and `changedElsewhere` says the server
 * moved on. Save sends only the fields the user changed.
 */
export function useSettingsEdit(view: HighSeasSettings) {
  const { t } = useTranslation();
  const latest = useMemo(() => toDraft(view), [view]);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateHighSeasSettings();
  const changes = edit ? changedFields(edit.base, edit.draft) : {};
  const dirty = Object.keys(changes).length > 0;

  function change(field: SettingField, value: string): void {
    setEdit((current) => {
      const base = current?.base ?? latest;
      const draft = { ...(current?.draft ?? latest), [field]: value };
      return sameDraft(base, draft) ? null : { base, draft };
    });
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function discard(): void {
    setEdit(null);
    setErrors({});
  }

  function submit(): void {
    if (!dirty) return;
    // The server's bounds, checked first: a whole number in range.
    const problems = Object.fromEntries(
      SETTING_FIELDS.filter(({ field }) => field in changes)
        .filter(({ field, min, max }) => {
          const typed = changes[field] ?? '';
          return !/^\d+$/.test(typed) || Number(typed) < min || Number(typed) > max;
        })
        .map(({ field, min, max }) => [field, t('customers.settings.between', { min, max })]),
    );
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    save.mutate(changes, {
      onSuccess: ({ msg }) => {
        discard();
        void toastSuccess(msg || t('common.operationSuccessful'));
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        void toastError(error.message);
      },
    });
  }

  return {
    values: edit?.draft ?? latest,
    errors,
    dirty,
    saving: save.isPending,
    changedElsewhere: edit !== null && !save.isPending && !sameDraft(edit.base, latest),
    change,
    discard,
    submit,
  };
}

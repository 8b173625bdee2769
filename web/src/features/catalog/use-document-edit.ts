import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsName } from '@packflow/contracts';
import { toastError, toastSuccess } from '../../components/ui/toaster';
import { ApiError, type Params } from '../../lib/api';
import { useUpdateSettings } from './api/update-settings';

interface Edit<D> {
  base: D;
  draft: D;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A settings document's form state, whatever its shape (`D`). Without unsaved edits it shows the
 * latest server values (a change made elsewhere appears at once); with edits, they stay and
 * `changedElsewhere` says the server moved on. Save sends `changesOf(base, draft)`: only what the
 * user changed.
 */
export function useDocumentEdit<D>(name: SettingsName, latest: D, changesOf: (base: D, draft: D) => Params) {
  const { t } = useTranslation();
  const [edit, setEdit] = useState<Edit<D> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSettings(name);
  const changes = edit ? changesOf(edit.base, edit.draft) : {};
  const dirty = Object.keys(changes).length > 0;

  /** Applies an edit; the server's messages for the `touched` fields go, as they may be fixed now. */
  function change(update: (draft: D) => D, ...touched: string[]): void {
    setEdit((current) => {
      const base = current?.base ?? latest;
      const draft = update(current?.draft ?? latest);
      return Object.keys(changesOf(base, draft)).length === 0 ? null : { base, draft };
    });
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => !touched.includes(key))));
  }

  function discard(): void {
    setEdit(null);
    setErrors({});
  }

  function submit(): void {
    if (!dirty) return;
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
    // While saving, our own change is on its way back; that is not someone else's.
    changedElsewhere: edit !== null && !save.isPending && !same(edit.base, latest),
    change,
    discard,
    submit,
  };
}

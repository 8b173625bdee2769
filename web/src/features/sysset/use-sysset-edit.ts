import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyssetField, SyssetView } from '@packflow/contracts';
import { toastError, toastSuccess } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api';
import { useUpdateSysset } from './api/update-sysset';
import { changedFields, sameDraft, toDraft, type SyssetDraft } from './sysset-draft';

/** Unsaved edits and the server values they started from. */
interface Edit {
  base: SyssetDraft;
  draft: SyssetDraft;
}

/**
 * The settings form's state. With no unsaved edits the form simply shows the latest server
 * values, so a change made elsewhere (arriving by a live event) appears at once. With edits, the
 * edits stay and `changedElsewhere` says the server moved on; Save still sends only what the user
 * changed.
 */
export function useSyssetEdit(view: SyssetView) {
  const { t } = useTranslation();
  const latest = useMemo(() => toDraft(view), [view]);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSysset();

  const changes = edit ? changedFields(edit.base, edit.draft) : {};
  const dirty = Object.keys(changes).length > 0;

  function change<F extends SyssetField>(field: F, value: SyssetDraft[F]): void {
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
    changedElsewhere: edit !== null && !save.isPending && !sameDraft(edit.base, latest),
    change,
    discard,
    submit,
  };
}

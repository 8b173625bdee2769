import { useMemo } from 'react';
import type { SyssetField, SyssetView } from '@packflow/contracts';
import { useDraftEdit } from '../../lib/use-draft-edit';
import { useUpdateSysset } from './api/update-sysset';
import { changedFields, toDraft, type SyssetDraft } from './sysset-draft';

/** The /Sysset form's state: the shared settings-form behaviour, one field at a time. */
export function useSyssetEdit(view: SyssetView) {
  const latest = useMemo(() => toDraft(view), [view]);
  const edit = useDraftEdit({
    latest,
    revision: view.revision,
    changesOf: changedFields,
    save: useUpdateSysset(),
  });
  return {
    ...edit,
    change: <F extends SyssetField>(field: F, value: SyssetDraft[F]): void =>
      edit.change((draft) => ({ ...draft, [field]: value }), field),
  };
}

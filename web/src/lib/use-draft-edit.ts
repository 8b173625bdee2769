import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../components/ui/toaster';
import { ApiError, type ApiResult, type Params, isRecordChanged } from './api';

interface Edit<D> {
  base: D;
  draft: D;
  /** The revision the person was looking at when they started editing. */
  revision: number | undefined;
}

/** What Save sends: the changed fields, and the revision they were made on (sent as If-Match). */
export interface DraftSave<C> {
  changes: C;
  revision?: number | undefined;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface DraftEditOptions<D, C extends Params> {
  /** The server's values as the form shows them. */
  latest: D;
  /** The revision `latest` reflects: a save made on it is refused (409) if the record moved on. */
  revision?: number | undefined;
  /** What the user changed from `base` to `draft`: what Save sends. */
  changesOf: (base: D, draft: D) => C;
  /** The save; its success message becomes the notice. */
  save: UseMutationResult<ApiResult<unknown>, Error, DraftSave<C>>;
  /** Messages by field for changes to refuse before sending (the server checks them again). */
  check?: (changes: C) => Record<string, string>;
}

/**
 * A settings form's state (system settings, high-seas rules, quotation settings). Without unsaved
 * edits it shows the latest server values, so a change made elsewhere appears at once; with
 * edits, they stay and `changedElsewhere` says the server moved on. Save sends only what the user
 * changed, and the server's field messages stay until their field is edited again. A save
 * refused because the record changed since the person opened it drops the edits, so the form
 * shows the new values (the save's hook reloads them), and says so.
 */
export function useDraftEdit<D, C extends Params>({
  latest,
  revision,
  changesOf,
  save,
  check,
}: DraftEditOptions<D, C>) {
  const { t } = useTranslation();
  const [edit, setEdit] = useState<Edit<D> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = edit ? changesOf(edit.base, edit.draft) : ({} as C);
  const dirty = Object.keys(changes).length > 0;

  /** Applies an edit; the messages of the `touched` fields go, as they may be fixed now. */
  function change(update: (draft: D) => D, ...touched: string[]): void {
    setEdit((current) => {
      const base = current?.base ?? latest;
      const draft = update(current?.draft ?? latest);
      const opened = current ? current.revision : revision;
      return Object.keys(changesOf(base, draft)).length === 0 ? null : { base, draft, revision: opened };
    });
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => !touched.includes(key))));
  }

  function discard(): void {
    setEdit(null);
    setErrors({});
  }

  function submit(): void {
    if (!dirty) return;
    const problems = check?.(changes) ?? {};
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    save.mutate(
      { changes, revision: edit?.revision },
      {
        onSuccess: ({ msg }) => {
          discard();
          void toastSuccess(msg || t('common.operationSuccessful'));
        },
        onError: (error) => {
          if (isRecordChanged(error)) discard();
          else setErrors(error instanceof ApiError ? error.fields : {});
          void toastError(error.message);
        },
      },
    );
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

import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Confirm } from '../../../components/ui/confirm';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError, type ApiResult, newIdempotencyKey } from '../../../lib/api';
import type { Keyed } from '../api/use-bean-command';

/**
 * A ledger dialog's submit: asks for confirmation, sends, then closes with the server's message,
 * or keeps the dialog open with the server's per-field messages and its reason as a notice.
 *
 * The dialog's request carries a request key, made when the dialog opens and sent again with every
 * retry (after a lost answer, a timeout, a second click), so the server records the recharge or
 * reversal once however often it arrives; after a success the next request gets a new key.
 */
export function useLedgerSubmit<Vars>(
  mutation: UseMutationResult<ApiResult<unknown>, Error, Vars & Keyed>,
  confirm: Confirm,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  async function submit(vars: Vars, question: string, confirmText: string): Promise<void> {
    if (!(await confirm({ message: question, confirmText }))) return;
    try {
      const { msg } = await mutation.mutateAsync({ ...vars, idempotencyKey });
      setIdempotencyKey(newIdempotencyKey());
      void toastSuccess(msg || t('common.operationSuccessful'));
      onDone();
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      void toastError(error instanceof Error ? error.message : String(error));
    }
  }
  return {
    submit,
    fields,
    clearField: (name: string) => setFields(({ [name]: _, ...rest }) => rest),
    /** Marks a field wrong before anything is asked or sent. */
    refuseField: (name: string, message: string) => setFields((current) => ({ ...current, [name]: message })),
  };
}

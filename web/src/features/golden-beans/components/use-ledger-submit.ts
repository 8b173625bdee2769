import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Confirm } from '../../../components/ui/confirm';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError, type ApiResult } from '../../../lib/api';

/**
 * A ledger dialog's submit: asks for confirmation, sends, then closes with the server's message,
 * or keeps the dialog open with the server's per-field messages and its reason as a notice.
 */
export function useLedgerSubmit<Vars>(
  mutation: UseMutationResult<ApiResult<unknown>, Error, Vars>,
  confirm: Confirm,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Record<string, string>>({});
  async function submit(vars: Vars, question: string, confirmText: string): Promise<void> {
    if (!(await confirm({ message: question, confirmText }))) return;
    try {
      const { msg } = await mutation.mutateAsync(vars);
      void toastSuccess(msg || t('common.operationSuccessful'));
      onDone();
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      void toastError(error instanceof Error ? error.message : String(error));
    }
  }
  return { submit, fields, clearField: (name: string) => setFields(({ [name]: _, ...rest }) => rest) };
}

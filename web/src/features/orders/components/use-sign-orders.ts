import { useTranslation } from 'react-i18next';
import type { Confirm } from '../../../components/ui/confirm';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { useSignOrders } from '../api/order-commands';

/**
 * Signing with its question first; answers whether the orders were signed. A refusal (the
 * prepayment not yet confirmed, naming what is missing) is shown as the server says it.
 */
export function useSignWithConfirm(confirm: Confirm): {
  sign: (ids: readonly string[]) => Promise<boolean>;
  pending: boolean;
} {
  const { t } = useTranslation();
  const mutation = useSignOrders();
  const sign = async (ids: readonly string[]): Promise<boolean> => {
    if (!ids.length) return false;
    const sure = await confirm({
      message: t('orders.actions.signConfirm', { count: ids.length }),
      confirmText: t('orders.actions.sign'),
    });
    if (!sure) return false;
    try {
      const answer = await mutation.mutateAsync(ids);
      await toastSuccess(answer.msg || t('common.operationSuccessful'));
      return true;
    } catch (error) {
      await toastError(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  return { sign, pending: mutation.isPending };
}

import { type ReactNode, useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Confirm } from '../../../components/ui/confirm';
import { toastSuccess } from '../../../components/ui/toaster';
import { useSignOrders } from '../api/order-commands';

/**
 * Signing with its question first; answers whether the orders were signed. A refusal (the
 * prepayment not yet confirmed, naming what is missing) is shown as the server says it, in a
 * callout (`refusal`) that stays where the seller acts until dismissed or until he signs.
 */
export function useSignWithConfirm(confirm: Confirm): {
  sign: (ids: readonly string[]) => Promise<boolean>;
  pending: boolean;
  refusal: ReactNode;
} {
  const { t } = useTranslation();
  const mutation = useSignOrders();
  const [refused, setRefused] = useState<string | null>(null);
  const sign = async (ids: readonly string[]): Promise<boolean> => {
    if (!ids.length) return false;
    const sure = await confirm({
      message: t('orders.actions.signConfirm', { count: ids.length }),
      confirmText: t('orders.actions.sign'),
    });
    if (!sure) return false;
    try {
      const answer = await mutation.mutateAsync(ids);
      setRefused(null);
      await toastSuccess(answer.msg || t('common.operationSuccessful'));
      return true;
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  const refusal = refused && (
    <Callout
      className="pf-order-refusal"
      intent={Intent.DANGER}
      role="alert"
      title={t('orders.signRefused.title')}
    >
      <p>{refused}</p>
      <Button
        size="small"
        variant="minimal"
        icon={<CrossIcon />}
        text={t('orders.signRefused.dismiss')}
        onClick={() => setRefused(null)}
      />
    </Callout>
  );
  return { sign, pending: mutation.isPending, refusal };
}

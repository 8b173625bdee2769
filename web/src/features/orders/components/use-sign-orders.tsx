import { type ReactNode, useEffect, useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useContractMoney } from '../../../components/receipts';
import type { Confirm } from '../../../components/ui/confirm';
import { toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useSignOrders } from '../api/order-commands';

/** A refusal as shown: the server's message, and for missing prepayment the contract and the amount asked. */
interface Refused {
  message: string;
  contractId: string | null;
  required: string | null;
}

const refusedOf = (error: unknown): Refused => {
  const extra = error instanceof ApiError ? error.extra : {};
  return {
    message: error instanceof Error ? error.message : String(error),
    contractId: typeof extra.contractId === 'string' ? extra.contractId : null,
    required: typeof extra.required === 'string' ? extra.required : null,
  };
};

/**
 * Signing with its question first; answers whether the orders were signed. A refusal (the
 * prepayment not yet confirmed, naming what is missing) is shown as the server says it, in a
 * callout (`refusal`) that stays where the seller acts until dismissed, until he signs, or until
 * the contract's confirmed money reaches what the refusal asked (it follows that money live).
 */
export function useSignWithConfirm(confirm: Confirm): {
  sign: (ids: readonly string[]) => Promise<boolean>;
  pending: boolean;
  refusal: ReactNode;
} {
  const { t } = useTranslation();
  const mutation = useSignOrders();
  const [refused, setRefused] = useState<Refused | null>(null);
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
      setRefused(refusedOf(error));
      return false;
    }
  };
  const refusal = refused && <RefusalCallout refused={refused} onClear={() => setRefused(null)} />;
  return { sign, pending: mutation.isPending, refusal };
}

function RefusalCallout({ refused, onClear }: { refused: Refused; onClear: () => void }) {
  const { t } = useTranslation();
  const money = useContractMoney(refused.contractId, refused.required !== null);
  const net = money.data?.contractId === refused.contractId ? money.data?.net : undefined;
  // Only hides a message gone stale: signing again is still decided by the server.
  const covered = net !== undefined && refused.required !== null && Number(net) >= Number(refused.required);
  useEffect(() => {
    if (covered) onClear();
  }, [covered, onClear]);
  return (
    <Callout
      className="pf-order-refusal"
      intent={Intent.DANGER}
      role="alert"
      title={t('orders.signRefused.title')}
    >
      <p>{refused.message}</p>
      <Button
        size="small"
        variant="minimal"
        icon={<CrossIcon />}
        text={t('orders.signRefused.dismiss')}
        onClick={onClear}
      />
    </Callout>
  );
}

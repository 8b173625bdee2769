import type { ReactElement } from 'react';
import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CustomerView } from '@packflow/contracts';
import { useConfirm } from '../../components/ui/confirm';
import { toastError, toastSuccess } from '../../components/ui/toaster';
import { useClaimCustomer } from './api/claim-customer';
import { useReleaseCustomer } from './api/release-customer';
import { customerName } from './format';

export interface CustomerActions {
  /** Asks, then claims from the high seas; true once claimed. A refusal shows the server's reason. */
  claim: (row: CustomerView) => Promise<boolean>;
  /** Asks, then releases to the high seas; true once released. */
  release: (row: CustomerView) => Promise<boolean>;
  /** Render once: the confirmation dialog. */
  confirmDialog: ReactElement;
}

/** Claim and release, each after a confirmation, for the lists and the detail screen alike. */
export function useCustomerActions(): CustomerActions {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const claimCall = useClaimCustomer();
  const releaseCall = useReleaseCustomer();

  async function run(send: () => Promise<{ msg: string }>): Promise<boolean> {
    try {
      const { msg } = await send();
      void toastSuccess(msg || t('common.operationSuccessful'));
      return true;
    } catch (error) {
      void toastError(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  async function claim(row: CustomerView): Promise<boolean> {
    const yes = await confirm({
      message: t('customers.confirm.claim', { name: customerName(row) }),
      confirmText: t('customers.confirm.claimButton'),
    });
    return yes && run(() => claimCall.mutateAsync(row.id));
  }

  async function release(row: CustomerView): Promise<boolean> {
    const yes = await confirm({
      message: t('customers.confirm.release', { name: customerName(row) }),
      confirmText: t('customers.confirm.releaseButton'),
      intent: Intent.DANGER,
    });
    return yes && run(() => releaseCall.mutateAsync(row.id));
  }

  return { claim, release, confirmDialog };
}

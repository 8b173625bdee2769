import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CustomerView, StaffView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useReassignCustomer } from '../api/reassign-customer';
import { customerName } from '../format';
import { OwnerPicker } from './owner-picker';

/** A supervisor gives a customer (owned or in the high seas) to a salesman or trader. */
export function ReassignDialog({ customer, onClose }: { customer: CustomerView; onClose: () => void }) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<StaffView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const reassign = useReassignCustomer();
  const name = customerName(customer);

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (owner === null) {
      setError(t('customers.reassign.required'));
      return;
    }
    reassign.mutate(
      { id: customer.id, ownerId: owner.id },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.ownerId : undefined);
          void toastError(failure.message);
        },
      },
    );
  }

  return (
    <Dialog isOpen title={t('customers.reassign.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{t('customers.reassign.message', { name })}</p>
          {customer.ownerId !== null && (
            <p>{t('customers.reassign.current', { name: customer.ownerName ?? customer.ownerId })}</p>
          )}
          <Field label={t('customers.reassign.owner')} labelFor="customer-reassign-owner" error={error}>
            <OwnerPicker
              id="customer-reassign-owner"
              value={owner}
              disabled={reassign.isPending}
              onChange={(staff) => {
                setOwner(staff);
                setError(undefined);
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={reassign.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('customers.reassign.submit')}
                loading={reassign.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

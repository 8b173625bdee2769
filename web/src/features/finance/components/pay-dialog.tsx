import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type PaymentRow, formatMoney } from '@packflow/contracts';
import { ImageUploadField } from '../../../components/files';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { usePayPayment } from '../api/payments';

/** Finance pays a refund: the proof of the transfer (1 to 3 images), then it is paid. */
export function PayDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [proofs, setProofs] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pay = usePayPayment();

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      const { msg } = await pay.mutateAsync({ paymentId: payment.paymentId, proofs });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.fields.proofs : undefined);
      void toastError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <Dialog isOpen title={t('finance.pay.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogBody>
          <p>
            {t('finance.pay.summary', {
              amount: formatMoney(payment.amount, payment.currency),
              contract: payment.contractNumber,
              customer: payment.customerName,
            })}
          </p>
          <Field label={t('finance.pay.proofs')} labelFor="payment-proofs" error={error}>
            <ImageUploadField id="payment-proofs" value={proofs} onChange={setProofs} />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={pay.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('finance.pay.button')}
                loading={pay.isPending}
                disabled={proofs === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

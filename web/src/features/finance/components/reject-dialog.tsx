import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type ReceiptRow, formatMoney } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useDecideReceipt } from '../api/decide-receipt';

/** Finance rejects a pending receipt, or reverses a confirmed one, with the reason the salesman will read. */
export function RejectDialog({
  receipt,
  decision = 'reject',
  onClose,
}: {
  receipt: ReceiptRow;
  decision?: 'reject' | 'reverse';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecideReceipt();

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      const { msg } = await decide.mutateAsync({
        receiptId: receipt.receiptId,
        decision,
        reason: reason.trim(),
      });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.fields.reason : undefined);
      void toastError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <Dialog isOpen title={t(`finance.${decision}.title`)} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogBody>
          <p>
            {t('finance.reject.summary', {
              amount: formatMoney(receipt.amount, receipt.currency),
              contract: receipt.contractNumber,
              name: receipt.recordedByName ?? receipt.recordedBy,
            })}
          </p>
          <Field
            label={t('finance.reject.reason')}
            labelFor="receipt-reject-reason"
            error={error}
            hint={t('finance.reject.reasonHint')}
          >
            <TextArea
              id="receipt-reject-reason"
              fill
              autoFocus
              maxLength={500}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(undefined);
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={decide.isPending} />
              <Button
                type="submit"
                intent={Intent.DANGER}
                text={t(`finance.${decision}.button`)}
                loading={decide.isPending}
                disabled={reason.trim() === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

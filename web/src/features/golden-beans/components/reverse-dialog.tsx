import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BeanEntry } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { useReverseBeanEntry } from '../api/reverse-bean-entry';
import { accountLabel, signedAmount } from '../format';
import { useLedgerSubmit } from './use-ledger-submit';

/** Finance's correction of an entry: a reversing entry with a reason, after a confirmation. */
export function ReverseDialog({ entry, onClose }: { entry: BeanEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const reverse = useReverseBeanEntry();
  const { submit, fields, clearField } = useLedgerSubmit(reverse, confirm, onClose);
  const texts = {
    amount: signedAmount(entry.amount),
    unit: t('beans.unit', { count: Math.abs(Number(entry.amount)) }),
    name: accountLabel(entry),
  };

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    void submit(
      { entryId: entry.entryId, reason: reason.trim() },
      t('beans.reverse.confirm', texts),
      t('beans.reverse.submit'),
    );
  }

  return (
    <Dialog isOpen title={t('beans.reverse.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <p>{t('beans.reverse.message', texts)}</p>
          <Field label={t('beans.reverse.reason')} labelFor="bean-reverse-reason" error={fields.reason}>
            <TextArea
              id="bean-reverse-reason"
              fill
              autoFocus
              maxLength={200}
              value={reason}
              intent={fields.reason ? Intent.DANGER : Intent.NONE}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                clearField('reason');
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={reverse.isPending} />
              <Button
                type="submit"
                intent={Intent.DANGER}
                text={t('beans.reverse.submit')}
                loading={reverse.isPending}
                disabled={reason.trim() === ''}
              />
            </>
          }
        />
      </form>
      {confirmDialog}
    </Dialog>
  );
}

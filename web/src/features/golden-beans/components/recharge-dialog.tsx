import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type BeanBalance, type Locale, readIssue, rechargeSchema, translate } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { useRechargeBeans } from '../api/recharge-beans';
import { accountLabel } from '../format';
import { useLedgerSubmit } from './use-ledger-submit';

/** Finance's recharge of one salesman's or trader's account: amount and note, then a confirmation. */
export function RechargeDialog({ account, onClose }: { account: BeanBalance; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const recharge = useRechargeBeans();
  const { submit, fields, clearField, refuseField } = useLedgerSubmit(recharge, confirm, onClose);
  const name = accountLabel(account);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    // The amount is checked with the server's own rule before the confirmation names it.
    const checked = rechargeSchema.shape.amount.safeParse(amount.trim());
    if (!checked.success) {
      const { key, params } = readIssue(checked.error.issues[0]?.message ?? '');
      refuseField('amount', translate(i18n.language === 'en' ? 'en' : ('cn' as Locale), key, params));
      return;
    }
    void submit(
      { accountId: account.accountId, amount: amount.trim(), note: note.trim() },
      t('beans.recharge.confirm', {
        amount: amount.trim(),
        unit: t('beans.unit', { count: Number(amount.trim()) }),
        name,
      }),
      t('beans.recharge.submit'),
    );
  }

  return (
    <Dialog isOpen title={t('beans.recharge.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <Field
            label={t('beans.recharge.account')}
            labelFor="bean-recharge-account"
            error={fields.accountId}
          >
            <InputGroup id="bean-recharge-account" value={`${name} (${account.balance})`} readOnly />
          </Field>
          <Field label={t('beans.recharge.amount')} labelFor="bean-recharge-amount" error={fields.amount}>
            <InputGroup
              id="bean-recharge-amount"
              inputMode="decimal"
              value={amount}
              autoFocus
              intent={fields.amount ? Intent.DANGER : Intent.NONE}
              onValueChange={(value) => {
                setAmount(value);
                clearField('amount');
              }}
            />
          </Field>
          <Field label={t('beans.recharge.note')} labelFor="bean-recharge-note" error={fields.note}>
            <TextArea
              id="bean-recharge-note"
              fill
              maxLength={200}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={recharge.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('beans.recharge.submit')}
                loading={recharge.isPending}
                disabled={amount.trim() === ''}
              />
            </>
          }
        />
      </form>
      {confirmDialog}
    </Dialog>
  );
}

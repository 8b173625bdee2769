import { useState } from 'react';
import { Button, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WageSheetAction, WageSheetView } from '@packflow/contracts';
import { ImageUploadField } from '../../../components/files';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { useAdjustSheet, useCheckSheet, usePaySheet } from '../api/wages';
import { clientId, yuan } from './wages-words';

interface DialogProps {
  sheet: WageSheetView;
  onClose: () => void;
}

const AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;

/** An adjustment: an amount (yuan, signed, not 0) and its reason; its id is made once per dialog. */
export function AdjustDialog({ sheet, onClose }: DialogProps) {
  const { t } = useTranslation();
  const adjust = useAdjustSheet();
  const [adjustmentId] = useState(clientId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    if (!AMOUNT.test(amount.trim()) || Number(amount) === 0 || !reason.trim())
      return setErrors({ form: t('wages.adjust.invalid') });
    setErrors({});
    void sendForm(
      () =>
        adjust.mutateAsync({
          id: sheet.id,
          revision: sheet.revision,
          adjustmentId,
          amount: amount.trim(),
          reason: reason.trim(),
        }),
      t,
      onClose,
      setErrors,
    );
  };
  return (
    <FormDialog
      title={t('wages.adjust.title')}
      className="pf-wage-dialog"
      busy={adjust.isPending}
      formError={errors.form}
      closeText={t('wages.actions.close')}
      submitText={t('wages.adjust.submit')}
      outsideClickCloses={false}
      onClose={onClose}
      onSubmit={submit}
      header={<p>{t('wages.adjust.hint')}</p>}
    >
      <Field label={t('wages.adjust.amount')} labelFor="wage-adjust-amount" error={errors.amount}>
        <InputGroup
          id="wage-adjust-amount"
          inputMode="decimal"
          value={amount}
          onValueChange={setAmount}
          rightElement={<span className="pf-wage-unit">¥</span>}
        />
      </Field>
      <Field label={t('wages.adjust.reason')} labelFor="wage-adjust-reason" error={errors.reason}>
        <TextArea
          id="wage-adjust-reason"
          fill
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
    </FormDialog>
  );
}

/** Finance checks the sheet: it waits to be paid and can no longer be adjusted. */
export function CheckDialog({ sheet, onClose }: DialogProps) {
  const { t } = useTranslation();
  const check = useCheckSheet();
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title={t('wages.check.title')}
      busy={check.isPending}
      formError={error}
      closeText={t('wages.actions.close')}
      submitText={t('wages.actions.check')}
      onClose={onClose}
      onSubmit={() =>
        void sendForm(
          () => check.mutateAsync({ id: sheet.id, revision: sheet.revision }),
          t,
          onClose,
          (errors) => setError(errors.form),
        )
      }
    >
      <p>
        {t('wages.check.question', { name: sheet.staffName, month: sheet.month, total: yuan(sheet.total) })}
      </p>
    </FormDialog>
  );
}

/** Finance pays the sheet with the proof of the transfer (images through the upload, as refunds). */
export function PayDialog({ sheet, onClose }: DialogProps) {
  const { t } = useTranslation();
  const pay = usePaySheet();
  const [proofs, setProofs] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <FormDialog
      title={t('wages.pay.title')}
      className="pf-wage-dialog"
      busy={pay.isPending}
      formError={errors.form}
      closeText={t('wages.actions.close')}
      submitText={t('wages.pay.submit')}
      submitDisabled={proofs === ''}
      outsideClickCloses={false}
      onClose={onClose}
      onSubmit={() =>
        void sendForm(
          () => pay.mutateAsync({ id: sheet.id, revision: sheet.revision, proofs }),
          t,
          onClose,
          setErrors,
        )
      }
    >
      <p>{t('wages.pay.summary', { name: sheet.staffName, month: sheet.month, total: yuan(sheet.total) })}</p>
      <Field label={t('wages.pay.proofs')} labelFor="wage-pay-proofs" error={errors.proofs}>
        <ImageUploadField id="wage-pay-proofs" value={proofs} onChange={setProofs} />
      </Field>
    </FormDialog>
  );
}

/**
 * The buttons of the actions the server offers with the sheet (never one it does not), and the
 * dialog of the one chosen.
 */
export function SheetActions({ sheet, label }: { sheet: WageSheetView; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<WageSheetAction | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {sheet.actions.length > 0 && (
        <div className="pf-wage-actions" role="toolbar" aria-label={label}>
          {sheet.actions.map((action) => (
            <Button
              key={action}
              intent={action === 'adjust' ? Intent.NONE : Intent.PRIMARY}
              text={t(`wages.actions.${action}`)}
              onClick={() => setOpen(action)}
            />
          ))}
        </div>
      )}
      {open === 'adjust' && <AdjustDialog sheet={sheet} onClose={close} />}
      {open === 'check' && <CheckDialog sheet={sheet} onClose={close} />}
      {open === 'pay' && <PayDialog sheet={sheet} onClose={close} />}
    </>
  );
}

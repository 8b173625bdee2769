import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';

export interface ReasonForm {
  reason: string;
  quantity: string;
}

/**
 * A dialog asking for a reason (and a quantity, for a supplementary order) before an order action.
 * The server's refusal is shown at its field, or above the form; the dialog closes on success.
 */
export function ReasonDialog({
  title,
  hint,
  withQuantity = false,
  withReason = true,
  reasonRequired = true,
  submitText,
  intent = Intent.PRIMARY,
  extra,
  onSubmit,
  onClose,
}: {
  title: string;
  hint: string;
  withQuantity?: boolean;
  /** Asks for a reason (artwork does not). */
  withReason?: boolean;
  reasonRequired?: boolean;
  submitText?: string;
  intent?: Intent;
  extra?: ReactNode;
  /** Sends the form; resolves when done (the dialog then closes), rejects with the refusal. */
  onSubmit: (form: ReasonForm) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ReasonForm>({ reason: '', quantity: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (withReason && reasonRequired && !form.reason.trim())
      found.reason = t('orders.dialogs.reasonRequired');
    if (withQuantity && !/^[1-9]\d*$/.test(form.quantity.trim()))
      found.quantity = t('orders.dialogs.quantityInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(form);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const message = error instanceof Error ? error.message : String(error);
      setErrors(Object.keys(fields).length ? { ...fields, form: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog isOpen title={title} onClose={onClose} canOutsideClickClose={!busy}>
      <form onSubmit={submit}>
        <DialogBody>
          <p>{hint}</p>
          {errors.form && (
            <p role="alert" className="bp6-text-intent-danger">
              {errors.form}
            </p>
          )}
          {extra}
          {withQuantity && (
            <Field label={t('orders.dialogs.quantity')} labelFor="order-quantity" error={errors.quantity}>
              <InputGroup
                id="order-quantity"
                inputMode="numeric"
                value={form.quantity}
                onValueChange={(quantity) => setForm((f) => ({ ...f, quantity }))}
              />
            </Field>
          )}
          {withReason && (
            <Field label={t('orders.dialogs.reason')} labelFor="order-reason" error={errors.reason}>
              <TextArea
                id="order-reason"
                fill
                maxLength={500}
                value={form.reason}
                onChange={(event) => {
                  const reason = event.currentTarget.value;
                  setForm((f) => ({ ...f, reason }));
                }}
              />
            </Field>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('orders.dialogs.close')} onClick={onClose} disabled={busy} />
              <Button
                type="submit"
                intent={intent}
                text={submitText ?? t('orders.dialogs.send')}
                loading={busy}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

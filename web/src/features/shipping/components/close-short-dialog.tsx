import { useState } from 'react';
import { Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { currentLocale } from '../../../lib/i18n';
import { type ShippingDetail, useCloseShort } from '../api/shipping';
import { quantityText } from './shipping-words';

/** Close short: the rest will not ship, with the reason; the order becomes Shipped. */
export function CloseShortDialog({ view, onClose }: { view: ShippingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const close = useCloseShort();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <FormDialog
      title={t('shipping.closeShort.title', { number: view.orderNumber })}
      busy={close.isPending}
      formError={errors.form}
      closeText={t('shipping.closeShort.cancel')}
      submitText={t('shipping.closeShort.submit')}
      intent={Intent.DANGER}
      submitDisabled={reason.trim() === ''}
      onSubmit={() =>
        void sendForm(
          async () => {
            await close.mutateAsync({ orderId: view.orderId, reason });
            return {
              msg: t('shipping.closeShort.done', {
                number: view.orderNumber,
                outstanding: quantityText(view.readiness.figures.outstanding, view.unit, t, locale),
              }),
            };
          },
          t,
          onClose,
          setErrors,
        )
      }
      onClose={onClose}
      header={
        <p>
          {t('shipping.closeShort.hint', {
            outstanding: quantityText(view.readiness.figures.outstanding, view.unit, t, locale),
          })}
        </p>
      }
    >
      <Field label={t('shipping.closeShort.reason')} labelFor="close-short-reason" error={errors.reason}>
        <TextArea
          id="close-short-reason"
          fill
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
    </FormDialog>
  );
}

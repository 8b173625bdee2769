import { useState } from 'react';
import { InputGroup, TextArea } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderShippingView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { newIdempotencyKey } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { useAskApproval } from '../api/fulfilment';

export type AskKind = 'overShipment' | 'credit';

/** "1,500 pcs": a quantity in the order's unit (its output word, not its price suffix). */
export const quantityOf = (
  { quantity, unit }: { quantity: number; unit: string },
  t: TFunction,
  locale: string,
) =>
  `${quantity.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')} ${
    unit === 'meter' || unit === 'piece' ? t(`orders.production.units.${unit}`) : unit
  }`;

/**
 * The owner's request to OperatorManage: an over-shipment (how much above the limit, and why) or
 * a release on credit (why). The server names what it refuses; OperatorManage is told.
 */
export function AskApprovalDialog({
  view,
  kind,
  onClose,
}: {
  view: OrderShippingView;
  kind: AskKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ask = useAskApproval();
  const [approvalId] = useState(newIdempotencyKey);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const f = view.readiness.figures;
  const over = kind === 'overShipment';
  return (
    <FormDialog
      title={
        over
          ? t('orders.fulfilment.askTitleOverShipment')
          : t('orders.fulfilment.askTitleCredit', { number: view.orderNumber })
      }
      busy={ask.isPending}
      formError={errors.form}
      closeText={t('orders.fulfilment.cancel')}
      submitText={t('orders.fulfilment.send')}
      submitDisabled={reason.trim() === '' || (over && quantity.trim() === '')}
      onSubmit={() =>
        void sendForm(
          async () => {
            await ask.mutateAsync({ orderId: view.orderId, approvalId, kind, quantity, reason });
            return {
              msg: over
                ? t('orders.fulfilment.askedOverShipment', {
                    number: view.orderNumber,
                    quantity: quantityOf({ quantity: Number(quantity), unit: view.unit }, t, currentLocale()),
                  })
                : t('orders.fulfilment.askedCredit', { number: view.orderNumber }),
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
          {over
            ? t('orders.fulfilment.askHintOverShipment', {
                limit: quantityOf({ quantity: f.limit, unit: view.unit }, t, currentLocale()),
                pct: f.tolerancePct,
                ordered: quantityOf({ quantity: f.ordered, unit: view.unit }, t, currentLocale()),
              })
            : t('orders.fulfilment.askHintCredit')}
        </p>
      }
    >
      {over && (
        <Field label={t('orders.fulfilment.quantity')} labelFor="ask-quantity" error={errors.quantity}>
          <InputGroup id="ask-quantity" inputMode="numeric" value={quantity} onValueChange={setQuantity} />
        </Field>
      )}
      <Field label={t('orders.fulfilment.reason')} labelFor="ask-reason" error={errors.reason}>
        <TextArea
          id="ask-reason"
          fill
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
    </FormDialog>
  );
}

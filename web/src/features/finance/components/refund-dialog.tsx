import { useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  FINANCE_READ_MODELS,
  MONEY_DECIMALS,
  type RefundableOrderRow,
  formatMoney,
} from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { useRequestRefund } from '../api/payments';

/**
 * Finance records a refund after a cancel: it finds the canceled order (order number, contract
 * number or customer) among those whose contract still holds confirmed money, enters the amount in
 * the contract's currency (at most what is refundable: the ledger refuses more, and the refusal shows
 * here) and the reason. The dialog keeps one request key from opening to success, so a double click
 * or a retry after a lost answer records one refund. `order` preselects it (from an order's screen).
 */
export function RefundDialog({
  order: preselected,
  onClose,
}: {
  order?: RefundableOrderRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<RefundableOrderRow | null>(preselected ?? null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const refund = useRequestRefund();
  const clear = (name: string) => setFields(({ [name]: _, ...rest }) => rest);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!order) return;
    try {
      const { msg } = await refund.mutateAsync({
        contractId: order.contractId,
        orderId: order.orderId,
        amount: amount.trim(),
        reason: reason.trim(),
        idempotencyKey,
      });
      setIdempotencyKey(newIdempotencyKey());
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      void toastError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Dialog isOpen title={t('finance.refund.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogBody>
          <Field
            label={t('finance.refund.order')}
            labelFor="refund-order"
            error={fields.orderId ?? fields.contractId}
            hint={t('finance.refund.orderHint')}
          >
            <SearchableSelect<RefundableOrderRow>
              id="refund-order"
              fill
              path="finance/refundable"
              readModel={FINANCE_READ_MODELS.payments}
              value={order}
              onChange={(row) => {
                setOrder(row);
                setAmount('');
                // A new order is a new refund: a key sent for the previous one must not answer it.
                setIdempotencyKey(newIdempotencyKey());
                setFields({});
              }}
              itemKey={(row) => row.orderId}
              itemLabel={(row) => `${row.orderNumber} · ${row.customerName}`}
              itemDetail={(row) => formatMoney(row.refundable, row.currency)}
              placeholder={t('finance.refund.orderPlaceholder')}
            />
          </Field>
          {order && (
            <Callout compact intent={Intent.PRIMARY} className="pf-refund-summary">
              {t('finance.refund.summary', {
                order: order.orderNumber,
                contract: order.contractNumber,
                customer: order.customerName,
                total: formatMoney(order.total, order.currency),
                refunded: formatMoney(order.refunded, order.currency),
                refundable: formatMoney(order.refundable, order.currency),
              })}
            </Callout>
          )}
          <Field
            label={
              // No order chosen yet: no currency to name, so no empty brackets either.
              order
                ? t('finance.refund.amount', { currency: order.currency })
                : t('finance.refund.amountNoOrder')
            }
            labelFor="refund-amount"
            error={fields.amount}
            hint={
              order
                ? t('finance.refund.amountHint', {
                    refundable: formatMoney(order.refundable, order.currency),
                    decimals: MONEY_DECIMALS,
                  })
                : undefined
            }
          >
            <InputGroup
              id="refund-amount"
              inputMode="decimal"
              value={amount}
              disabled={!order}
              intent={fields.amount ? Intent.DANGER : Intent.NONE}
              onValueChange={(value) => {
                setAmount(value);
                clear('amount');
              }}
            />
          </Field>
          <Field label={t('finance.refund.reason')} labelFor="refund-reason" error={fields.reason}>
            <TextArea
              id="refund-reason"
              fill
              maxLength={500}
              value={reason}
              disabled={!order}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                clear('reason');
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={refund.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('finance.refund.submit')}
                loading={refund.isPending}
                disabled={!order || amount.trim() === '' || reason.trim() === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

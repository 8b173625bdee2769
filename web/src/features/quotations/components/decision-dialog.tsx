import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { QuotationRange, QuotationRow } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { useReviewQuotation, type ReviewDecision } from '../api/quotation-commands';
import { formatMoney, formatRatio } from '../format';

/** Approve (reason optional) or reject (reason required) one quotation. */
export function DecisionDialog({
  row,
  decision,
  range,
  onClose,
}: {
  row: Pick<QuotationRow, 'id' | 'number' | 'ownerName' | 'ratio' | 'price_end' | 'currency'>;
  decision: ReviewDecision;
  range: QuotationRange | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useReviewQuotation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const rejecting = decision === 'reject';

  async function decide(): Promise<void> {
    if (rejecting && reason.trim() === '') {
      setError(t('quotations.review.reasonRequired'));
      return;
    }
    try {
      const { msg } = await review.mutateAsync({ id: row.id, decision, reason: reason.trim() });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (failure) {
      void toastError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Dialog
      isOpen
      title={t(rejecting ? 'quotations.review.rejectTitle' : 'quotations.review.approveTitle', {
        number: row.number,
      })}
      onClose={onClose}
      canOutsideClickClose={!review.isPending}
    >
      <DialogBody>
        <p>
          {t('quotations.review.approveQuestion', {
            salesman: row.ownerName ?? '—',
            ratio: formatRatio(row.ratio).replace('%', ''),
            min: range?.minRatio ?? '—',
            max: range?.maxRatio ?? '—',
            price: formatMoney(row.price_end, row.currency),
          })}
        </p>
        <Field
          label={t(rejecting ? 'quotations.review.reason' : 'quotations.review.reasonOptional')}
          labelFor="review-reason"
          error={error}
        >
          <TextArea
            id="review-reason"
            fill
            autoFocus
            rows={3}
            maxLength={500}
            value={reason}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
          />
        </Field>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={review.isPending} />
            <Button
              intent={rejecting ? Intent.DANGER : Intent.SUCCESS}
              text={t(rejecting ? 'quotations.buttons.reject' : 'quotations.buttons.approve')}
              loading={review.isPending}
              onClick={() => void decide()}
            />
          </>
        }
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  lossAgainstLoading,
  type PriceResult,
  type QuotationRange,
  type QuotationReviewRow,
  type QuotationRow,
} from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { isRecordChanged } from '../../../lib/api';
import { useReviewQuotation, type ReviewDecision } from '../api/review-quotation';
import { formatMoney, formatRatio } from '../format';

type Money = Pick<QuotationReviewRow, 'price_loading' | 'ratioOfLoading' | 'decimals'>;

/** What the dialog is given: a review row (its money on it) or a quotation's detail (in its result). */
export type DecisionRow = Pick<
  QuotationRow,
  'id' | 'number' | 'ownerName' | 'ratio' | 'price' | 'price_end' | 'currency' | 'revision'
> &
  (Money | { result: Partial<Pick<PriceResult, keyof Money>> });

const moneyOf = (row: DecisionRow): Partial<Money> => ('result' in row ? row.result : row);

/**
 * Approve (reason optional) or reject (reason required) one quotation, as the supervisor saw it:
 * changed since (409), the dialog closes with the message and the screen shows the new state.
 * It shows the calculated, loading and final prices and the final price's ratio to the loading
 * price; approving below the loading price asks a second time, naming the loss.
 */
export function DecisionDialog({
  row,
  decision,
  range,
  onClose,
}: {
  row: DecisionRow;
  decision: ReviewDecision;
  range: QuotationRange | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useReviewQuotation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirm, confirmDialog] = useConfirm();
  const rejecting = decision === 'reject';
  const money = moneyOf(row);
  const loss = lossAgainstLoading(row.price_end, money.price_loading, money.decimals);
  const price = (text: string | undefined) => formatMoney(text, row.currency);

  async function decide(): Promise<void> {
    if (rejecting && reason.trim() === '') {
      setError(t('quotations.review.reasonRequired'));
      return;
    }
    if (!rejecting && loss) {
      const sure = await confirm({
        title: t('quotations.review.lossTitle'),
        message: t('quotations.review.lossQuestion', {
          price: price(row.price_end),
          loading: price(money.price_loading),
          loss: price(loss.loss),
          percent: loss.percent,
        }),
        confirmText: t('quotations.review.lossConfirm'),
        intent: Intent.DANGER,
      });
      if (!sure) return;
    }
    try {
      const { msg } = await review.mutateAsync({
        id: row.id,
        decision,
        reason: reason.trim(),
        revision: row.revision,
      });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (failure) {
      void toastError(failure instanceof Error ? failure.message : String(failure));
      // The quotation moved on: the refetched screen shows it as it is now.
      if (isRecordChanged(failure)) onClose();
    }
  }

  return (
    <>
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
          <HTMLTable compact className="pf-review-money" aria-label={t('quotations.review.money')}>
            <tbody>
              <tr>
                <th>{t('quotations.columns.calculated')}</th>
                <td className="pf-num">{price(row.price)}</td>
              </tr>
              <tr>
                <th>{t('quotations.columns.loading')}</th>
                <td className="pf-num">{price(money.price_loading)}</td>
              </tr>
              <tr>
                <th>{t('quotations.columns.finalPrice')}</th>
                <td className={loss ? 'pf-num pf-loss' : 'pf-num'}>{price(row.price_end)}</td>
              </tr>
              <tr>
                <th>{t('quotations.columns.ofLoading')}</th>
                <td className={loss ? 'pf-num pf-loss' : 'pf-num'}>{formatRatio(money.ratioOfLoading, 2)}</td>
              </tr>
            </tbody>
          </HTMLTable>
          {loss && (
            <p className="pf-loss" role="alert">
              {t('quotations.review.belowLoading', { loss: price(loss.loss), percent: loss.percent })}
            </p>
          )}
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
      {confirmDialog}
    </>
  );
}

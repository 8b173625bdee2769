import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { changeRatioSchema, priceAtRatio, type QuotationRange, type QuotationRow } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError, isRecordChanged } from '../../../lib/api';
import { reviewerWords, useRatioRange } from '../api/get-pricing-options';
import { useChangeRatio } from '../api/change-quotation-ratio';
import { formatMoney, formatRatio, formatUnitPrice } from '../format';

/** What a typed ratio does: the new final price, and whether it applies at once or goes to review. */
export interface RatioOutcome {
  /** The new final unit price in the quotation's decimals, and its amount for the quantity. */
  unit: string;
  price: string;
  /** Inside the allowed range: applies at once; outside: the supervisor reviews it. */
  atOnce: boolean;
}

/**
 * The outcome of a typed ratio, or null while it is not a valid ratio or the range is unknown.
 * The price is the server's (`priceAtRatio`: the calculated unit price as shown times the ratio,
 * then times the quantity); the range judged is the admin's now, as PUT quotation/:id/ratio judges it.
 */
export function ratioOutcome(
  quotation: Pick<QuotationRow, 'price_unit' | 'quantity'>,
  typed: string,
  range: QuotationRange | undefined,
): RatioOutcome | null {
  const parsed = changeRatioSchema.safeParse({ ratio: typed });
  if (!parsed.success || !range) return null;
  const decimals = quotation.price_unit.split('.')[1]?.length ?? 0;
  const price = priceAtRatio(quotation.price_unit, parsed.data.ratio, decimals, quotation.quantity);
  if (price === null) return null;
  const ratio = Number(parsed.data.ratio);
  return {
    unit: price.unit,
    price: price.amount,
    atOnce: ratio >= Number(range.minRatio) && ratio <= Number(range.maxRatio),
  };
}

/**
 * A new adjustment ratio for a quotation (PUT quotation/:id/ratio): inside the allowed range it
 * applies at once, outside it goes to the supervisor; a rejected quotation is resubmitted so.
 * As the person types it shows the new price and which of the two will happen, before sending.
 */
export function RatioDialog({
  quotation,
  rejectedBecause,
  snapshotRange,
  onClose,
}: {
  quotation: Pick<
    QuotationRow,
    | 'id'
    | 'number'
    | 'ratio'
    | 'actions'
    | 'revision'
    | 'price_unit'
    | 'price_unit_end'
    | 'price_end'
    | 'quantity'
    | 'maketype'
    | 'currency'
  >;
  /** The supervisor's reason, when the last decision was a rejection. */
  rejectedBecause?: string | undefined;
  /** The quotation's settings snapshot's range: shown until the admin's range now is read. */
  snapshotRange?: QuotationRange | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rangeNow = useRatioRange();
  const range = rangeNow.data ?? snapshotRange;
  // Who reviews this person's prices outside the range, as the server says.
  const reviewer = reviewerWords(t, rangeNow.data?.reviewedBy);
  const change = useChangeRatio();
  const [ratio, setRatio] = useState(quotation.ratio);
  const [error, setError] = useState<string>();
  // A rejected quotation's new ratio is a resubmission (the server's quotationActions says which).
  const resubmit = quotation.actions.includes('resubmit');
  const number = quotation.number;
  const outcome = ratioOutcome(quotation, ratio, range);
  const typed = formatRatio(ratio.trim(), ratio.trim().split('.')[1]?.length ?? 0);
  const money = (text: string) => formatMoney(text, quotation.currency);
  const unitPrice = (text: string) =>
    `${formatUnitPrice(text, quotation.currency)}${t(`quotations.unitSuffix.${quotation.maketype}`)}`;

  async function save(): Promise<void> {
    setError(undefined);
    try {
      const { msg } = await change.mutateAsync({
        id: quotation.id,
        ratio: ratio.trim(),
        revision: quotation.revision,
      });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      const atField = failure instanceof ApiError ? failure.fields.ratio : undefined;
      if (atField) setError(atField);
      else void toastError(message);
      // Changed since it was opened: the refetched screen shows it as it is now.
      if (isRecordChanged(failure)) onClose();
    }
  }

  return (
    <Dialog
      isOpen
      title={t(resubmit ? 'quotations.ratioDialog.resubmitTitle' : 'quotations.ratioDialog.title', {
        number,
      })}
      onClose={onClose}
      canOutsideClickClose={!change.isPending}
    >
      <DialogBody>
        {rejectedBecause !== undefined && (
          <p>
            <Tag intent={Intent.DANGER} minimal>
              {t('quotations.status.rejected')}
            </Tag>{' '}
            {t('quotations.ratioDialog.rejectedBecause', { reason: rejectedBecause })}
          </p>
        )}
        <p>
          {t('quotations.ratioDialog.current', {
            ratio: formatRatio(quotation.ratio),
            unit: unitPrice(quotation.price_unit_end),
            price: money(quotation.price_end),
          })}
        </p>
        <Field
          label={t('quotations.fields.ratio')}
          labelFor="quotation-new-ratio"
          error={error}
          hint={
            range
              ? t('quotations.ratioHint', { min: range.minRatio, max: range.maxRatio, ...reviewer })
              : undefined
          }
        >
          <InputGroup
            id="quotation-new-ratio"
            inputMode="decimal"
            autoFocus
            value={ratio}
            intent={error ? Intent.DANGER : Intent.NONE}
            rightElement={<Tag minimal>%</Tag>}
            onValueChange={setRatio}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
            }}
          />
        </Field>
        {outcome && range && (
          <div role="status" aria-live="polite" className="quotation-ratio-outcome">
            <p>
              {t('quotations.ratioDialog.newPrice', {
                ratio: typed,
                unit: unitPrice(outcome.unit),
                price: money(outcome.price),
              })}
            </p>
            <p>
              <Tag intent={outcome.atOnce ? Intent.SUCCESS : Intent.WARNING} minimal>
                {t(outcome.atOnce ? 'quotations.ratioDialog.atOnceTag' : 'quotations.ratioDialog.reviewTag')}
              </Tag>{' '}
              {t(
                outcome.atOnce
                  ? 'quotations.ratioDialog.appliesAtOnce'
                  : 'quotations.ratioDialog.goesToReview',
                { min: range.minRatio, max: range.maxRatio, ...reviewer },
              )}
            </p>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={change.isPending} />
            <Button
              intent={Intent.PRIMARY}
              text={
                outcome
                  ? t(
                      outcome.atOnce
                        ? 'quotations.ratioDialog.apply'
                        : 'quotations.ratioDialog.sendForReview',
                      {
                        ratio: typed,
                      },
                    )
                  : t(resubmit ? 'quotations.ratioDialog.resubmit' : 'quotations.ratioDialog.save')
              }
              loading={change.isPending}
              disabled={ratio.trim() === ''}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { QuotationRow } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useRatioRange } from '../api/get-pricing-options';
import { useChangeRatio } from '../api/quotation-commands';
import { formatRatio } from '../format';

/**
 * A new adjustment ratio for a quotation (PUT quotation/:id/ratio): inside the allowed range it
 * applies at once, outside it goes to the supervisor; a rejected quotation is resubmitted so.
 */
export function RatioDialog({
  quotation,
  rejectedBecause,
  onClose,
}: {
  quotation: Pick<QuotationRow, 'id' | 'number' | 'ratio' | 'status'>;
  /** The supervisor's reason, when the last decision was a rejection. */
  rejectedBecause?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const range = useRatioRange();
  const change = useChangeRatio();
  const [ratio, setRatio] = useState(quotation.ratio);
  const [error, setError] = useState<string>();
  const resubmit = quotation.status === 'rejected';
  const number = quotation.number;

  async function save(): Promise<void> {
    setError(undefined);
    try {
      const { msg } = await change.mutateAsync({ id: quotation.id, ratio: ratio.trim() });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      const atField = failure instanceof ApiError ? failure.fields.ratio : undefined;
      if (atField) setError(atField);
      else void toastError(message);
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
        <p>{t('quotations.ratioDialog.current', { ratio: formatRatio(quotation.ratio) })}</p>
        <Field
          label={t('quotations.fields.ratio')}
          labelFor="quotation-new-ratio"
          error={error}
          hint={
            range.data
              ? t('quotations.ratioHint', { min: range.data.minRatio, max: range.data.maxRatio })
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
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={change.isPending} />
            <Button
              intent={Intent.PRIMARY}
              text={t(resubmit ? 'quotations.ratioDialog.resubmit' : 'quotations.ratioDialog.save')}
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

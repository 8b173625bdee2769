import { useState } from 'react';
import { HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  DISPOSITIONS,
  type Disposition,
  LOT_STATUSES,
  type LotStatus,
  type LotView,
  type StageKind,
} from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { currentLocale } from '../../../lib/i18n';
import { useDisposeLot } from '../api/lots';
import { LotRecordDetails, failedBecause } from './lot-record';
import { lotName, quantityOf } from './lot-list';
import { TextField } from './text-field';
import { useDialogSend } from './use-dialog-send';

const WHOLE = /^\d+$/;

/** The decisions the server offers on this lot, in their order. */
export const offeredDispositions = (lot: Pick<LotView, 'actions'>): Disposition[] =>
  DISPOSITIONS.filter((kind) => (lot.actions as readonly string[]).includes(kind));

/**
 * Decide a failed lot (ProductManage): rework (a stage of the order's and a quantity), a
 * supplementary order for the shortfall, or release under concession (OperatorManage approves);
 * only the decisions the lot's `actions` offer, each with its reason. The record stays above.
 */
export function DisposeDialog({ lot, onClose }: { lot: LotView; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const dispose = useDisposeLot();
  const offered = offeredDispositions(lot);
  const [kind, setKind] = useState<Disposition>(offered[0] ?? 'rework');
  const [stage, setStage] = useState<StageKind | ''>('');
  const [quantity, setQuantity] = useState(String(lot.quantity));
  const [reason, setReason] = useState('');
  const { errors, send } = useDialogSend(onClose);
  const unit = t(`inspection.units.${lot.unit}`);
  const statusText = (status: string | null | undefined) =>
    status && (LOT_STATUSES as readonly string[]).includes(status)
      ? t(`inspection.statuses.${status as LotStatus}`)
      : '';

  function submit() {
    const found: Record<string, string> = {};
    if (kind === 'rework' && !stage) found.stage = t('inspection.dispose.errors.stage');
    const q = quantity.trim();
    const bounded = kind !== 'supplementary';
    if (!WHOLE.test(q) || Number(q) < 1 || (bounded && Number(q) > lot.quantity))
      found.quantity = bounded
        ? t('inspection.dispose.errors.quantity', { max: lot.quantity })
        : t('inspection.dispose.errors.quantityAny');
    if (!reason.trim()) found.reason = t('inspection.dispose.errors.reason');
    return send(found, async () => {
      const { data } = await dispose.mutateAsync({
        lot,
        form: {
          kind,
          stage: kind === 'rework' ? (stage as StageKind) : null,
          quantity: Number(q),
          reason: reason.trim(),
        },
      });
      return { msg: t('inspection.dispose.done', { status: statusText(data?.status) }) };
    });
  }

  return (
    <FormDialog
      title={t('inspection.dispose.title', { lot: lotName(lot, t) })}
      className="pf-qc-dialog pf-qc-touch"
      busy={dispose.isPending}
      formError={errors.form}
      outsideClickCloses={false}
      closeText={t('inspection.close')}
      submitText={t('inspection.dispose.send')}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <p>
          {t('inspection.dispose.hint', {
            quantity: quantityOf(lot.quantity, lot.unit, t, locale),
            why: failedBecause(lot, t, locale),
          })}
        </p>
      }
    >
      <Field label={t('inspection.dispose.kind')} labelFor="dispose-kind" error={errors.kind}>
        <RadioGroup
          name="dispose-kind"
          selectedValue={kind}
          onChange={(event) => setKind(event.currentTarget.value as Disposition)}
        >
          {offered.map((value) => (
            <Radio key={value} value={value} label={t(`inspection.dispose.kinds.${value}`)} />
          ))}
        </RadioGroup>
      </Field>
      {kind === 'rework' && (
        <Field label={t('inspection.dispose.stage')} labelFor="dispose-stage" error={errors.stage}>
          <HTMLSelect
            id="dispose-stage"
            fill
            value={stage}
            options={[
              { value: '', label: t('inspection.dispose.chooseStage') },
              ...lot.stages.map((value) => ({ value, label: t(`inspection.stageKinds.${value}`) })),
            ]}
            onChange={(event) => setStage(event.currentTarget.value as StageKind | '')}
          />
        </Field>
      )}
      <Field
        label={t('inspection.dispose.quantity', { unit })}
        labelFor="dispose-quantity"
        error={errors.quantity}
        hint={t(`inspection.dispose.quantityHint.${kind}`, { max: lot.quantity })}
      >
        <InputGroup id="dispose-quantity" inputMode="numeric" value={quantity} onValueChange={setQuantity} />
      </Field>
      <TextField
        id="dispose-reason"
        label={t('inspection.dispose.reason')}
        error={errors.reason}
        value={reason}
        onChange={setReason}
      />
      <LotRecordDetails lot={lot} />
    </FormDialog>
  );
}

import { useState } from 'react';
import { Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LotView } from '@packflow/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { currentLocale } from '../../../lib/i18n';
import { useDecideConcession } from '../api/lots';
import { LotRecordDetails, failedBecause } from './lot-record';
import { lotName, quantityOf } from './lot-list';
import { TextField } from './text-field';
import { useDialogSend } from './use-dialog-send';

type Answer = 'approve' | 'reject';

/** The answers the server offers on this lot. */
export const offeredAnswers = (lot: Pick<LotView, 'actions'>): Answer[] => [
  ...(lot.actions.includes('approveConcession') ? (['approve'] as const) : []),
  ...(lot.actions.includes('rejectConcession') ? (['reject'] as const) : []),
];

/** OperatorManage answers a concession: approve (the lot goes to shipping) or reject, with a reason. */
export function ConcessionDialog({ lot, onClose }: { lot: LotView; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const decide = useDecideConcession();
  const offered = offeredAnswers(lot);
  const [decision, setDecision] = useState<Answer>(offered[0] ?? 'approve');
  const [reason, setReason] = useState('');
  const { errors, send } = useDialogSend(onClose);
  const asked = lot.disposition;

  const submit = () =>
    send(reason.trim() ? {} : { reason: t('inspection.concession.reasonRequired') }, async () => {
      await decide.mutateAsync({ lot, form: { decision, reason: reason.trim() } });
      return { msg: t(`inspection.concession.done.${decision}`) };
    });

  return (
    <FormDialog
      title={t('inspection.concession.dialogTitle', { lot: lotName(lot, t) })}
      className="pf-qc-dialog pf-qc-touch"
      busy={decide.isPending}
      formError={errors.form}
      closeText={t('inspection.close')}
      submitText={t(`inspection.concession.${decision}`)}
      intent={decision === 'approve' ? Intent.SUCCESS : Intent.DANGER}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <>
          {asked && (
            <p>
              {t('inspection.concession.asked', {
                name: asked.byName ?? asked.by,
                quantity: quantityOf(asked.quantity, lot.unit, t, locale),
                reason: asked.reason,
              })}
            </p>
          )}
          <p className="bp6-text-muted">
            {t('inspection.concession.failedBecause', { why: failedBecause(lot, t, locale) })}
          </p>
        </>
      }
    >
      <RadioGroup
        inline
        name="concession-decision"
        selectedValue={decision}
        onChange={(event) => setDecision(event.currentTarget.value as Answer)}
      >
        {offered.map((value) => (
          <Radio key={value} value={value} label={t(`inspection.concession.${value}`)} />
        ))}
      </RadioGroup>
      <TextField
        id="concession-reason"
        label={t('inspection.concession.reason')}
        error={errors.reason}
        value={reason}
        onChange={setReason}
      />
      <LotRecordDetails lot={lot} />
    </FormDialog>
  );
}

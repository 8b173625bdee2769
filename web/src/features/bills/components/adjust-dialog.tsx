import { useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@packflow/contracts';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { useAdjustBill } from '../api/bills';
import { clientId, money } from './bills-words';

interface Draft {
  adjustmentId: string;
  amount: string;
  reason: string;
  lineId: string;
}

const blank = (lineId = ''): Draft => ({ adjustmentId: clientId(), amount: '', reason: '', lineId });
const AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;

/**
 * Adjustment lines, each an amount (positive: the customer owes more) and a reason, optionally
 * answering a disputed line. The ids are made once per dialog: sending again records each once.
 */
export function AdjustDialog({ bill, onClose }: { bill: BillView; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustBill();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    bill.disputes.length > 0 ? bill.disputes.map((d) => blank(d.lineId)) : [blank()],
  );
  const [error, setError] = useState<string>();
  const disputed = bill.disputes.map((d) => {
    const index = bill.lines.findIndex((line) => line.lineId === d.lineId);
    const line = bill.lines[index];
    return {
      value: d.lineId,
      label: line
        ? `${index + 1}. ${t(`bills.kinds.${line.kind}`)} ${money(line.amount, bill.currency)}: ${d.reason}`
        : d.lineId,
    };
  });
  const change = (i: number, patch: Partial<Draft>) =>
    setDrafts((old) => old.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const submit = () => {
    const bad = drafts.some(
      (d) => !AMOUNT.test(d.amount.trim()) || Number(d.amount) === 0 || !d.reason.trim(),
    );
    if (bad) return setError(t('bills.adjust.invalid'));
    setError(undefined);
    void sendForm(
      () =>
        adjust.mutateAsync({
          id: bill.id,
          revision: bill.revision,
          adjustments: drafts.map((d) => ({
            adjustmentId: d.adjustmentId,
            amount: d.amount.trim(),
            reason: d.reason.trim(),
            lineId: d.lineId || null,
          })),
        }),
      t,
      onClose,
      (errors) => setError(errors.form),
    );
  };
  return (
    <FormDialog
      title={t('bills.adjust.title')}
      className="pf-bill-dialog"
      busy={adjust.isPending}
      formError={error}
      closeText={t('bills.actions.close')}
      submitText={t('bills.adjust.submit')}
      outsideClickCloses={false}
      onClose={onClose}
      onSubmit={submit}
      header={<p>{t('bills.adjust.hint')}</p>}
    >
      {drafts.map((draft, i) => (
        <fieldset key={draft.adjustmentId} className="pf-bill-adjust">
          <legend>{t('bills.adjust.line', { n: i + 1 })}</legend>
          <InputGroup
            aria-label={`${t('bills.adjust.amount')} ${i + 1}`}
            placeholder={t('bills.adjust.amount')}
            inputMode="decimal"
            value={draft.amount}
            rightElement={<span className="pf-bill-currency">{bill.currency}</span>}
            onValueChange={(amount) => change(i, { amount })}
          />
          <InputGroup
            aria-label={`${t('bills.adjust.reason')} ${i + 1}`}
            placeholder={t('bills.adjust.reason')}
            value={draft.reason}
            maxLength={500}
            onValueChange={(reason) => change(i, { reason })}
          />
          {disputed.length > 0 && (
            <HTMLSelect
              aria-label={`${t('bills.adjust.answers')} ${i + 1}`}
              value={draft.lineId}
              onChange={(event) => change(i, { lineId: event.currentTarget.value })}
              options={[{ value: '', label: t('bills.adjust.none') }, ...disputed]}
            />
          )}
          {drafts.length > 1 && (
            <Button
              variant="minimal"
              icon={<TrashIcon />}
              aria-label={`${t('bills.adjust.remove')} ${i + 1}`}
              onClick={() => setDrafts((old) => old.filter((_, j) => j !== i))}
            />
          )}
        </fieldset>
      ))}
      <Button
        icon={<PlusIcon />}
        text={t('bills.adjust.add')}
        onClick={() => setDrafts((old) => [...old, blank()])}
      />
    </FormDialog>
  );
}

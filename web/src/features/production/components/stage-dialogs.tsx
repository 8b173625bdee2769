import { useState } from 'react';
import { InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StageCard } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { newIdempotencyKey } from '../../../lib/api';
import { type Errors, StageDialog, useSend, useStageName } from './stage-command';

/** Start: who runs the stage (prefilled with the operators it had). */
export function StageStartDialog({ card, onClose }: { card: StageCard; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useStageName()(card);
  const [operators, setOperators] = useState(card.operators.join(', '));
  const { send, errors, setErrors, busy } = useSend(card, onClose);
  return (
    <StageDialog
      title={t('production.stages.dialogs.startTitle', { stage: name, number: card.number })}
      errors={errors}
      busy={busy}
      submitText={t('production.stages.actions.start')}
      onSubmit={() => {
        const names = operators
          .split(/[,，、]/)
          .map((s) => s.trim())
          .filter(Boolean);
        if (names.length === 0) setErrors({ operators: t('production.stages.dialogs.operatorsRequired') });
        else void send('start', { operators: names.join(',') });
      }}
      onClose={onClose}
    >
      <Field
        label={t('production.stages.dialogs.operators')}
        labelFor="stage-operators"
        error={errors.operators}
      >
        <InputGroup
          id="stage-operators"
          large
          value={operators}
          onValueChange={setOperators}
          maxLength={250}
        />
      </Field>
    </StageDialog>
  );
}

/** Pause, or override the cure: a reason the server records. */
export function StageReasonDialog({
  card,
  command,
  onClose,
}: {
  card: StageCard;
  command: 'pause' | 'cure-override';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = useStageName()(card);
  const [reason, setReason] = useState('');
  const { send, errors, setErrors, busy } = useSend(card, onClose);
  const pause = command === 'pause';
  return (
    <StageDialog
      title={t(pause ? 'production.stages.dialogs.pauseTitle' : 'production.stages.dialogs.overrideTitle', {
        stage: name,
        number: card.number,
      })}
      hint={t(pause ? 'production.stages.dialogs.pauseHint' : 'production.stages.dialogs.overrideHint')}
      errors={errors}
      busy={busy}
      intent={pause ? Intent.WARNING : Intent.DANGER}
      submitText={t(pause ? 'production.stages.actions.pause' : 'production.stages.actions.overrideCure')}
      onSubmit={() => {
        if (!reason.trim()) setErrors({ reason: t('production.stages.dialogs.reasonRequired') });
        else void send(command, { reason: reason.trim() });
      }}
      onClose={onClose}
    >
      <Field label={t('production.stages.dialogs.reason')} labelFor="stage-reason" error={errors.reason}>
        <TextArea
          id="stage-reason"
          fill
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
    </StageDialog>
  );
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const FIELDS = ['metresIn', 'kgIn', 'goodOut', 'setupWaste', 'runningWaste'] as const;
type EntryField = (typeof FIELDS)[number];

/** What the previous stage made good and this stage has not taken yet, metres; null at the first stage. */
export function prefillMetres(card: Pick<StageCard, 'previousGoodMetres' | 'ledger'>): number | null {
  if (card.previousGoodMetres === null) return null;
  return Math.max(0, Math.round((card.previousGoodMetres - card.ledger.metresIn) * 100) / 100);
}

/**
 * Record an entry of the stage's ledger: metres and kilograms in (metres prefilled from the
 * previous stage), good output (pieces at bag making), setup and running waste, a note. The entry's
 * id is made once when the form opens: sending it twice (a double tap, a retry) records it once.
 */
export function StageEntryDialog({ card, onClose }: { card: StageCard; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useStageName()(card);
  const [entryId] = useState(newIdempotencyKey);
  const prefill = prefillMetres(card);
  const [form, setForm] = useState<Record<EntryField | 'note', string>>({
    metresIn: prefill !== null && prefill > 0 ? String(prefill) : '',
    kgIn: '',
    goodOut: '',
    setupWaste: '',
    runningWaste: '',
    note: '',
  });
  const { send, errors, setErrors, busy } = useSend(card, onClose);
  const labels: Record<EntryField, string> = {
    metresIn: t('production.stages.entry.metresIn'),
    kgIn: t('production.stages.entry.kgIn'),
    goodOut: t(
      card.outputUnit === 'piece'
        ? 'production.stages.entry.goodPieces'
        : 'production.stages.entry.goodMetres',
    ),
    setupWaste: t('production.stages.entry.setupWaste'),
    runningWaste: t('production.stages.entry.runningWaste'),
  };
  const submit = () => {
    const found: Errors = {};
    for (const field of FIELDS) {
      const value = form[field].trim();
      if (value === '' && (field === 'metresIn' || field === 'goodOut'))
        found[field] = t('production.stages.entry.required');
      else if (value !== '' && !AMOUNT.test(value)) found[field] = t('production.stages.entry.numberInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const sent: Record<string, string> = { entryId, note: form.note.trim() };
    for (const field of FIELDS) sent[field] = form[field].trim() || '0';
    void send('entries', sent, entryId);
  };
  return (
    <StageDialog
      title={t('production.stages.entry.title', { stage: name, number: card.number })}
      hint={
        prefill !== null && prefill > 0
          ? t('production.stages.entry.prefilled', { metres: prefill.toLocaleString() })
          : undefined
      }
      errors={errors}
      busy={busy}
      submitText={t('production.stages.entry.send')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="pf-entry-grid">
        {FIELDS.map((field) => (
          <Field key={field} label={labels[field]} labelFor={`entry-${field}`} error={errors[field]}>
            <InputGroup
              id={`entry-${field}`}
              large
              inputMode="decimal"
              value={form[field]}
              onValueChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
            />
          </Field>
        ))}
      </div>
      <Field label={t('production.stages.entry.note')} labelFor="entry-note" error={errors.note}>
        <InputGroup
          id="entry-note"
          large
          maxLength={200}
          value={form.note}
          onValueChange={(note) => setForm((f) => ({ ...f, note }))}
        />
      </Field>
    </StageDialog>
  );
}

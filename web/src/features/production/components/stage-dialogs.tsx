import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StageCard } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { type StageCommand, useStageCommand } from '../api/stages';

/** The stage's name as people say it: its kind, with the pass number when there are several ("Lamination 2"). */
export function useStageName() {
  const { t } = useTranslation();
  return (card: Pick<StageCard, 'kind' | 'stage'>): string => {
    const pass = /-(\d+)$/.exec(card.stage)?.[1];
    const kind = t(`production.stageKinds.${card.kind}`);
    return pass && pass !== '1' ? `${kind} ${pass}` : kind;
  };
}

type Errors = Record<string, string>;

/** A refusal as the server words it: its message above the form, its field messages at the fields. */
function refusalOf(error: unknown): Errors {
  const fields = error instanceof ApiError ? error.fields : {};
  const message = error instanceof Error ? error.message : String(error);
  return { ...fields, form: message };
}

/** A dialog around a stage command's form: busy while sending, closed once done, the refusal kept in view. */
function StageDialog({
  title,
  hint,
  errors,
  busy,
  submitText,
  intent = Intent.PRIMARY,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  hint?: ReactNode;
  errors: Errors;
  busy: boolean;
  submitText: string;
  intent?: Intent;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog isOpen title={title} onClose={onClose} canOutsideClickClose={!busy} className="pf-stage-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {hint && <p>{hint}</p>}
          {errors.form && (
            <p role="alert" className="bp6-text-intent-danger">
              {errors.form}
            </p>
          )}
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button large text={t('production.stages.dialogs.close')} onClick={onClose} disabled={busy} />
              <Button large type="submit" intent={intent} text={submitText} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** Sends one command of a stage; the dialog closes on success and shows the refusal otherwise. */
function useSend(card: StageCard, onDone: () => void) {
  const command = useStageCommand();
  const [errors, setErrors] = useState<Errors>({});
  // A second tap before the first answer sends nothing (the button's spinner shows only after a render).
  const sending = useRef(false);
  const send = async (kind: StageCommand, form: Record<string, string>, idempotencyKey?: string) => {
    if (sending.current) return;
    sending.current = true;
    setErrors({});
    try {
      await command.mutateAsync({
        orderId: card.orderId,
        stage: card.stage,
        command: kind,
        form,
        idempotencyKey,
      });
      onDone();
    } catch (error) {
      setErrors(refusalOf(error));
    } finally {
      sending.current = false;
    }
  };
  return { send, errors, setErrors, busy: command.isPending };
}

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

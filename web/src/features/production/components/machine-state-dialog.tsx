import './machine-console.css';
import { useState } from 'react';
import { HTMLSelect, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  MACHINE_STATES,
  MACHINE_STATE_REASONS,
  type MachineState,
  type MachineView,
} from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { useChangeMachineState } from '../api/machines';
import { MachineStateTag } from './machine-state-tag';

/**
 * A machine's state change: the state, one of its coded reasons, and a note. Admin's machine
 * list and the planners' queue screen open it alike.
 */
export function MachineStateDialog({ machine, onClose }: { machine: MachineView; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeMachineState();
  const [state, setState] = useState<MachineState>(machine.state);
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reasons = MACHINE_STATE_REASONS[state] as readonly string[];

  async function submit() {
    const chosen = reasons.length === 1 ? reasons[0]! : reason;
    if (!reasons.includes(chosen)) {
      setErrors({ reason: t('production.machines.state.reasonRequired') });
      return;
    }
    setErrors({});
    await sendForm(
      () => change.mutateAsync({ id: machine.id, state, reason: chosen, note: note.trim() }),
      t,
      onClose,
      setErrors,
    );
  }

  return (
    <FormDialog
      title={t('production.machines.state.title', { name: machine.name })}
      className="pf-prod-dialog pf-prod-touch"
      busy={change.isPending}
      formError={errors.form}
      closeText={t('production.machines.state.close')}
      submitText={t('production.machines.state.send')}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <p>
          <MachineStateTag state={machine.state} reason={machine.stateReason} />{' '}
          {t(`production.stateReasons.${machine.stateReason}`)}
          {machine.stateNote ? ` · ${machine.stateNote}` : ''}
        </p>
      }
    >
      <Field label={t('production.machines.state.state')} labelFor="machine-state" error={errors.state}>
        <HTMLSelect
          id="machine-state"
          fill
          value={state}
          options={MACHINE_STATES.map((value) => ({
            value,
            label: t(`production.machineStates.${value}`),
          }))}
          onChange={(event) => {
            setState(event.currentTarget.value as MachineState);
            setReason('');
          }}
        />
      </Field>
      <Field label={t('production.machines.state.reason')} labelFor="machine-reason" error={errors.reason}>
        <HTMLSelect
          id="machine-reason"
          fill
          value={reasons.length === 1 ? reasons[0] : reason}
          options={[
            ...(reasons.length === 1
              ? []
              : [{ value: '', label: t('production.machines.state.chooseReason') }]),
            ...reasons.map((value) => ({
              value,
              label: t(`production.stateReasons.${value as 'running'}`),
            })),
          ]}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
      <Field label={t('production.machines.state.note')} labelFor="machine-note" error={errors.note}>
        <TextArea
          id="machine-note"
          fill
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </Field>
    </FormDialog>
  );
}

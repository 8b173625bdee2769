import './machine-console.css';
import { useState } from 'react';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MACHINE_KINDS, type MachineKind, type MachineView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { type MachineFormValues, useSaveMachine } from '../api/machines';

/** Printing presses have colour units and a widest web; laminators a cure time. */
export const isPress = (kind: MachineKind): boolean => kind === 'digitalPress' || kind === 'gravurePress';

const text = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

const wholeIn = (value: string, min: number, max: number): boolean =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** The form as the console checks it before sending (the server checks it again). */
export function checkMachineForm(
  form: MachineFormValues,
  t: (key: string) => string,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!form.name.trim()) found.name = t('production.machines.form.nameRequired');
  if (isPress(form.kind)) {
    if (!wholeIn(form.colours.trim(), 1, 12)) found.colours = t('production.machines.form.coloursInvalid');
    if (!wholeIn(form.maxWebWidthMm.trim(), 100, 3000))
      found.maxWebWidthMm = t('production.machines.form.widthInvalid');
  }
  const waste = form.wasteTargetPercent.trim();
  if (waste !== '' && !(/^\d+(\.\d{1,2})?$/.test(waste) && Number(waste) <= 100))
    found.wasteTargetPercent = t('production.machines.form.wasteInvalid');
  if (form.kind === 'laminator' && form.cureHours.trim() !== '' && !wholeIn(form.cureHours.trim(), 0, 240))
    found.cureHours = t('production.machines.form.cureInvalid');
  return found;
}

/**
 * Add a machine, or change one (its kind stays): name and kind; colours and widest web for a
 * printing press; the waste target; cure hours for a laminator. The server's refusal shows at
 * its field, or above the form.
 */
export function MachineFormDialog({
  machine,
  onClose,
}: {
  machine: MachineView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMachine();
  const [form, setForm] = useState<MachineFormValues>(() => ({
    name: machine?.name ?? '',
    kind: machine?.kind ?? 'gravurePress',
    colours: text(machine?.colours),
    maxWebWidthMm: text(machine?.maxWebWidthMm),
    wasteTargetPercent: text(machine?.wasteTargetPercent ?? 5),
    cureHours: text(machine?.cureHours ?? (machine ? null : 48)),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<MachineFormValues>) => setForm((f) => ({ ...f, ...patch }));
  const press = isPress(form.kind);

  async function submit() {
    const found = checkMachineForm(form, t as (key: string) => string);
    setErrors(found);
    if (Object.keys(found).length) return;
    // What does not apply to the kind is sent blank (none).
    const sent: MachineFormValues = {
      ...form,
      name: form.name.trim(),
      colours: press ? form.colours.trim() : '',
      maxWebWidthMm: press ? form.maxWebWidthMm.trim() : '',
      wasteTargetPercent: form.wasteTargetPercent.trim(),
      cureHours: form.kind === 'laminator' ? form.cureHours.trim() : '',
    };
    await sendForm(() => save.mutateAsync({ id: machine?.id ?? null, form: sent }), t, onClose, setErrors);
  }

  return (
    <FormDialog
      title={
        machine
          ? t('production.machines.form.editTitle', { name: machine.name })
          : t('production.machines.form.addTitle')
      }
      className="pf-prod-dialog pf-prod-touch"
      busy={save.isPending}
      formError={errors.form}
      closeText={t('production.machines.form.close')}
      submitText={t('production.machines.form.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={t('production.machines.form.name')} labelFor="machine-name" error={errors.name}>
        <InputGroup
          id="machine-name"
          maxLength={60}
          value={form.name}
          onValueChange={(name) => set({ name })}
        />
      </Field>
      <Field
        label={t('production.machines.form.kind')}
        labelFor="machine-kind"
        error={errors.kind}
        hint={machine ? t('production.machines.form.kindFixed') : undefined}
      >
        <HTMLSelect
          id="machine-kind"
          fill
          disabled={machine !== null}
          value={form.kind}
          options={MACHINE_KINDS.map((value) => ({
            value,
            label: t(`production.machineKinds.${value}`),
          }))}
          onChange={(event) => set({ kind: event.currentTarget.value as MachineKind })}
        />
      </Field>
      {press && (
        <>
          <Field
            label={t('production.machines.form.colours')}
            labelFor="machine-colours"
            error={errors.colours}
          >
            <InputGroup
              id="machine-colours"
              inputMode="numeric"
              value={form.colours}
              onValueChange={(colours) => set({ colours })}
            />
          </Field>
          <Field
            label={t('production.machines.form.maxWebWidth')}
            labelFor="machine-width"
            error={errors.maxWebWidthMm}
          >
            <InputGroup
              id="machine-width"
              inputMode="numeric"
              value={form.maxWebWidthMm}
              onValueChange={(maxWebWidthMm) => set({ maxWebWidthMm })}
            />
          </Field>
        </>
      )}
      <Field
        label={t('production.machines.form.wasteTarget')}
        labelFor="machine-waste"
        error={errors.wasteTargetPercent}
      >
        <InputGroup
          id="machine-waste"
          inputMode="decimal"
          value={form.wasteTargetPercent}
          onValueChange={(wasteTargetPercent) => set({ wasteTargetPercent })}
        />
      </Field>
      {form.kind === 'laminator' && (
        <Field
          label={t('production.machines.form.cureHours')}
          labelFor="machine-cure"
          error={errors.cureHours}
        >
          <InputGroup
            id="machine-cure"
            inputMode="numeric"
            value={form.cureHours}
            onValueChange={(cureHours) => set({ cureHours })}
          />
        </Field>
      )}
    </FormDialog>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { Checkbox, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { Field } from '../../../components/ui/field';
import type { QuotationFormValues } from '../quotation-form';

type TextKey = {
  [K in keyof QuotationFormValues]: QuotationFormValues[K] extends string ? K : never;
}[keyof QuotationFormValues];
type FlagKey = {
  [K in keyof QuotationFormValues]: QuotationFormValues[K] extends boolean ? K : never;
}[keyof QuotationFormValues];

/** What every wizard field reads and writes: the form, a setter, and the calculator's message for a field. */
export interface FormBinding {
  values: QuotationFormValues;
  set: <K extends keyof QuotationFormValues>(field: K, value: QuotationFormValues[K]) => void;
  errorOf: (field: string) => string | undefined;
}

const FormContext = createContext<FormBinding | null>(null);
export const FormProvider = FormContext.Provider;

function useBinding(): FormBinding {
  const binding = useContext(FormContext);
  if (binding === null) throw new Error('Wizard fields need a FormProvider');
  return binding;
}

export const fieldId = (field: string): string => `quotation-${field}`;

/** A number (or short text) the user types; the calculator checks it, its message shows below. */
export function TextField({
  field,
  label,
  unit,
  hint,
  numeric = true,
}: {
  field: TextKey;
  label: string;
  unit?: string | undefined;
  hint?: string | undefined;
  numeric?: boolean;
}) {
  const { values, set, errorOf } = useBinding();
  const error = errorOf(field);
  return (
    <Field label={label} labelFor={fieldId(field)} error={error} hint={hint}>
      <InputGroup
        id={fieldId(field)}
        name={field}
        value={values[field]}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        intent={error ? Intent.DANGER : Intent.NONE}
        rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined}
        onValueChange={(value) => set(field, value)}
      />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** One of a list; `placeholder` adds an empty first choice ("None", "Please choose"). */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  hint,
  children,
}: {
  field: TextKey;
  label: string;
  options: readonly Option[];
  placeholder?: string | undefined;
  hint?: string | undefined;
  children?: ReactNode;
}) {
  const { values, set, errorOf } = useBinding();
  const error = errorOf(field);
  const value = values[field];
  // A saved choice the list no longer offers (a material since deactivated) still shows, so
  // the calculator's message about it makes sense.
  const all =
    value !== '' && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <Field label={label} labelFor={fieldId(field)} error={error} hint={hint}>
      <HTMLSelect
        id={fieldId(field)}
        name={field}
        fill
        value={value}
        className={error ? 'pf-select-error' : undefined}
        options={placeholder === undefined ? all : [{ value: '', label: placeholder }, ...all]}
        onChange={(event) => set(field, event.currentTarget.value as QuotationFormValues[typeof field])}
      />
      {children}
    </Field>
  );
}

/** A yes/no choice. */
export function CheckField({ field, label }: { field: FlagKey; label: string }) {
  const { values, set, errorOf } = useBinding();
  const error = errorOf(field);
  return (
    <div className="pf-check-field">
      <Checkbox
        id={fieldId(field)}
        name={field}
        checked={values[field]}
        label={label}
        onChange={(event) => set(field, event.currentTarget.checked)}
      />
      {error && <div className="pf-field-error">{error}</div>}
    </div>
  );
}

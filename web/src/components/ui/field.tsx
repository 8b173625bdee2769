import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';

interface FieldProps {
  label: string;
  /** The id of the control, so clicking the label focuses it and screen readers pair them. */
  labelFor: string;
  /** The server's message for this field; shown instead of the hint, in red. */
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

export function Field({ label, labelFor, error, hint, children }: FieldProps) {
  return (
    <FormGroup
      label={label}
      labelFor={labelFor}
      helperText={error ?? hint}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}

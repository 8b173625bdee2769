import { TextArea } from '@blueprintjs/core';
import { Field } from '../../../components/ui/field';

/** A dialog's labelled text (a reason, a note): the text area filling the width, its limit, and the field's message. */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  maxLength = 500,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
}) {
  return (
    <Field label={label} labelFor={id} error={error}>
      <TextArea
        id={id}
        fill
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}

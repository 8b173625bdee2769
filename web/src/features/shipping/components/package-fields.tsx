import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Package } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';

export type PackageForm = Record<keyof Package, string>;

export const emptyPackage = (): PackageForm => ({ count: '', length: '', width: '', height: '' });

const PARTS: readonly (keyof Package)[] = ['count', 'length', 'width', 'height'];

/** Cartons or pallets: how many, and length × width × height in cm, one row (two on a phone). */
export function PackageFields({
  id,
  legend,
  value,
  errors,
  errorKey,
  onChange,
}: {
  id: string;
  legend: string;
  value: PackageForm;
  errors: Record<string, string>;
  /** The field the server names (`cartons`, `cartons.count` …). */
  errorKey: string;
  onChange: (value: PackageForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="pf-ship-fieldset">
      <legend>{legend}</legend>
      <div className="pf-ship-package">
        {PARTS.map((part) => (
          <Field
            key={part}
            label={t(`shipping.ship.${part}`)}
            labelFor={`${id}-${part}`}
            error={errors[`${errorKey}.${part}`]}
          >
            <InputGroup
              id={`${id}-${part}`}
              inputMode={part === 'count' ? 'numeric' : 'decimal'}
              value={value[part]}
              onValueChange={(text) => onChange({ ...value, [part]: text })}
            />
          </Field>
        ))}
      </div>
      {errors[errorKey] && <p className="bp6-text-intent-danger">{errors[errorKey]}</p>}
    </fieldset>
  );
}

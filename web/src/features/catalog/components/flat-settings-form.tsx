import { useMemo } from 'react';
import { H5, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SettingsView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import type { Params } from '../../../lib/api';
import { FLAT_DOCUMENTS, type FlatSettingsName } from '../settings-documents';
import { useDocumentEdit } from '../use-document-edit';
import { DocumentCard } from './document-card';

type FlatDraft = Record<string, string>;

const toDraft = (values: object): FlatDraft =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, String(value ?? '')]));

/** The fields whose trimmed text differs from what the server had. */
const changedFields = (base: FlatDraft, draft: FlatDraft): Params =>
  Object.fromEntries(
    Object.entries(draft)
      .filter(([field, value]) => value.trim() !== base[field])
      .map(([field, value]) => [field, value.trim()]),
  );

/** A document of decimal fields (rates, adjustment range, golden beans), in groups, each with its unit. */
export function FlatSettingsForm({
  name,
  view,
  readOnly,
}: {
  name: FlatSettingsName;
  view: SettingsView;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const latest = useMemo(() => toDraft(view.values), [view.values]);
  const edit = useDocumentEdit(name, latest, view.revision, changedFields);
  const { values, errors } = edit;

  return (
    <DocumentCard
      view={view}
      edit={edit}
      readOnly={readOnly}
      intro={t(`catalog.settings.intros.${name}`, {
        minRatio: values.minRatio,
        maxRatio: values.maxRatio,
        validityDays: values.validityDays,
        fee: values.fee,
        threshold: values.threshold,
      })}
    >
      {FLAT_DOCUMENTS[name].map(({ group, note, fields }) => (
        <section key={group ?? name} aria-label={group && t(`catalog.settings.groups.${group}`)}>
          {group && <H5>{t(`catalog.settings.groups.${group}`)}</H5>}
          {note && <p>{t(`catalog.settings.notes.${note}`)}</p>}
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              columnGap: 16,
            }}
          >
            {fields.map(({ field, unit, hint }) => (
              <Field
                key={field}
                label={t(`catalog.settings.fields.${field}`)}
                labelFor={`settings-${field}`}
                error={errors[field]}
                hint={hint && t(`catalog.settings.hints.${hint}`)}
              >
                <InputGroup
                  id={`settings-${field}`}
                  value={values[field] ?? ''}
                  inputMode="decimal"
                  autoComplete="off"
                  intent={errors[field] ? Intent.DANGER : Intent.NONE}
                  aria-invalid={errors[field] ? true : undefined}
                  rightElement={<Tag minimal>{t(`catalog.units.${unit}`)}</Tag>}
                  onValueChange={(value) => edit.change((draft) => ({ ...draft, [field]: value }), field)}
                />
              </Field>
            ))}
          </div>
        </section>
      ))}
    </DocumentCard>
  );
}

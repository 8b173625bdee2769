import type { FormEvent } from 'react';
import { Button, Callout, Card, Classes, Intent, NumericInput, Tag } from '@blueprintjs/core';
import { UpdatedIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import type { HighSeasSettingsView } from '../api/get-highseas-settings';
import { SETTING_FIELDS, type SettingField } from '../settings-draft';
import { useSettingsEdit } from '../use-settings-edit';

const id = (field: SettingField): string => `highseas-${field}`;

/** The six high-seas thresholds, each with its unit; Save sends only what changed. */
export function HighSeasSettingsForm({
  view,
  readOnly = false,
}: {
  view: HighSeasSettingsView;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, dirty, saving, changedElsewhere, change, discard, submit } = useSettingsEdit(view);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    submit();
  }

  return (
    <Card>
      {changedElsewhere && (
        <Callout intent={Intent.PRIMARY} icon={<UpdatedIcon />} className="pf-notice">
          <p>{t('customers.settings.changedElsewhere')}</p>
          <Button text={t('customers.settings.loadNew')} onClick={discard} />
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="pf-fieldset" disabled={saving || readOnly}>
          {SETTING_FIELDS.map(({ field, unit }) => (
            <Field
              key={field}
              label={t(`customers.settings.fields.${field}`)}
              labelFor={id(field)}
              error={errors[field]}
              hint={t(`customers.settings.hints.${field}`)}
            >
              <NumericInput
                id={id(field)}
                value={values[field]}
                minorStepSize={null}
                clampValueOnBlur={false}
                allowNumericCharactersOnly
                intent={errors[field] ? Intent.DANGER : Intent.NONE}
                rightElement={<Tag minimal>{t(`customers.settings.units.${unit}`)}</Tag>}
                onValueChange={(_number, typed) => change(field, typed)}
              />
            </Field>
          ))}
          <div className="pf-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('common.save')}
              loading={saving}
              disabled={!dirty || saving || readOnly}
            />
            <Button text={t('common.reset')} disabled={!dirty || saving} onClick={discard} />
          </div>
          <p className={Classes.TEXT_MUTED}>
            {view.updatedAt
              ? t('customers.settings.lastChanged', {
                  when: formatDateTime(view.updatedAt, currentLocale()),
                  who: view.updatedByName ?? t('customers.settings.history.system'),
                })
              : t('customers.settings.never')}
          </p>
        </fieldset>
      </form>
    </Card>
  );
}

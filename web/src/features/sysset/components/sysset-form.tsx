import type { FormEvent } from 'react';
import { Button, Callout, Card, InputGroup, Intent, NumericInput, Switch } from '@blueprintjs/core';
import { UpdatedIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMIT_MAX, type SyssetField, type SyssetView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { useSyssetEdit } from '../use-sysset-edit';
import { MapSettings } from './map-settings';

const id = (field: SyssetField): string => `sysset-${field}`;

export function SyssetForm({ view }: { view: SyssetView }) {
  const { t } = useTranslation();
  const { values, errors, dirty, saving, changedElsewhere, change, discard, submit } = useSyssetEdit(view);
  const intent = (field: SyssetField) => (errors[field] ? Intent.DANGER : Intent.NONE);
  const field = (name: Exclude<SyssetField, `map${string}`>) => ({
    label: t(`sysset.fields.${name}`),
    labelFor: id(name),
    error: errors[name],
  });
  const text = (name: 'companyNameCn' | 'companyNameEn' | 'expiryDate' | 'imageHost', type = 'text') => (
    <InputGroup
      id={id(name)}
      type={type}
      value={values[name]}
      intent={intent(name)}
      onValueChange={(v) => change(name, v)}
    />
  );

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    submit();
  }

  return (
    <Card className="pf-sysset-form">
      {changedElsewhere && (
        <Callout intent={Intent.PRIMARY} icon={<UpdatedIcon />} className="pf-notice">
          <p>{t('sysset.changedElsewhere.message')}</p>
          <Button text={t('sysset.changedElsewhere.load')} onClick={discard} />
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        {/* Locked while saving: the form resets to the saved values afterwards, which would drop later typing. */}
        <fieldset className="pf-fieldset" disabled={saving}>
          <Field {...field('companyNameCn')}>{text('companyNameCn')}</Field>
          <Field {...field('companyNameEn')}>{text('companyNameEn')}</Field>
          <Field {...field('expiryDate')}>{text('expiryDate', 'date')}</Field>
          <Field {...field('expiryWarnDays')} hint={t('sysset.hints.expiryWarnDays')}>
            <NumericInput
              id={id('expiryWarnDays')}
              value={values.expiryWarnDays}
              min={0}
              max={365}
              intent={intent('expiryWarnDays')}
              allowNumericCharactersOnly
              onValueChange={(_number, typed) => change('expiryWarnDays', typed)}
            />
          </Field>
          <Field {...field('showRoles')}>
            <Switch
              id={id('showRoles')}
              checked={values.showRoles}
              innerLabelChecked={t('common.yes')}
              innerLabel={t('common.no')}
              onChange={(event) => change('showRoles', event.currentTarget.checked)}
            />
          </Field>
          <Field {...field('imageHost')} hint={t('sysset.hints.imageHost')}>
            {text('imageHost', 'url')}
          </Field>
          <Field {...field('uploadMaxMb')} hint={t('sysset.hints.uploadMaxMb')}>
            <NumericInput
              id={id('uploadMaxMb')}
              value={values.uploadMaxMb}
              min={1}
              max={100}
              intent={intent('uploadMaxMb')}
              allowNumericCharactersOnly
              onValueChange={(_number, typed) => change('uploadMaxMb', typed)}
            />
          </Field>
          <Field {...field('imageLimit')} hint={t('sysset.hints.imageLimit', { max: IMAGE_LIMIT_MAX })}>
            <NumericInput
              id={id('imageLimit')}
              value={values.imageLimit}
              min={1}
              max={IMAGE_LIMIT_MAX}
              intent={intent('imageLimit')}
              allowNumericCharactersOnly
              onValueChange={(_number, typed) => change('imageLimit', typed)}
            />
          </Field>
          <MapSettings values={values} errors={errors} change={change} />
          <div className="pf-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('common.save')}
              loading={saving}
              disabled={!dirty || saving}
            />
            <Button text={t('common.reset')} disabled={!dirty || saving} onClick={discard} />
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

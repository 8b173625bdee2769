import type { FormEvent, ReactNode } from 'react';
import { Button, Callout, Card, Classes, Intent } from '@blueprintjs/core';
import { UpdatedIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SettingsView } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

interface DocumentEditState {
  dirty: boolean;
  saving: boolean;
  changedElsewhere: boolean;
  discard: () => void;
  submit: () => void;
}

/**
 * What every settings document's form has around its fields: the sentence saying what the values
 * do, the notice when someone else saved meanwhile, Save and Reset, and who changed it last.
 */
export function DocumentCard({
  view,
  edit,
  intro,
  readOnly,
  children,
}: {
  view: SettingsView;
  edit: DocumentEditState;
  intro: ReactNode;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    edit.submit();
  }

  return (
    <Card>
      {edit.changedElsewhere && (
        <Callout intent={Intent.PRIMARY} icon={<UpdatedIcon />} className="pf-notice">
          <p>{t('catalog.settings.changedElsewhere')}</p>
          <Button text={t('catalog.settings.loadNew')} onClick={edit.discard} />
        </Callout>
      )}
      <Callout className="pf-notice">{intro}</Callout>
      <form onSubmit={onSubmit} noValidate>
        {/* Locked while saving: the form resets to the saved values afterwards, which would drop later typing. */}
        <fieldset className="pf-fieldset" disabled={edit.saving || readOnly}>
          {children}
          <div className="pf-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('common.save')}
              loading={edit.saving}
              disabled={!edit.dirty || edit.saving || readOnly}
            />
            <Button text={t('common.reset')} disabled={!edit.dirty || edit.saving} onClick={edit.discard} />
          </div>
          <p className={Classes.TEXT_MUTED} style={{ marginTop: 12 }}>
            {view.updatedAt
              ? t('catalog.settings.lastChanged', {
                  when: formatDateTime(view.updatedAt, currentLocale()),
                  who: view.updatedByName ?? t('catalog.history.system'),
                })
              : t('catalog.settings.never')}
          </p>
        </fieldset>
      </form>
    </Card>
  );
}

import './wages.css';
import { Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { useWageSettings } from '../api/wages';
import { ScheduleList, ScheduleTable } from './schedule-card';
import { TierForm } from './tier-form';

/**
 * /FinanceSalary/Setting (Admin): the commission tiers in force, those to come and those past,
 * and the form of a new schedule with its preview.
 */
export function WageSettingsScreen() {
  const { t } = useTranslation();
  const query = useWageSettings();
  const settings = query.data;
  return (
    <Page title={t('wages.titles.setting')}>
      <div className="pf-wages">
        {query.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {!settings && !query.isError && <Spinner size={24} aria-label={t('wages.settings.loading')} />}
        {settings && (
          <div className="pf-wage-settings">
            <div className="pf-wages">
              <Card className="pf-wage-card">
                <h3>{t('wages.settings.current', { from: settings.current.effectiveFrom })}</h3>
                <ScheduleTable
                  schedule={settings.current}
                  label={t('wages.settings.current', { from: settings.current.effectiveFrom })}
                />
              </Card>
              <ScheduleList
                title={t('wages.settings.upcoming')}
                schedules={settings.upcoming}
                none={t('wages.settings.noneUpcoming')}
              />
              <ScheduleList
                title={t('wages.settings.past')}
                schedules={settings.past}
                none={t('wages.settings.nonePast')}
              />
            </div>
            {/* Keyed by the revision: after a change the form starts again from what is saved. */}
            <TierForm key={settings.revision} settings={settings} />
          </div>
        )}
      </div>
    </Page>
  );
}

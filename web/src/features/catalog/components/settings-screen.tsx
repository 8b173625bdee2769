import { useTranslation } from 'react-i18next';
import type { SettingsHistoryEntry, SettingsName } from '@packflow/contracts';
import { ChangeLines, HistoryCard, useHistoryPaging } from '../../../components/history-card';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { useMay } from '../../../lib/session-view';
import { useSettings, useSettingsHistory } from '../api/get-settings';
import { describeSettingsChanges } from '../settings-changes';
import { CurrencyForm } from './currency-form';
import { FlatSettingsForm } from './flat-settings-form';

/**
 * One settings document of the quotation calculator (/SyssetPricing, /Quotation/Setting,
 * /FinanceSalary/Golden, /SyssetCurrency): its form, and who changed which value when.
 */
export function SettingsScreen({ name }: { name: SettingsName }) {
  const { t } = useTranslation();
  const may = useMay();
  const readOnly = !may('PUT@settings/:name');
  return (
    <Page title={t(`catalog.settings.titles.${name}`)}>
      <QueryState query={useSettings(name)}>
        {(view) => (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            {name === 'currency' ? (
              <CurrencyForm view={view} readOnly={readOnly} />
            ) : (
              <FlatSettingsForm name={name} view={view} readOnly={readOnly} />
            )}
            {may('GET@settings/:name/history') && <SettingsHistory name={name} />}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function SettingsHistory({ name }: { name: SettingsName }) {
  const { t } = useTranslation();
  const paging = useHistoryPaging();
  return (
    <HistoryCard
      texts="catalog.history"
      label={t('catalog.history.label', { title: t(`catalog.settings.titles.${name}`) })}
      query={useSettingsHistory(name, paging.page, paging.size)}
      paging={paging}
      showRole
      describe={(entry: SettingsHistoryEntry) => (
        <ChangeLines texts="catalog.history" lines={describeSettingsChanges(entry.changes, t)} />
      )}
    />
  );
}

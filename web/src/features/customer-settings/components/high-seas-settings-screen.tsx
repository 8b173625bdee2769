import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { useMay } from '../../../lib/session-view';
import { useHighSeasSettings } from '../api/get-highseas-settings';
import { HighSeasHistory } from './high-seas-history';
import { HighSeasSettingsForm } from './high-seas-settings-form';
import { ReleaseRuns } from './release-runs';

/** /Customer/Setting (Admin): the high-seas thresholds, who changed them, and the daily release's runs. */
export function HighSeasSettingsScreen() {
  const { t } = useTranslation();
  const may = useMay();
  return (
    <Page title={t('customers.settings.title')}>
      <QueryState query={useHighSeasSettings()}>
        {(view) => (
          <div style={{ display: 'grid', gap: 16 }}>
            <HighSeasSettingsForm view={view} readOnly={!may('PUT@customer-setting')} />
            <ReleaseRuns mayRun={may('POST@customer-release/run')} />
            <HighSeasHistory />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

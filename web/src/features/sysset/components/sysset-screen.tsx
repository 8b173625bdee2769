import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { useSysset } from '../api/get-sysset';
import { SyssetForm } from './sysset-form';
import { SyssetHistory } from './sysset-history';
import { SyssetStatus } from './sysset-status';

/** /Sysset: the company's system settings, their status and who changed what. */
export function SyssetScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('sysset.title')}>
      <QueryState query={useSysset()}>
        {(view) => (
          <div className="pf-sysset">
            <SyssetForm view={view} />
            <SyssetStatus view={view} />
            <SyssetHistory />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

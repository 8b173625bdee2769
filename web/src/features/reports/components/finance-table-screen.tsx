import './reports.css';
import type { ComponentType } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { BeansTab } from './beans-tab';
import { ClosesTab } from './closes-tab';
import { MoneyTab } from './money-tab';
import { ReceivablesTab } from './receivables-tab';
import { REPORT_TABS, type ReportTab } from './report-words';
import { VerifyTab } from './verify-tab';

const isTab = (s: string | null): s is ReportTab => (REPORT_TABS as readonly (string | null)[]).includes(s);

const PANELS: Record<ReportTab, ComponentType> = {
  receivables: ReceivablesTab,
  money: MoneyTab,
  beans: BeansTab,
  verify: VerifyTab,
  closes: ClosesTab,
};

/** /FinanceTable, Finance's landing: receivables, collections and payments, golden beans, verify, month close. */
export function FinanceTableScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ReportTab = isTab(asked) ? asked : 'receivables';
  return (
    <Page title={t('reports.title')}>
      <div className="pf-reports">
        <Tabs
          id="pf-finance-table"
          selectedTabId={tab}
          renderActiveTabPanelOnly
          onChange={(next) =>
            setParams(
              (old) => {
                const copy = new URLSearchParams(old);
                copy.set('tab', String(next));
                return copy;
              },
              { replace: true },
            )
          }
        >
          {REPORT_TABS.map((id) => {
            const Panel = PANELS[id];
            return <Tab key={id} id={id} title={t(`reports.tabs.${id}`)} panel={<Panel />} />;
          })}
        </Tabs>
      </div>
    </Page>
  );
}

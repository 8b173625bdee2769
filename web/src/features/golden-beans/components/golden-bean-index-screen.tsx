import '../golden-beans.css';
import { H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { BalanceCard } from './balance-card';
import { BeanFlowTable } from './bean-flow-table';

/** /GoldenBean/Index: a salesman's or trader's own balance (now and as of a day) and movements. */
export function GoldenBeanIndexScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('beans.balance.title')}>
      <BalanceCard />
      <H4 className="pf-bean-section">{t('beans.flow.title')}</H4>
      <BeanFlowTable />
    </Page>
  );
}

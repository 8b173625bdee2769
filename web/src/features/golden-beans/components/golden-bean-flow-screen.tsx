import '../golden-beans.css';
import { useMemo, useState } from 'react';
import { Button, H4, Intent, Tag } from '@blueprintjs/core';
import { DollarIcon, HistoryIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KeywordInput } from '../../../components/ui/list-filters';
import { BEAN_HOLDER_ROLES, type BeanBalance, type BeanEntry } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging, type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { roleName } from '../../../lib/role-name';
import { useMay } from '../../../lib/session-view';
import { useKeyword } from '../../../lib/use-keyword';
import { useBeanAccounts } from '../api/get-bean-accounts';
import { accountLabel } from '../format';
import { BeanFlowTable, ReverseButton, reversible } from './bean-flow-table';
import { RechargeDialog } from './recharge-dialog';
import { ReverseDialog } from './reverse-dialog';

/** The roles an account's beans are shown under (salesman, trader). */
const holdsBeans = (role: string | null): role is (typeof BEAN_HOLDER_ROLES)[number] =>
  (BEAN_HOLDER_ROLES as readonly (string | null)[]).includes(role);

function accountColumns(t: TFunction): TableColumn<BeanBalance>[] {
  return [
    {
      key: 'name',
      title: t('beans.columns.account'),
      render: accountLabel,
      export: { field: 'accountName' },
    },
    {
      key: 'role',
      title: t('beans.columns.role'),
      render: (row) => (holdsBeans(row.role) ? roleName(row.role) : ''),
      width: 140,
      export: { field: 'role', labels: labelsOf(BEAN_HOLDER_ROLES, (r) => roleName(r)) },
    },
    {
      key: 'balance',
      title: t('beans.columns.currentBalance'),
      render: (row) => row.balance,
      width: 120,
      export: { field: 'balance', kind: 'number' },
    },
    {
      key: 'status',
      title: t('beans.columns.status'),
      render: (row) =>
        row.blocked ? (
          <Tag minimal intent={Intent.WARNING}>
            {t('beans.accounts.blocked')}
          </Tag>
        ) : (
          <Tag minimal intent={Intent.SUCCESS}>
            {t('beans.accounts.ok')}
          </Tag>
        ),
      width: 130,
      export: {
        field: 'blocked',
        labels: { true: t('beans.accounts.blocked'), false: t('beans.accounts.ok') },
      },
    },
  ];
}

type Open = { kind: 'recharge'; account: BeanBalance } | { kind: 'reverse'; entry: BeanEntry } | null;

/**
 * /GoldenBean/FlowingWater (Finance): every salesman's and trader's balance with a recharge, and
 * every movement with filters and a reversal. Query keys start with 'golden_beans', so a quotation
 * generated meanwhile shows up by itself (live invalidation by read-model name).
 */
export function GoldenBeanFlowScreen() {
  const { t } = useTranslation();
  const may = useMay();
  const paging = usePaging('beans.accounts');
  const search = useKeyword(paging.firstPage);
  const accounts = useBeanAccounts({ keyword: search.keyword, page: paging.page, size: paging.size });
  const [account, setAccount] = useState<BeanBalance | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const cols = useMemo(() => accountColumns(t), [t]);
  const mayRecharge = may('POST@golden-bean/recharge');
  const mayReverse = may('POST@golden-bean/:entryId/reverse');

  const accountActions = (row: BeanBalance) => {
    const name = accountLabel(row);
    return (
      <span className="pf-actions">
        <Button
          size="small"
          variant="minimal"
          icon={<HistoryIcon />}
          aria-label={t('beans.accounts.showFlow', { name })}
          title={t('beans.accounts.showFlow', { name })}
          onClick={() => setAccount(row)}
        />
        {mayRecharge && (
          <Button
            size="small"
            intent={Intent.PRIMARY}
            icon={<DollarIcon />}
            text={t('beans.recharge.button')}
            aria-label={t('beans.recharge.action', { name })}
            onClick={() => setOpen({ kind: 'recharge', account: row })}
          />
        )}
      </span>
    );
  };

  return (
    <Page title={t('beans.flowTitle')}>
      <H4 className="pf-bean-section">{t('beans.accounts.title')}</H4>
      <PagedTable<BeanBalance>
        label={t('beans.accounts.listLabel')}
        columns={cols}
        rows={accounts.data?.rows}
        pageInfo={accounts.data?.pageInfo}
        loading={accounts.isFetching && (accounts.isPlaceholderData || accounts.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.accountId}
        actions={accountActions}
        actionsWidth={mayRecharge ? 150 : 60}
        maxHeight={360}
        empty={
          accounts.isError
            ? t('common.loadFailed', { message: accounts.error.message })
            : t('beans.accounts.empty')
        }
        toolbar={<KeywordInput label={t('beans.accounts.search')} search={search} />}
        exportList={{
          path: 'golden-bean/accounts',
          params: { keyword: search.keyword },
          fileName: t('beans.accounts.listLabel'),
        }}
      />
      <H4 className="pf-bean-section">{t('beans.flow.title')}</H4>
      <BeanFlowTable
        allAccounts
        account={account}
        onAccountChange={setAccount}
        actions={
          mayReverse
            ? (row) =>
                reversible(row) ? (
                  <ReverseButton row={row} onClick={() => setOpen({ kind: 'reverse', entry: row })} />
                ) : null
            : undefined
        }
      />
      {open?.kind === 'recharge' && <RechargeDialog account={open.account} onClose={close} />}
      {open?.kind === 'reverse' && <ReverseDialog entry={open.entry} onClose={close} />}
    </Page>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { UndoIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, DateRangeFilter, KeywordInput } from '../../../components/ui/list-filters';
import {
  GOLDEN_BEAN_READ_MODELS,
  BEAN_ENTRY_KINDS,
  type BeanBalance,
  type BeanEntry,
  type BeanEntryKind,
  type Locale,
} from '@packflow/contracts';
import { PagedTable, labelsOf, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useKeyword } from '../../../lib/use-keyword';
import { useBeanFlow } from '../api/get-bean-flow';
import { accountLabel, kindLabel, signedAmount } from '../format';

function columns(t: TFunction, locale: Locale, withAccount: boolean): TableColumn<BeanEntry>[] {
  return [
    {
      key: 'at',
      title: t('beans.columns.at'),
      render: (row) => formatDateTime(row.at, locale),
      width: 170,
      export: { field: 'at', kind: 'datetime' },
    },
    ...(withAccount
      ? [
          {
            key: 'account',
            title: t('beans.columns.account'),
            render: accountLabel,
            width: 150,
            export: { field: 'accountName' },
          },
        ]
      : []),
    {
      key: 'kind',
      title: t('beans.columns.kind'),
      render: (row) => (
        <span>
          <Tag
            minimal
            intent={
              row.kind === 'recharge' ? Intent.SUCCESS : row.kind === 'debit' ? Intent.NONE : Intent.WARNING
            }
          >
            {kindLabel(row.kind, t)}
          </Tag>
          {row.reversedBy && (
            <Tag minimal intent={Intent.DANGER} className="pf-bean-tag-gap">
              {t('beans.flow.reversedBy')}
            </Tag>
          )}
        </span>
      ),
      width: 170,
      export: { field: 'kind', labels: labelsOf(BEAN_ENTRY_KINDS, (k) => kindLabel(k, t)) },
    },
    {
      key: 'amount',
      title: t('beans.columns.amount'),
      render: (row) => signedAmount(row.amount),
      width: 100,
      export: { field: 'amount', kind: 'number' },
    },
    {
      key: 'balance',
      title: t('beans.columns.balance'),
      render: (row) => row.balance,
      width: 110,
      export: { field: 'balance', kind: 'number' },
    },
    {
      key: 'quotation',
      title: t('beans.columns.quotation'),
      render: (row) => row.quotationNumber ?? '',
      width: 180,
      export: { field: 'quotationNumber' },
    },
    { key: 'note', title: t('beans.columns.note'), render: (row) => row.note, export: { field: 'note' } },
    {
      key: 'by',
      title: t('beans.columns.by'),
      render: (row) => row.userName ?? row.userId ?? '',
      width: 120,
      export: { field: 'userName' },
    },
  ];
}

export interface BeanFlowTableProps {
  /** Finance's view: every account, an account filter and column. */
  allAccounts?: boolean;
  /** The account filter (Finance), held by the screen so the accounts list can set it. */
  account?: BeanBalance | null;
  onAccountChange?: (account: BeanBalance | null) => void;
  /** A per-row action (Finance's reversal). */
  actions?: (row: BeanEntry) => ReactNode;
}

/** Movements newest first, filtered by type, dates and a keyword (account name or quotation No.). */
export function BeanFlowTable({
  allAccounts = false,
  account = null,
  onAccountChange,
  actions,
}: BeanFlowTableProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging(allAccounts ? 'beans.flow.all' : 'beans.flow.own');
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const [kind, setKind] = useState<BeanEntryKind | ''>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const flow = useBeanFlow({
    accountId: allAccounts ? (account?.accountId ?? '') : '',
    kind,
    from: range.from,
    to: range.to,
    keyword: search.keyword,
    page: paging.page,
    size: paging.size,
  });
  const cols = useMemo(() => columns(t, locale, allAccounts), [t, locale, allAccounts]);

  const toolbar = (
    <>
      <KeywordInput label={t('beans.flow.search')} search={search} />
      {allAccounts && (
        <SearchableSelect<BeanBalance>
          id="bean-flow-account"
          path="golden-bean/accounts"
          readModel={GOLDEN_BEAN_READ_MODELS.goldenBeans}
          value={account}
          onChange={(row) => {
            onAccountChange?.(row);
            firstPage();
          }}
          itemKey={(row) => row.accountId}
          itemLabel={accountLabel}
          itemDetail={(row) => row.balance}
          placeholder={t('beans.flow.anyAccount')}
          clearable
        />
      )}
      <ChoiceFilter<BeanEntryKind>
        label={t('beans.flow.kindFilter')}
        allLabel={t('beans.flow.allKinds')}
        value={kind}
        choices={BEAN_ENTRY_KINDS.map((k) => ({ value: k, label: kindLabel(k, t) }))}
        onChange={(value) => {
          setKind(value);
          firstPage();
        }}
      />
      <DateRangeFilter
        range={range}
        labels={{ from: t('beans.flow.from'), to: t('beans.flow.to') }}
        onChange={(next) => {
          setRange(next);
          firstPage();
        }}
      />
    </>
  );

  return (
    <PagedTable<BeanEntry>
      label={t('beans.flow.listLabel')}
      columns={cols}
      rows={flow.data?.rows}
      pageInfo={flow.data?.pageInfo}
      loading={flow.isFetching && (flow.isPlaceholderData || flow.data === undefined)}
      onPage={paging.onPage}
      rowKey={(row) => row.entryId}
      actions={actions}
      actionsWidth={60}
      empty={flow.isError ? t('common.loadFailed', { message: flow.error.message }) : t('beans.flow.empty')}
      toolbar={toolbar}
      exportList={{
        path: 'golden-bean/flow',
        params: {
          accountId: allAccounts ? account?.accountId : undefined,
          kind,
          from: range.from,
          to: range.to,
          keyword: search.keyword,
        },
        fileName: t('beans.flowTitle'),
      }}
    />
  );
}

/** The reverse button of a row Finance may still reverse (not a reversal, not reversed). */
export function reversible(row: BeanEntry): boolean {
  return row.kind !== 'reversal' && row.reversedBy === null;
}

export function ReverseButton({ row, onClick }: { row: BeanEntry; onClick: () => void }) {
  const { t } = useTranslation();
  const label = t('beans.reverse.action', {
    kind: kindLabel(row.kind, t),
    amount: signedAmount(row.amount),
    name: accountLabel(row),
    at: formatDateTime(row.at, currentLocale()),
  });
  return (
    <Button
      size="small"
      variant="minimal"
      intent={Intent.DANGER}
      icon={<UndoIcon />}
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
}

import './bills.css';
import { useMemo } from 'react';
import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BILL_STATUSES, type BillRow, type BillStatus } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { QueryTablePage } from '../../../components/ui/query-table-page';
import { type TableColumn, usePaging, labelsOf } from '../../../components/ui/paged-table';
import { useBillList } from '../api/bills';
import { STATUS_INTENT, billDetailPath, money, viewOfPath } from './bills-words';
import { useUrlKeyword, useUrlParam } from '../../../lib/use-url-state';

const isStatus = (s: string): s is BillStatus => (BILL_STATUSES as readonly string[]).includes(s);

/**
 * /Reconciliation/Index (every bill the reader may see), /Wait (to reconcile or disputed) and /Send
 * (sent, waiting for the customer). The month, status and keyword filters live in the URL; a row
 * opens the bill's detail page.
 */
export function BillListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = viewOfPath(useLocation().pathname);
  const paging = usePaging(`bills-${view}`);
  const search = useUrlKeyword(paging.firstPage);
  const [month, setMonth] = useUrlParam('month');
  const [statusParam, setStatus] = useUrlParam('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const list = useBillList({
    view,
    month,
    status,
    keyword: search.keyword,
    page: paging.page,
    size: paging.size,
  });
  const open = (row: BillRow) => navigate(billDetailPath(row.id));

  const columns = useMemo((): TableColumn<BillRow>[] => {
    const amount = (key: 'signingAmount' | 'collections' | 'closingBalance'): TableColumn<BillRow> => ({
      key,
      title: t(`bills.columns.${key}`),
      render: (row) => <span className="pf-bill-num">{money(row[key], row.currency)}</span>,
      export: { field: key, kind: 'money' },
    });
    return [
      {
        key: 'customer',
        title: t('bills.columns.customer'),
        render: (row) => (
          <a
            href={billDetailPath(row.id)}
            onClick={(event) => {
              event.preventDefault();
              navigate(billDetailPath(row.id));
            }}
          >
            {row.customerName}
          </a>
        ),
        export: { field: 'customerName' },
      },
      {
        key: 'owner',
        title: t('bills.columns.owner'),
        render: (row) => row.ownerName,
        export: { field: 'ownerName' },
      },
      {
        key: 'month',
        title: t('bills.columns.month'),
        render: (row) => row.month,
        export: { field: 'month' },
      },
      {
        key: 'status',
        title: t('bills.columns.status'),
        render: (row) => (
          <Tag minimal intent={STATUS_INTENT[row.status]}>
            {t(`bills.status.${row.status}`)}
          </Tag>
        ),
        export: { field: 'status', labels: labelsOf(BILL_STATUSES, (v) => t(`bills.status.${v}`)) },
      },
      {
        key: 'signedOrders',
        title: t('bills.columns.signedOrders'),
        render: (row) => <span className="pf-bill-num">{row.signedOrders}</span>,
        export: { field: 'signedOrders', kind: 'number' },
      },
      amount('signingAmount'),
      amount('collections'),
      amount('closingBalance'),
      {
        key: 'disputedLines',
        title: t('bills.columns.disputedLines'),
        render: (row) =>
          row.disputedLines > 0 ? (
            <Tag minimal intent="danger">
              {row.disputedLines}
            </Tag>
          ) : (
            '0'
          ),
        export: { field: 'disputedLines', kind: 'number' },
      },
    ];
  }, [t, navigate]);

  const statuses: BillStatus[] =
    view === 'wait' ? ['toReconcile', 'disputed'] : view === 'sent' ? [] : [...BILL_STATUSES];

  return (
    <QueryTablePage
      title={t(`bills.titles.${view === 'sent' ? 'send' : view === 'wait' ? 'wait' : 'index'}`)}
      label={t('bills.list.label')}
      touchClass="pf-bills"
      query={list}
      onPage={paging.onPage}
      columns={columns}
      rowKey={(row) => row.id}
      actions={(row) => (
        <Button
          variant="minimal"
          icon={<EyeOpenIcon />}
          aria-label={t('bills.list.open', { customer: row.customerName, month: row.month })}
          title={t('bills.list.open', { customer: row.customerName, month: row.month })}
          onClick={() => open(row)}
        />
      )}
      empty={t('bills.list.empty')}
      exportList={{
        path: 'bills',
        params: { view, month, status, keyword: search.keyword },
        fileName: t(`bills.titles.${view === 'sent' ? 'send' : view === 'wait' ? 'wait' : 'index'}`),
      }}
      toolbar={
        <span className="pf-bill-filters">
          <InputGroup
            type="month"
            aria-label={t('bills.list.month')}
            title={t('bills.list.month')}
            placeholder="YYYY-MM"
            value={month}
            onValueChange={(value) => {
              setMonth(value);
              paging.firstPage();
            }}
          />
          {statuses.length > 0 && (
            <HTMLSelect
              aria-label={t('bills.list.status')}
              value={status}
              onChange={(event) => {
                setStatus(event.currentTarget.value);
                paging.firstPage();
              }}
              options={[
                { value: '', label: t('bills.list.anyStatus') },
                ...statuses.map((s) => ({ value: s, label: t(`bills.status.${s}`) })),
              ]}
            />
          )}
          <KeywordInput label={t('bills.list.search')} search={search} />
        </span>
      }
      dialog={null}
    />
  );
}

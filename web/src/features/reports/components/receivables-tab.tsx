import { useMemo, useState } from 'react';
import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { AGEING_BUCKETS, type ReceivableCustomerRow, type ReportCurrency } from '@packflow/contracts';
import { PagedTable, type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { useKeyword } from '../../../lib/use-keyword';
import {
  exportParams,
  exportReport,
  todayInChina,
  useReceivableEvents,
  useReceivables,
} from '../api/reports';
import { AgeingTable } from './ageing-table';
import { EventsDrawer } from './events-drawer';
import { ExportButton } from './export-button';
import { money } from './report-words';

/**
 * Receivables as of a day: the totals by ageing bucket with the salesmen's rows above them, a page
 * of customers, the advances apart (in no bucket), each customer's events in a drawer.
 */
export function ReceivablesTab() {
  const { t } = useTranslation();
  const [asOf, setAsOf] = useState(todayInChina);
  const [currency, setCurrency] = useState<ReportCurrency>('CNY');
  const [ownerId, setOwnerId] = useState('');
  const paging = usePaging('reports-receivables');
  const search = useKeyword(paging.firstPage);
  const filter = { asOf, currency, ownerId, keyword: search.keyword, page: paging.page, size: paging.size };
  const query = useReceivables(filter);
  const report = query.data;
  // The salesmen offered: every one seen in an answer (a filtered answer names only its own).
  const [owners, setOwners] = useState<Record<string, string>>({});
  const seen = report?.owners ?? [];
  if (seen.some((o) => owners[o.ownerId] !== o.ownerName))
    setOwners((old) => ({ ...old, ...Object.fromEntries(seen.map((o) => [o.ownerId, o.ownerName])) }));
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const events = useReceivableEvents(open?.id ?? null, { asOf, currency });

  const columns = useMemo(
    (): TableColumn<ReceivableCustomerRow>[] => [
      { key: 'customer', title: t('reports.receivables.customer'), render: (row) => row.customerName },
      { key: 'owner', title: t('reports.receivables.owner'), render: (row) => row.ownerName },
      ...AGEING_BUCKETS.map((b): TableColumn<ReceivableCustomerRow> => ({
        key: b,
        title: t(`reports.buckets.${b}`),
        render: (row) => <span className="pf-report-num">{money(row.buckets[b], currency)}</span>,
      })),
      {
        key: 'total',
        title: t('reports.receivables.total'),
        render: (row) => <strong className="pf-report-num">{money(row.total, currency)}</strong>,
      },
    ],
    [t, currency],
  );

  return (
    <div className="pf-report-tab">
      <div className="pf-report-filters">
        <InputGroup
          type="date"
          aria-label={t('reports.filters.asOf')}
          title={t('reports.filters.asOf')}
          value={asOf}
          onValueChange={(value) => {
            setAsOf(value || todayInChina());
            paging.firstPage();
          }}
        />
        <HTMLSelect
          aria-label={t('reports.filters.currency')}
          value={currency}
          onChange={(event) => {
            setCurrency(event.currentTarget.value as ReportCurrency);
            paging.firstPage();
          }}
          options={['CNY', 'USD']}
        />
        <HTMLSelect
          aria-label={t('reports.filters.owner')}
          value={ownerId}
          onChange={(event) => {
            setOwnerId(event.currentTarget.value);
            paging.firstPage();
          }}
          options={[
            { value: '', label: t('reports.filters.anyOwner') },
            ...Object.entries(owners).map(([value, label]) => ({ value, label })),
          ]}
        />
        <ExportButton onExport={() => exportReport('receivables', exportParams.receivables(filter))} />
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert">
          {t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {report && (
        <>
          <section aria-label={t('reports.receivables.totals')}>
            <h3>{t('reports.receivables.owners')}</h3>
            <AgeingTable
              label={t('reports.receivables.owners')}
              nameTitle={t('reports.receivables.owner')}
              rows={report.owners.map((o) => ({ ...o, key: o.ownerId, name: o.ownerName }))}
              totals={report.totals}
              currency={currency}
              openLabel={(row) => t('reports.receivables.byOwner', { name: row.name })}
              onOpen={(row) => {
                setOwnerId(row.key);
                paging.firstPage();
              }}
            />
          </section>
          <Callout className="pf-report-advances">
            {t('reports.receivables.advances')}: <strong>{money(report.advances, currency)}</strong>
          </Callout>
        </>
      )}
      <h3>{t('reports.receivables.customers')}</h3>
      <PagedTable
        phoneCards
        label={t('reports.receivables.customers')}
        columns={columns}
        rows={report?.customers.rows}
        pageInfo={
          report
            ? { _page: report.customers.page, _size: report.customers.size, _count: report.customers.total }
            : undefined
        }
        loading={query.isFetching && (query.isPlaceholderData || report === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => `${row.customerId}-${row.ownerId}`}
        actions={(row) => (
          <Button
            variant="minimal"
            icon={<EyeOpenIcon />}
            aria-label={t('reports.receivables.open', { name: row.customerName })}
            title={t('reports.receivables.open', { name: row.customerName })}
            onClick={() => setOpen({ id: row.customerId, name: row.customerName })}
          />
        )}
        empty={t('reports.receivables.empty')}
        toolbar={
          <InputGroup
            type="search"
            placeholder={t('reports.filters.keyword')}
            aria-label={t('reports.filters.keyword')}
            value={search.input}
            onValueChange={search.setInput}
          />
        }
      />
      {open && (
        <EventsDrawer name={open.name} currency={currency} query={events} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

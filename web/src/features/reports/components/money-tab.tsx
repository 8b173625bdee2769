import { useState } from 'react';
import { Button, Callout, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { MONEY_GROUPS, type MoneyFlowRow, type MoneyGroup, type ReportCurrency } from '@packflow/contracts';
import { type DateRange, DateBoundInput } from '../../../components/ui/list-filters';
import {
  exportParams,
  exportReport,
  monthStartInChina,
  todayInChina,
  useMoneyEvents,
  useMoneyFlows,
} from '../api/reports';
import { EventsDrawer } from './events-drawer';
import { ExportButton } from './export-button';
import { groupLabel, money } from './report-words';

type Figures = Omit<MoneyFlowRow, 'key' | 'label'>;

/** Collections and payments over a period, grouped by day, month, salesman or method; each row's events. */
export function MoneyTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => ({ from: monthStartInChina(), to: todayInChina() }));
  const [groupBy, setGroupBy] = useState<MoneyGroup>('day');
  const [currency, setCurrency] = useState<ReportCurrency>('CNY');
  const filter = { from: range.from, to: range.to, groupBy, currency };
  const query = useMoneyFlows(filter);
  const report = query.data;
  const [open, setOpen] = useState<{ key: string; name: string } | null>(null);
  const events = useMoneyEvents(open?.key ?? null, filter);
  const cells = (f: Figures) => (
    <>
      <td className="pf-report-num">{money(f.collections, currency)}</td>
      <td className="pf-report-num">{f.collectionCount}</td>
      <td className="pf-report-num">{money(f.reversals, currency)}</td>
      <td className="pf-report-num">{money(f.payments, currency)}</td>
      <td className="pf-report-num">{f.paymentCount}</td>
      <td className="pf-report-num pf-report-strong">{money(f.net, currency)}</td>
    </>
  );
  return (
    <div className="pf-report-tab">
      <div className="pf-report-filters">
        <DateBoundInput bound="from" range={range} label={t('reports.filters.from')} onChange={setRange} />
        <DateBoundInput bound="to" range={range} label={t('reports.filters.to')} onChange={setRange} />
        <HTMLSelect
          aria-label={t('reports.filters.groupBy')}
          value={groupBy}
          onChange={(event) => setGroupBy(event.currentTarget.value as MoneyGroup)}
          options={MONEY_GROUPS.map((g) => ({ value: g, label: t(`reports.groups.${g}`) }))}
        />
        <HTMLSelect
          aria-label={t('reports.filters.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value as ReportCurrency)}
          options={['CNY', 'USD']}
        />
        <ExportButton onExport={() => exportReport('money', exportParams.money(filter))} />
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert">
          {t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {report && report.rows.length === 0 && <p>{t('reports.money.empty')}</p>}
      {report && report.rows.length > 0 && (
        <div className="pf-report-scroll" role="region" aria-label={t('reports.money.label')} tabIndex={0}>
          <HTMLTable compact striped className="pf-report-table" aria-label={t('reports.money.label')}>
            <thead>
              <tr>
                <th scope="col">{t(`reports.groups.${report.groupBy}`)}</th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.collections')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.collectionCount')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.reversals')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.payments')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.paymentCount')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.money.net')}
                </th>
                <th scope="col" aria-label={t('widgets.table.actions')} />
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => {
                const name = groupLabel(report.groupBy, row.key, row.label, t);
                return (
                  <tr key={row.key}>
                    <th scope="row">{name}</th>
                    {cells(row)}
                    <td>
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<EyeOpenIcon />}
                        aria-label={t('reports.money.open', { name })}
                        title={t('reports.money.open', { name })}
                        onClick={() => setOpen({ key: row.key, name })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="pf-report-total">
                <th scope="row">{t('reports.money.total')}</th>
                {cells(report.totals)}
                <td />
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      )}
      {open && (
        <EventsDrawer name={open.name} currency={currency} query={events} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

import { useState } from 'react';
import { Callout, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BeanFlowRow } from '@packflow/contracts';
import { type DateRange, DateBoundInput } from '../../../components/ui/list-filters';
import { exportReport, monthStartInChina, todayInChina, useBeanFlows } from '../api/reports';
import { ExportButton } from './export-button';

type Figures = Omit<BeanFlowRow, 'key'>;

/** Golden beans recharged, spent and returned over a period, by day or month. */
export function BeansTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => ({ from: monthStartInChina(), to: todayInChina() }));
  const [groupBy, setGroupBy] = useState<'day' | 'month'>('day');
  const filter = { from: range.from, to: range.to, groupBy };
  const query = useBeanFlows(filter);
  const report = query.data;
  const cells = (f: Figures) => (
    <>
      <td className="pf-report-num">{f.recharged}</td>
      <td className="pf-report-num">{f.spent}</td>
      <td className="pf-report-num">{f.returned}</td>
      <td className="pf-report-num pf-report-strong">{f.net}</td>
      <td className="pf-report-num">{f.count}</td>
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
          onChange={(event) => setGroupBy(event.currentTarget.value as 'day' | 'month')}
          options={(['day', 'month'] as const).map((g) => ({ value: g, label: t(`reports.groups.${g}`) }))}
        />
        <ExportButton onExport={() => exportReport('beans', filter)} />
      </div>
      {query.isError && (
        <Callout intent="danger" role="alert">
          {t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {report && report.rows.length === 0 && <p>{t('reports.beans.empty')}</p>}
      {report && report.rows.length > 0 && (
        <div className="pf-report-scroll" role="region" aria-label={t('reports.beans.label')} tabIndex={0}>
          <HTMLTable compact striped className="pf-report-table" aria-label={t('reports.beans.label')}>
            <thead>
              <tr>
                <th scope="col">{t(`reports.groups.${report.groupBy}`)}</th>
                <th scope="col" className="pf-report-num">
                  {t('reports.beans.recharged')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.beans.spent')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.beans.returned')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.beans.net')}
                </th>
                <th scope="col" className="pf-report-num">
                  {t('reports.beans.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.key}</th>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="pf-report-total">
                <th scope="row">{t('reports.beans.total')}</th>
                {cells(report.totals)}
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}

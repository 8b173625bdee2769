import './statistics.css';
import { useCallback, useMemo } from 'react';
import { Callout, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { STATISTICS_CURRENCIES } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { exportStatistics, useStatistics, type StatFilter } from '../api/statistics';
import { ExportButton } from './export-button';
import { StatCharts } from './stat-charts';
import { StatFigures } from './stat-figures';
import type { GroupRow, Metric } from './stat-model';
import { pageOfPath, toModel } from './stat-pages';
import { StatTable } from './stat-table';
import { groupLabelOf, metricNameOf } from './stat-words';
import { useStatFilter } from './use-stat-filter';

/**
 * /Statistics/DayOrder, /MonthOrder, /Finance, /Product, /Quality and /Logistics (Admin): a period
 * (days, or months on MonthOrder) beside the previous one of the same length, grouped as the page
 * allows, in one currency where money shows; the figures with their change, the charts and the
 * table behind them, and the page's Excel export with the same query.
 */
export function StatisticsScreen() {
  const { t } = useTranslation();
  const config = pageOfPath(useLocation().pathname);
  const { choices, set } = useStatFilter(config);
  const currency = config.money ? choices.currency : null;
  const filter: StatFilter | null = choices.valid
    ? {
        from: choices.period.from,
        to: choices.period.to,
        groupBy: choices.groupBy,
        ...(currency ? { currency } : {}),
      }
    : null;
  const query = useStatistics(config.page, filter);
  const view = query.data;
  // The line chart's previous period: the same query for the period before.
  const before = useStatistics(
    config.page,
    view && filter ? { ...filter, from: view.previousPeriod.from, to: view.previousPeriod.to } : null,
  );
  const model = useMemo(
    () =>
      view
        ? toModel(view, before.data?.period.from === view.previousPeriod.from ? before.data : undefined)
        : null,
    [view, before.data],
  );
  const groupLabel = useCallback(
    (row: GroupRow) => groupLabelOf(choices.groupBy, row, t),
    [choices.groupBy, t],
  );
  const metricName = useCallback((metric: Metric) => metricNameOf(metric, currency, t), [currency, t]);
  const metric = config.metrics.find((m) => m.key === choices.metric) ?? config.metrics[0]!;
  const groupName = t(`statistics.groups.${choices.groupBy}` as 'statistics.groups.salesman');
  const ends = config.monthly
    ? { from: t('statistics.filters.fromMonth'), to: t('statistics.filters.toMonth') }
    : { from: t('statistics.filters.from'), to: t('statistics.filters.to') };
  const type = config.monthly ? 'month' : 'date';

  return (
    <Page title={t(`statistics.titles.${config.title}`)}>
      <div className="pf-stat">
        <div className="pf-stat-filters">
          <InputGroup
            type={type}
            aria-label={ends.from}
            title={ends.from}
            value={choices.period.from}
            max={choices.period.to}
            onValueChange={(from) => set({ from })}
          />
          <InputGroup
            type={type}
            aria-label={ends.to}
            title={ends.to}
            value={choices.period.to}
            min={choices.period.from}
            onValueChange={(to) => set({ to })}
          />
          <HTMLSelect
            aria-label={t('statistics.filters.groupBy')}
            value={choices.groupBy}
            onChange={(event) => set({ groupBy: event.currentTarget.value })}
            options={config.groups.map((g) => ({
              value: g,
              label: t(`statistics.groups.${g}` as 'statistics.groups.salesman'),
            }))}
          />
          {config.money && (
            <HTMLSelect
              aria-label={t('statistics.filters.currency')}
              value={choices.currency}
              onChange={(event) => set({ currency: event.currentTarget.value })}
              options={[...STATISTICS_CURRENCIES]}
            />
          )}
          <HTMLSelect
            aria-label={t('statistics.filters.metric')}
            value={metric.key}
            onChange={(event) => set({ metric: event.currentTarget.value })}
            options={config.metrics.map((m) => ({ value: m.key, label: metricName(m) }))}
          />
          <ExportButton disabled={!filter} onExport={() => exportStatistics(config.page, filter!)} />
        </div>
        {!choices.valid && (
          <Callout intent="warning" role="alert">
            {t('statistics.filters.badPeriod')}
          </Callout>
        )}
        {query.isError && (
          <Callout intent="danger" role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {filter && query.isPending && <Spinner size={32} aria-label={t('statistics.loading')} />}
        {model && (
          <>
            <p className="pf-stat-period">
              {t('statistics.period.compared', {
                from: model.from,
                to: model.to,
                previousFrom: model.previousFrom,
                previousTo: model.previousTo,
              })}
            </p>
            <StatFigures model={model} metrics={config.metrics} metricName={metricName} currency={currency} />
            <StatCharts
              model={model}
              metric={metric}
              groupName={groupName}
              metricName={metricName(metric)}
              groupLabel={groupLabel}
              monthly={config.monthly}
            />
            <StatTable
              model={model}
              metrics={config.metrics}
              groupName={groupName}
              groupLabel={groupLabel}
              metricName={metricName}
            />
            {model.groupCount > model.groups.length && (
              <Callout intent="primary" compact>
                {t('statistics.table.truncated', { shown: model.groups.length, count: model.groupCount })}
              </Callout>
            )}
            <p className="pf-stat-hint">{t('statistics.table.copyHint')}</p>
          </>
        )}
      </div>
    </Page>
  );
}

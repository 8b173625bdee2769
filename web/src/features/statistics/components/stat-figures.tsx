import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@packflow/contracts';
import { changeLabel } from './stat-words';
import { type Metric, type StatModel, changeTone, figureChange, formatFigure } from './stat-model';

/**
 * The figures of the period, each beside the previous period's with the change in percent
 * (green when it is good news for that figure, red when bad; none when there is no base).
 */
export function StatFigures({
  model,
  metrics,
  metricName,
  currency,
}: {
  model: StatModel;
  metrics: readonly Metric[];
  metricName: (metric: Metric) => string;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const show = (value: unknown, metric: Metric) =>
    metric.kind === 'money' && currency && value !== null && value !== undefined
      ? formatMoney(String(value), currency)
      : formatFigure(value, metric.kind);
  return (
    <dl className="pf-stat-figures" aria-label={t('statistics.period.figures')}>
      {metrics.map((metric) => {
        const change = figureChange(model.current, model.previous, metric.key);
        const tone = changeTone(metric, change);
        const name = metricName(metric);
        return (
          <div key={metric.key} className="pf-stat-figure" data-metric={metric.key}>
            <dt>{name}</dt>
            <dd className="pf-stat-figure-value">{show(model.current[metric.key], metric)}</dd>
            <dd className="pf-stat-figure-previous">
              {t('statistics.period.previous')}: {show(model.previous[metric.key], metric)}{' '}
              <Tag
                minimal
                round
                intent={tone === 'good' ? 'success' : tone === 'bad' ? 'danger' : 'none'}
                title={t('statistics.period.change')}
              >
                {changeLabel(model.current, model.previous, metric.key, t)}
              </Tag>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

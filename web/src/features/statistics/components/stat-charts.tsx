import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartTheme, chartTheme, useDarkTheme } from '../../../components/chart-theme';
import { type GroupRow, type Metric, type StatModel, formatFigure, isAdditive, valueOf } from './stat-model';

/** At most this many slices; the rest of the groups make one "Others" slice. */
const SLICES = 8;
const HEIGHT = 260;
/** At most this many groups in the bars. */
const BARS = 12;
/** A bar no thicker than this, however few the groups. */
const BAR_SIZE = 24;

interface ChartProps {
  model: StatModel;
  metric: Metric;
  /** The group's name and the metric's, in the reader's language. */
  groupName: string;
  metricName: string;
  groupLabel: (row: GroupRow) => string;
  monthly: boolean;
}

const tooltipStyle = (theme: ChartTheme) => ({
  contentStyle: {
    background: theme.tooltipBackground,
    border: `1px solid ${theme.tooltipBorder}`,
    color: theme.text,
  },
  itemStyle: { color: theme.text },
  labelStyle: { color: theme.text },
});

/**
 * The period's charts (recharts, loaded with these pages only): the series of this period against
 * the previous one, bars by group (both periods) and the share of each group; in Blueprint's
 * colours for the theme on screen. Side by side on a wide screen, one under another on a phone.
 */
export function StatCharts({ model, metric, groupName, metricName, groupLabel, monthly }: ChartProps) {
  const { t, i18n } = useTranslation();
  const theme = chartTheme(useDarkTheme());
  const current = t('statistics.period.current');
  const previous = t('statistics.period.previous');
  const format = (value: unknown) => formatFigure(value, metric.kind);
  const compact = useMemo(
    () => new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'en', { notation: 'compact' }),
    [i18n.language],
  );
  const tick = (value: unknown) => compact.format(Number(value));
  const axis = { stroke: theme.grid, tick: { fill: theme.text, fontSize: 12 } };
  // Counts and quantities are whole: no 0.25 of a shipment on the scale.
  const whole = metric.kind === 'count' || metric.kind === 'quantity';

  const series = useMemo(
    () =>
      model.series.map((point) => ({
        label: point.label,
        previousLabel: point.previousLabel ?? '',
        current: valueOf(point.current, metric.key),
        previous: point.previous ? valueOf(point.previous, metric.key) : null,
      })),
    [model.series, metric.key],
  );
  const bars = useMemo(
    () =>
      model.groups.map((row) => ({
        name: groupLabel(row),
        current: valueOf(row.current, metric.key),
        previous: valueOf(row.previous, metric.key),
      })),
    [model.groups, metric.key, groupLabel],
  );
  const slices = useMemo(() => {
    const all = bars
      .map((b) => ({ name: b.name, value: b.current }))
      .filter((s) => s.value > 0)
      .sort((a, b) => b.value - a.value);
    if (all.length <= SLICES) return all;
    const rest = all.slice(SLICES - 1).reduce((sum, s) => sum + s.value, 0);
    return [...all.slice(0, SLICES - 1), { name: t('statistics.values.other'), value: rest }];
  }, [bars, t]);

  // The largest groups (the answer comes sorted by the page's main figure); the table has them all.
  const shownBars = bars.slice(0, BARS);
  const barHeight = Math.max(HEIGHT, 60 + shownBars.length * 28);
  // A figure of the period's end (receivables) has no points by day, and none by method.
  const daily = model.series.some(
    (p) => p.current[metric.key] !== null && p.current[metric.key] !== undefined,
  );
  const grouped =
    model.groups.length === 0 ||
    model.groups.some((g) => g.current[metric.key] !== null && g.current[metric.key] !== undefined);
  // A dot on each day (month) while there is room for it.
  const dots = series.length <= 40;
  const unit = t(monthly ? 'statistics.charts.month' : 'statistics.charts.day');
  const lineTitle = t('statistics.charts.line', { metric: metricName, unit });
  const barTitle = t('statistics.charts.bar', { metric: metricName, group: groupName });
  const pieTitle = t('statistics.charts.pie', { metric: metricName, group: groupName });

  return (
    <div className="pf-stat-charts">
      <figure className="pf-stat-chart pf-stat-chart-wide" aria-label={lineTitle}>
        <figcaption>{lineTitle}</figcaption>
        {!daily ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.noSeries')}</p>
        ) : (
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 600, height: HEIGHT }}>
            <LineChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="label" {...axis} />
              <YAxis {...axis} width={56} tickFormatter={tick} allowDecimals={!whole} />
              <Tooltip
                {...tooltipStyle(theme)}
                formatter={(value) => format(value)}
                labelFormatter={(label, payload) => {
                  const before = (payload?.[0]?.payload as { previousLabel?: string } | undefined)
                    ?.previousLabel;
                  return before ? `${String(label)} / ${before}` : String(label);
                }}
              />
              <Legend wrapperStyle={{ color: theme.text }} itemSorter={null} />
              <Line
                type="linear"
                dataKey="current"
                name={current}
                stroke={theme.current}
                strokeWidth={2}
                dot={dots && { r: 2, fill: theme.current }}
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="previous"
                name={previous}
                stroke={theme.previous}
                strokeDasharray="5 4"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        )}
      </figure>
      <figure className="pf-stat-chart" aria-label={barTitle}>
        <figcaption>{barTitle}</figcaption>
        {!grouped ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.noGroups')}</p>
        ) : bars.length === 0 ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.empty')}</p>
        ) : (
          <ResponsiveContainer
            width="100%"
            height={barHeight}
            initialDimension={{ width: 400, height: barHeight }}
          >
            <BarChart data={shownBars} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" {...axis} tickFormatter={tick} allowDecimals={!whole} />
              <YAxis
                type="category"
                dataKey="name"
                {...axis}
                width={96}
                interval={0}
                tickFormatter={(name: string) => shorten(name, 12)}
              />
              <Tooltip
                {...tooltipStyle(theme)}
                cursor={{ fill: theme.grid, opacity: 0.4 }}
                formatter={(value) => format(value)}
              />
              <Legend wrapperStyle={{ color: theme.text }} itemSorter={null} />
              <Bar
                dataKey="current"
                name={current}
                fill={theme.current}
                maxBarSize={BAR_SIZE}
                isAnimationActive={false}
              />
              <Bar
                dataKey="previous"
                name={previous}
                fill={theme.previous}
                maxBarSize={BAR_SIZE}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </figure>
      <figure className="pf-stat-chart" aria-label={pieTitle}>
        <figcaption>{pieTitle}</figcaption>
        {!grouped ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.noGroups')}</p>
        ) : !isAdditive(metric) ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.noShare')}</p>
        ) : slices.length === 0 ? (
          <p className="pf-stat-chart-empty">{t('statistics.charts.empty')}</p>
        ) : (
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 400, height: HEIGHT }}>
            <PieChart>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="75%"
                stroke={slices.length > 1 ? theme.tooltipBackground : 'none'}
                isAnimationActive={false}
              >
                {slices.map((slice, i) => (
                  <Cell key={slice.name} fill={theme.slices[i % theme.slices.length]} />
                ))}
              </Pie>
              <Tooltip {...tooltipStyle(theme)} formatter={(value) => format(value)} />
              <Legend
                wrapperStyle={{ color: theme.text }}
                itemSorter={null}
                formatter={(name: string) => shorten(name, 16)}
              />
            </PieChart>
          </ResponsiveContainer>
        )}
      </figure>
    </div>
  );
}

/** A long group name cut for an axis tick or a legend (the tooltip and the table have it whole). */
const shorten = (name: string, max = 10): string => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

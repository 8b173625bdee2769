import { Card, Classes, H4, H5, Spinner, Tag } from '@blueprintjs/core';
import { ChevronRightIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip } from 'recharts';
import { formatMoney } from '@packflow/contracts';
import { type ChartTheme, chartTheme, useDarkTheme } from '../../../components/chart-theme';
import { languageTag } from '../../../lib/i18n';
import type { Locale, StatisticsCurrency } from '@packflow/contracts';
import { useGlance } from '../api/get-glance';
import {
  GLANCE_DAYS,
  type GlanceCard,
  type GlanceFigure,
  type GlanceKind,
  type GlanceMoneyKey,
  type GlancePage,
  glanceCard,
  glancePath,
} from './glance-model';
import './today-glance.css';

/** A figure as the reader reads it: money with 2 decimals in its currency, percent, grouped whole numbers. */
export function formatGlance(
  value: string | number,
  kind: GlanceKind,
  locale: Locale,
  currency: StatisticsCurrency = 'CNY',
): string {
  if (kind === 'money') return formatMoney(String(value), currency);
  if (kind === 'percent') return `${Number(value).toFixed(2)}%`;
  return Number(value).toLocaleString(languageTag(locale));
}

/**
 * "Today at a glance" on /Home (loaded only where it shows: it brings the chart library): a card
 * each for orders, money and production, today's figures against yesterday's and the last
 * GLANCE_DAYS days' headline figure as small bars, each card leading to its statistics page.
 */
export function TodayGlance({
  pages,
  today,
  homeToday,
}: {
  pages: readonly GlancePage[];
  today: string;
  /** The day the rest of /Home counts: China's day is named when it differs. */
  homeToday: string;
}) {
  const { t } = useTranslation();
  const answers = useGlance(pages, today);
  const heading = t('home.glance.title');
  return (
    <section className="pf-glance" aria-label={heading}>
      <H4>{heading}</H4>
      <p className={Classes.TEXT_MUTED}>
        {today === homeToday ? '' : t('home.glance.chinaDay', { date: today })}
        {t('home.glance.hint', { days: GLANCE_DAYS })}
      </p>
      <div className="pf-glance-cards">
        {answers.map(({ page, main: answer, others }) => {
          return answer.data ? (
            <GlanceCardView
              key={page}
              card={glanceCard(
                page,
                answer.data,
                others.flatMap((other) => (other.data ? [other.data] : [])),
              )}
            />
          ) : (
            <Card key={page} className="pf-glance-card" aria-busy={answer.isPending}>
              <H5>{t(`home.glance.cards.${page}`)}</H5>
              {answer.isError ? (
                <p className={Classes.TEXT_MUTED}>{t('home.glance.failed')}</p>
              ) : (
                <Spinner size={20} />
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}

function GlanceCardView({ card }: { card: GlanceCard }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = t(`home.glance.cards.${card.page}`);
  return (
    <Card className="pf-glance-card" data-glance={card.page} role="group" aria-label={title}>
      <H5 className="pf-glance-title">
        <Link to={glancePath(card.page)}>
          {title}
          <ChevronRightIcon />
        </Link>
      </H5>
      <dl className="pf-glance-figures">
        {card.figures.map((figure) => (
          <FigureRow key={`${figure.key}-${figure.currency}`} figure={figure} locale={locale} />
        ))}
      </dl>
      <MiniBars card={card} locale={locale} />
    </Card>
  );
}

function FigureRow({ figure, locale }: { figure: GlanceFigure; locale: Locale }) {
  const { t } = useTranslation();
  const { change, kind, currency } = figure;
  const show = (value: string | number) => formatGlance(value, kind, locale, currency);
  // Money in yuan is the page's own; in another currency it is named so.
  const label =
    kind === 'money' && currency !== 'CNY'
      ? t(`home.glance.figuresIn.${figure.key as GlanceMoneyKey}`, { currency })
      : t(`home.glance.figures.${figure.key}`);
  const changeText =
    change === null
      ? t('home.glance.new')
      : kind === 'percent'
        ? t('home.glance.points', { value: `${change > 0 ? '+' : ''}${change.toFixed(2)}` })
        : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
  return (
    <div className="pf-glance-figure" data-figure={figure.key} data-currency={currency}>
      <dt>{label}</dt>
      <dd className="pf-glance-value" data-value={String(figure.today)}>
        {show(figure.today)}
      </dd>
      <dd className="pf-glance-change">
        <Tag
          minimal
          round
          intent={figure.tone === 'good' ? 'success' : figure.tone === 'bad' ? 'danger' : 'none'}
          title={change === null ? t('home.glance.noBase') : t('home.glance.change')}
          data-change={change === null ? '' : String(change)}
        >
          {changeText}
        </Tag>{' '}
        <span className={Classes.TEXT_MUTED}>
          {t('home.glance.yesterday', { value: show(figure.yesterday) })}
        </span>
      </dd>
    </div>
  );
}

const tooltipStyle = (theme: ChartTheme) => ({
  contentStyle: {
    background: theme.tooltipBackground,
    border: `1px solid ${theme.tooltipBorder}`,
    color: theme.text,
    fontSize: 12,
    padding: '2px 8px',
  },
  itemStyle: { color: theme.text, padding: 0 },
  labelStyle: { color: theme.text },
});

/** The chart figure of each of the last days as bars, today's in the theme's colour. */
function MiniBars({ card, locale }: { card: GlanceCard; locale: Locale }) {
  const { t } = useTranslation();
  const theme = chartTheme(useDarkTheme());
  const name = t(`home.glance.figures.${card.chart.key}`);
  const caption = t('home.glance.chart', { figure: name, days: card.chart.points.length });
  const points = card.chart.points;
  const data = useMemo(() => points.map((p) => ({ day: p.day.slice(5), value: p.value })), [points]);
  const show = (value: unknown) => formatGlance(Number(value), card.chart.kind, locale);
  return (
    <figure className="pf-glance-chart" aria-label={caption}>
      <div className="pf-glance-bars" role="img" aria-label={caption}>
        <ResponsiveContainer width="100%" height={56}>
          <BarChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
            <Tooltip
              cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
              formatter={(value) => [show(value), name] as [string, string]}
              {...tooltipStyle(theme)}
              labelFormatter={(label) => String(label)}
              isAnimationActive={false}
            />
            <Bar dataKey="value" isAnimationActive={false} minPointSize={1}>
              {data.map((point, i) => (
                <Cell key={point.day} fill={i === data.length - 1 ? theme.current : theme.previous} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={Classes.TEXT_MUTED}>
        <span>{caption}</span>
        <span>
          {data[0]?.day} – {data.at(-1)?.day}
        </span>
      </figcaption>
    </figure>
  );
}

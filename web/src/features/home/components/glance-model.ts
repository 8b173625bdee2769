import {
  STATISTICS_PATHS,
  type FinanceFigures,
  type OrderFigures,
  type ProductFigures,
  type StatisticsCurrency,
  type StatisticsPage,
  type StatisticsView,
} from '@packflow/contracts';

/**
 * /Home's "Today at a glance" for whoever may read the statistics (Admin): today's orders, money
 * and production against yesterday, with the last days as a small chart, each from its statistics
 * page's own answer (the days are China's business days, as the statistics count them).
 */
export const GLANCE_DAYS = 14;

/** The statistics pages the glance reads, in the order shown. */
export const GLANCE_PAGES = ['day-order', 'finance', 'product'] as const satisfies readonly StatisticsPage[];
export type GlancePage = (typeof GLANCE_PAGES)[number];

/** The permission that reads each page (the server grants it; the glance only shows what it may read). */
export const glancePermission = (page: GlancePage): string => `GET@statistics/${page}`;

/** The pages these permissions may read; none while they are not known yet. */
export const glancePages = (permissions: ReadonlySet<string> | undefined): GlancePage[] =>
  permissions ? GLANCE_PAGES.filter((page) => permissions.has(glancePermission(page))) : [];

export const glancePath = (page: GlancePage): string => STATISTICS_PATHS[page];

const DAY_MS = 86_400_000;

/** Today in China (UTC+8), where the statistics count their days. */
export const chinaToday = (now = Date.now()): string =>
  new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days asked for: the last GLANCE_DAYS up to today. */
export const glancePeriod = (today: string) => ({ from: addDays(today, -(GLANCE_DAYS - 1)), to: today });

export type GlanceKind = 'count' | 'money' | 'quantity' | 'percent';

/** The figures shown (each page's own names for them). */
export type GlanceFigureKey =
  'created' | 'signed' | 'signedAmount' | 'collections' | 'refunds' | 'output' | 'wastePercent';
/** The figures that are money (shown again in another currency). */
export type GlanceMoneyKey = Extract<GlanceFigureKey, 'signedAmount' | 'collections' | 'refunds'>;

interface FigureSpec<F> {
  key: keyof F & GlanceFigureKey;
  kind: GlanceKind;
  /** False where a rise is bad news (refunds, waste). */
  rising: 'good' | 'bad';
}

interface CardSpec<F> {
  figures: readonly FigureSpec<F>[];
  /** The figure drawn in the small chart. */
  chart: keyof F & GlanceFigureKey;
}

const ORDERS: CardSpec<OrderFigures> = {
  figures: [
    { key: 'created', kind: 'count', rising: 'good' },
    { key: 'signed', kind: 'count', rising: 'good' },
    { key: 'signedAmount', kind: 'money', rising: 'good' },
  ],
  chart: 'signedAmount',
};
const MONEY: CardSpec<FinanceFigures> = {
  figures: [
    { key: 'collections', kind: 'money', rising: 'good' },
    { key: 'refunds', kind: 'money', rising: 'bad' },
  ],
  chart: 'collections',
};
const PRODUCTION: CardSpec<ProductFigures> = {
  figures: [
    { key: 'output', kind: 'quantity', rising: 'good' },
    { key: 'wastePercent', kind: 'percent', rising: 'bad' },
  ],
  chart: 'output',
};
type AnyFigures = Partial<Record<GlanceFigureKey, string | number>>;
const CARDS = { 'day-order': ORDERS, finance: MONEY, product: PRODUCTION } as unknown as Record<
  GlancePage,
  CardSpec<Record<GlanceFigureKey, unknown>>
>;

/**
 * The pages with money, read in each currency: a page's money is one currency's, so the yuan
 * figures alone would leave out what foreign customers signed and paid. Counts take every
 * currency already, so only the money figures are shown again, and only in a currency that had
 * any in the days shown.
 */
export const GLANCE_MONEY_PAGES: readonly GlancePage[] = GLANCE_PAGES.filter((page) =>
  CARDS[page].figures.some((f) => f.kind === 'money'),
);
export const GLANCE_OTHER_CURRENCIES: readonly StatisticsCurrency[] = ['USD'];

export interface GlanceFigure {
  key: GlanceFigureKey;
  kind: GlanceKind;
  /** The currency of a money figure (the page's own, CNY, unless read in another). */
  currency: StatisticsCurrency;
  /** As the server wrote it: money and percent as 2-decimal text. */
  today: string | number;
  yesterday: string | number;
  /** Percent change to 1 decimal (percentage points for a percent figure); null with no base. */
  change: number | null;
  tone: 'good' | 'bad' | 'none';
}

export interface GlanceCard {
  page: GlancePage;
  /** The day today's figures are of (the last day of the series). */
  today: string;
  figures: GlanceFigure[];
  chart: { key: GlanceFigureKey; kind: GlanceKind; points: { day: string; value: number }[] };
}

const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Rounded half away from zero to one decimal. */
const tenth = (x: number): number => (Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-9)) / 10;

/**
 * The change against yesterday: points for a percent, else percent of yesterday; none from
 * nothing to something (the console says "new"), 0 from nothing to nothing.
 */
export function changeOf(kind: GlanceKind, today: number, yesterday: number): number | null {
  if (kind === 'percent') return Math.round((today - yesterday) * 100) / 100;
  if (yesterday === 0) return today === 0 ? 0 : null;
  return tenth(((today - yesterday) * 100) / Math.abs(yesterday));
}

/** A figure of a series: its last day against the day before. */
function figureOf(
  { key, kind, rising }: FigureSpec<Record<GlanceFigureKey, unknown>>,
  series: readonly AnyFigures[],
  currency: StatisticsCurrency,
): GlanceFigure {
  const today = series.at(-1)?.[key] ?? 0;
  const yesterday = series.at(-2)?.[key] ?? 0;
  const change = changeOf(kind, num(today), num(yesterday));
  // Up from nothing ("new") is a rise too.
  const direction = change === null ? Math.sign(num(today)) : Math.sign(change);
  const tone = direction === 0 ? 'none' : direction > 0 === (rising === 'good') ? 'good' : 'bad';
  return { key, kind, currency, today, yesterday, change, tone };
}

/**
 * A page's answer as the glance shows it: the series' last day against the day before; then,
 * from the same page read in other currencies, each money figure that currency had any of in
 * the days shown.
 */
export function glanceCard(
  page: GlancePage,
  view: StatisticsView,
  others: readonly StatisticsView[] = [],
): GlanceCard {
  const spec = CARDS[page];
  const seriesOf = (v: StatisticsView) => v.series as unknown as (AnyFigures & { key: string })[];
  const series = seriesOf(view);
  const last = series.at(-1) ?? { key: view.period.to };
  const figures = spec.figures.map((f) => figureOf(f, series, view.currency ?? 'CNY'));
  for (const other of others) {
    const theirs = seriesOf(other);
    for (const f of spec.figures)
      if (f.kind === 'money' && theirs.some((day) => num(day[f.key]) !== 0))
        figures.push(figureOf(f, theirs, other.currency!));
  }
  const chartKind = spec.figures.find((f) => f.key === spec.chart)!.kind;
  return {
    page,
    today: last.key,
    figures,
    chart: {
      key: spec.chart,
      kind: chartKind,
      points: series.map((point) => ({ day: point.key, value: num(point[spec.chart]) })),
    },
  };
}

import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { STATISTICS_READ_MODELS, type StatisticsCurrency, type StatisticsView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import {
  GLANCE_MONEY_PAGES,
  GLANCE_OTHER_CURRENCIES,
  type GlancePage,
  glancePeriod,
} from '../components/glance-model';

/** The read model behind each page's figures: a change there refreshes that card live. */
const READ_MODEL: Record<GlancePage, string> = {
  'day-order': STATISTICS_READ_MODELS.orderDays,
  finance: STATISTICS_READ_MODELS.financeDays,
  product: STATISTICS_READ_MODELS.productDays,
};

export interface GlanceAnswers {
  page: GlancePage;
  /** The page in its own currency (yuan), which the card waits for. */
  main: UseQueryResult<StatisticsView>;
  /** The page's money in the other currencies (none for production), shown once answered. */
  others: UseQueryResult<StatisticsView>[];
}

/**
 * GET statistics/<page> for the last days up to `today`, one query per page, and for a page with
 * money one more per other currency.
 */
export function useGlance(pages: readonly GlancePage[], today: string): GlanceAnswers[] {
  const period = glancePeriod(today);
  const asked = pages.flatMap((page) => [
    { page, currency: undefined as StatisticsCurrency | undefined },
    ...(GLANCE_MONEY_PAGES.includes(page)
      ? GLANCE_OTHER_CURRENCIES.map((currency) => ({ page, currency }))
      : []),
  ]);
  const answers = useQueries({
    queries: asked.map(({ page, currency }) => ({
      queryKey: [READ_MODEL[page], 'home-glance', page, period, currency ?? 'CNY'],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api.get<StatisticsView>(`statistics/${page}`, currency ? { ...period, currency } : period, {
            signal,
          })
        ).data,
    })),
  });
  return pages.map((page) => {
    const mine = asked.flatMap((a, i) => (a.page === page ? [{ ...a, answer: answers[i]! }] : []));
    return {
      page,
      main: mine.find((a) => !a.currency)!.answer,
      others: mine.filter((a) => a.currency).map((a) => a.answer),
    };
  });
}

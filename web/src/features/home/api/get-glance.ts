import { useQueries } from '@tanstack/react-query';
import { STATISTICS_READ_MODELS, type StatisticsView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { type GlancePage, glancePeriod } from '../components/glance-model';

/** The read model behind each page's figures: a change there refreshes that card live. */
const READ_MODEL: Record<GlancePage, string> = {
  'day-order': STATISTICS_READ_MODELS.orderDays,
  finance: STATISTICS_READ_MODELS.financeDays,
  product: STATISTICS_READ_MODELS.productDays,
};

/** GET statistics/<page> for the last days up to `today`, one query per page. */
export const useGlance = (pages: readonly GlancePage[], today: string) =>
  useQueries({
    queries: pages.map((page) => {
      const period = glancePeriod(today);
      return {
        queryKey: [READ_MODEL[page], 'home-glance', page, period],
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          (await api.get<StatisticsView>(`statistics/${page}`, period, { signal })).data,
      };
    }),
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  STATISTICS_READ_MODELS,
  type StatisticsCurrency,
  type StatisticsPage,
  type StatisticsView,
} from '@packflow/contracts';
import { type Params, api } from '../../../lib/api';
import { fetchFile, saveFile } from '../../../lib/download';

const M = STATISTICS_READ_MODELS;

/** The read models each page reads: its figures refresh when one of them changes. */
const READ_MODELS: Record<StatisticsPage, string[]> = {
  'day-order': [M.orderDays],
  'month-order': [M.orderDays],
  finance: [M.financeDays],
  product: [M.productDays],
  quality: [M.qualityDays],
  logistics: [M.logisticsDays],
};

export interface StatFilter {
  from: string;
  to: string;
  groupBy: string;
  /** Only on the pages that show money. */
  currency?: StatisticsCurrency;
}

const params = (f: StatFilter): Params => ({
  from: f.from,
  to: f.to,
  groupBy: f.groupBy,
  currency: f.currency,
});

/** GET statistics/<page>: the period and the previous one, the series and the groups. */
export const useStatistics = (page: StatisticsPage, filter: StatFilter | null) =>
  useQuery({
    queryKey: [READ_MODELS[page][0], 'statistics', page, filter],
    meta: { readModels: READ_MODELS[page] },
    queryFn: async ({ signal }) =>
      (await api.get<StatisticsView>(`statistics/${page}`, params(filter!), { signal })).data,
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

/** GET statistics/<page>/xlsx with the page's query, saved under the name the server gives. */
export async function exportStatistics(page: StatisticsPage, filter: StatFilter): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params(filter)))
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  saveFile(await fetchFile(`statistics/${page}/xlsx?${query.toString()}`, `${page}.xlsx`));
}

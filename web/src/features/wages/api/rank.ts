import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WAGES_READ_MODELS, type RankMeasure, type RankView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { fetchFile, saveFile } from '../../../lib/download';
import { queryText } from './wages';

export interface RankFilter {
  from: string;
  to: string;
  by: RankMeasure;
}

/** GET rank?from&to&by: the salesmen over whole months (a salesman gets his own row only). */
export const useRank = (filter: RankFilter, enabled = true) =>
  useQuery({
    queryKey: [WAGES_READ_MODELS.commissionLines, 'rank', filter],
    queryFn: async ({ signal }) => (await api.get<RankView>('rank', { ...filter }, { signal })).data,
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

/** GET rank/xlsx with the same period and measure. */
export async function downloadRank(filter: RankFilter): Promise<void> {
  saveFile(await fetchFile(`rank/xlsx${queryText({ ...filter })}`, 'rank.xlsx'));
}

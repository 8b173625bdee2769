import { queryOptions, useQuery } from '@tanstack/react-query';
import { GOLDEN_BEAN_READ_MODELS, type BeanBalance } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface BalanceQuery {
  /** Finance and administrators: someone else's account; '' for one's own. */
  accountId: string;
  /** YYYY-MM-DD: the balance at the end of that day; '' for now. */
  asOf: string;
}

export const beanBalanceQueryOptions = ({ accountId, asOf }: BalanceQuery) =>
  queryOptions({
    queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans, 'balance', { accountId, asOf }],
    queryFn: async ({ signal }) =>
      (
        await api.get<BeanBalance>(
          'golden-bean/balance',
          { accountId: accountId || undefined, asOf: asOf || undefined },
          { signal, position: readPosition(GOLDEN_BEAN_READ_MODELS.goldenBeans) },
        )
      ).data,
  });

/** GET golden-bean/balance; nothing is fetched while `enabled` is false (no date chosen yet). */
export const useBeanBalance = (query: BalanceQuery, enabled = true) =>
  useQuery({ ...beanBalanceQueryOptions(query), enabled });

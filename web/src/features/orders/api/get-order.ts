import { useQuery } from '@tanstack/react-query';
import {
  FINANCE_READ_MODELS,
  ORDER_READ_MODELS,
  type OrderDetail,
  PRODUCTION_READ_MODELS,
} from '@packflow/contracts';
import { api } from '../../../lib/api';

/** GET order/:id: the order with its whole story (as it stood at the end of `asOf` when given). */
export const useOrder = (id: string | null, asOf: string) =>
  useQuery({
    // Under the orders read model's key, so live changes of the lists refresh it too; its story
    // holds the contract's money steps, so receipts and refunds refresh it as well (lib/live.ts),
    // and its production summary follows the factory's review, stages and entries.
    queryKey: [ORDER_READ_MODELS.orders, 'detail', id, asOf],
    meta: {
      readModels: [
        FINANCE_READ_MODELS.receipts,
        FINANCE_READ_MODELS.payments,
        PRODUCTION_READ_MODELS.productionJobs,
        PRODUCTION_READ_MODELS.productionStages,
      ],
    },
    queryFn: async ({ signal }) =>
      (
        await api.get<OrderDetail>(
          `order/${encodeURIComponent(id!)}`,
          { asOf: asOf || undefined },
          { signal },
        )
      ).data,
    enabled: id !== null,
    retry: false,
  });

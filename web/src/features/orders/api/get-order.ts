import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ContractMoneyView,
  FINANCE_READ_MODELS,
  ORDER_READ_MODELS,
  type OrderDetail,
} from '@packflow/contracts';
import { api } from '../../../lib/api';

/** GET order/:id: the order with its whole story (as it stood at the end of `asOf` when given). */
export const useOrder = (id: string | null, asOf: string) =>
  useQuery({
    // Under the orders read model's key, so live changes of the lists refresh it too.
    queryKey: [ORDER_READ_MODELS.orders, 'detail', id, asOf],
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

/**
 * GET finance/contract/:id/money: the contract's signed amount, receipts, confirmed money and balance.
 * Under the receipts' key, so a receipt recorded here or confirmed by Finance refreshes it (live);
 * the order's revision in the key refetches it when the order changes (signed, canceled).
 */
export const useContractMoney = (contractId: string | undefined, enabled: boolean, revision = 0) =>
  useQuery({
    queryKey: [FINANCE_READ_MODELS.receipts, 'money', contractId, revision],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<ContractMoneyView>(
          `finance/contract/${encodeURIComponent(contractId!)}/money`,
          {},
          { signal },
        )
      ).data,
    enabled: enabled && contractId !== undefined,
    retry: false,
  });

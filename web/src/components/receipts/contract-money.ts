import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContractMoneyView, FINANCE_READ_MODELS, ORDER_READ_MODELS } from '@packflow/contracts';
import { api } from '../../lib/api';

/**
 * GET finance/contract/:id/money: what the contract is owed and what came in. Under the receipts'
 * key, so a receipt recorded here or decided by Finance refreshes it (live); its meta names the
 * refunds' and orders' read models, so a refund, a cancel or a supplementary order refreshes it
 * live too (lib/live.ts). `revision` (an order's) refetches it after one's own change to the order.
 */
export const useContractMoney = (contractId: string | undefined | null, enabled = true, revision = 0) =>
  useQuery({
    queryKey: [FINANCE_READ_MODELS.receipts, 'money', contractId, revision],
    meta: { readModels: [FINANCE_READ_MODELS.payments, ORDER_READ_MODELS.orders] },
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<ContractMoneyView>(
          `finance/contract/${encodeURIComponent(contractId!)}/money`,
          {},
          { signal },
        )
      ).data,
    enabled: enabled && !!contractId,
    retry: false,
  });

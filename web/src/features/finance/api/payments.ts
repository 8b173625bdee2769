import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FINANCE_READ_MODELS, type PaymentRow, type PaymentStatus } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';
import type { TablePageInfo } from '../../../components/ui/paged-table';

export interface PaymentFilter {
  status: PaymentStatus;
  keyword: string;
  page: number;
  size: number;
}

export const paymentsQueryOptions = (filter: PaymentFilter) =>
  queryOptions({
    queryKey: [FINANCE_READ_MODELS.payments, 'list', filter],
    queryFn: async ({ signal }): Promise<{ rows: PaymentRow[]; pageInfo: TablePageInfo }> => {
      const { data, extra } = await api.get<PaymentRow[]>(
        'finance/payment',
        {
          status: filter.status,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(FINANCE_READ_MODELS.payments) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET finance/payment: follows changes live (keys start with the read model). */
export const usePayments = (filter: PaymentFilter) => useQuery(paymentsQueryOptions(filter));

/** PUT finance/payment/:id/pay with the proof images. */
export function usePayPayment() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FINANCE_READ_MODELS.payments] });
  return useMutation({
    mutationFn: ({ paymentId, proofs }: { paymentId: string; proofs: string }) =>
      api.put<{ status: string }>(`finance/payment/${encodeURIComponent(paymentId)}/pay`, { proofs }),
    onSuccess: async ({ extra }) => {
      rememberWrite(FINANCE_READ_MODELS.payments, extra.position);
      await refresh();
    },
    onError: refresh,
  });
}

export interface RefundForm {
  contractId: string;
  orderId: string;
  /** Exact decimal text in the contract's currency. */
  amount: string;
  reason: string;
  /** One per dialog opening, sent as the Idempotency-Key header: a retry records one refund. */
  idempotencyKey: string;
}

/** POST finance/payment: Finance records a refund to pay on a canceled order. */
export const requestRefund = ({
  idempotencyKey,
  ...form
}: RefundForm): Promise<ApiResult<{ paymentId: string }>> =>
  api.post('finance/payment', { ...form }, { idempotencyKey });

/** Records a refund; afterwards the payment lists read their own write. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: async ({ extra }) => {
      rememberWrite(FINANCE_READ_MODELS.payments, extra.position);
      await queryClient.invalidateQueries({ queryKey: [FINANCE_READ_MODELS.payments] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

export type ReceiptDecision =
  | { receiptId: string; decision: 'confirm' }
  | { receiptId: string; decision: 'reject' | 'reverse'; reason: string };

/** PUT finance/receipt/:id/confirm, /reject or /reverse. */
export const decideReceipt = (d: ReceiptDecision): Promise<ApiResult<{ status: string }>> =>
  api.put(
    `finance/receipt/${encodeURIComponent(d.receiptId)}/${d.decision}`,
    d.decision === 'confirm' ? {} : { reason: d.reason },
  );

/** Finance's decision; the lists refetch either way (a refusal means the one on screen is old). */
export function useDecideReceipt() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FINANCE_READ_MODELS.receipts] });
  return useMutation({
    mutationFn: decideReceipt,
    onSuccess: async ({ extra }) => {
      rememberWrite(FINANCE_READ_MODELS.receipts, extra.position);
      await refresh();
    },
    onError: refresh,
  });
}

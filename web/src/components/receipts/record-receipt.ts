import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_READ_MODELS, type ReceiptMethod } from '@packflow/contracts';
import { api, type ApiResult } from '../../lib/api';
import { rememberWrite } from '../../lib/read-your-writes';

export interface ReceiptForm {
  contractId: string;
  orderId?: string | undefined;
  amount: string;
  method: ReceiptMethod;
  receivedOn: string;
  proofs: string;
  note: string;
  /** One per dialog opening, sent as the Idempotency-Key header: the same dialog sent again records one receipt. */
  idempotencyKey: string;
}

/** POST finance/receipt, its request key in the Idempotency-Key header. */
export const recordReceipt = ({
  idempotencyKey,
  ...form
}: ReceiptForm): Promise<ApiResult<{ receiptId: string; recorded: boolean }>> =>
  api.post('finance/receipt', { ...form, orderId: form.orderId || undefined }, { idempotencyKey });

/** Records a receipt; afterwards every receipt list reads its own write. */
export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReceipt,
    onSuccess: async ({ extra }) => {
      rememberWrite(FINANCE_READ_MODELS.receipts, extra.position);
      await queryClient.invalidateQueries({ queryKey: [FINANCE_READ_MODELS.receipts] });
    },
  });
}

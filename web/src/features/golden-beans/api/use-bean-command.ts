import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOLDEN_BEAN_READ_MODELS } from '@packflow/contracts';
import type { ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/** The request key a ledger dialog sends with its request (see useLedgerSubmit). */
export interface Keyed {
  idempotencyKey: string;
}

/**
 * A ledger command: afterwards balances and movements read their own write (the answer's position)
 * and refetch. A refusal refetches too ("already reversed" means the list on screen is old).
 */
export function useBeanCommand<Vars>(send: (vars: Vars) => Promise<ApiResult<{ entryId: string }>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(GOLDEN_BEAN_READ_MODELS.goldenBeans, extra.position);
      await queryClient.invalidateQueries({ queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans] }),
  });
}

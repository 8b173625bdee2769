import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { BEANS_READ_MODEL } from './read-model';

export interface Recharge {
  accountId: string;
  amount: string;
  note: string;
}

export interface Reverse {
  entryId: string;
  reason: string;
}

/** The request key a ledger dialog sends with its request (see useLedgerSubmit). */
export interface Keyed {
  idempotencyKey: string;
}

export const rechargeBeans = ({
  idempotencyKey,
  ...form
}: Recharge & Keyed): Promise<ApiResult<{ entryId: string }>> =>
  api.post('golden-bean/recharge', { ...form }, { idempotencyKey });

export const reverseBeanEntry = ({
  entryId,
  reason,
  idempotencyKey,
}: Reverse & Keyed): Promise<ApiResult<{ entryId: string }>> =>
  api.post(`golden-bean/${encodeURIComponent(entryId)}/reverse`, { reason }, { idempotencyKey });

/**
 * A ledger command: afterwards balances and movements read their own write (the answer's position)
 * and refetch. A refusal refetches too ("already reversed" means the list on screen is old).
 */
function useBeanCommand<Vars>(send: (vars: Vars) => Promise<ApiResult<{ entryId: string }>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(BEANS_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [BEANS_READ_MODEL] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [BEANS_READ_MODEL] }),
  });
}

export const useRechargeBeans = () => useBeanCommand(rechargeBeans);
export const useReverseBeanEntry = () => useBeanCommand(reverseBeanEntry);

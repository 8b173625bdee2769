import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS } from '@packflow/contracts';
import type { ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/**
 * A command on customers: afterwards the lists, details and timelines read their own write (the
 * answer's position) and refetch. A refusal refetches too: "someone else has just claimed this
 * customer" means the list on screen is out of date.
 */
export function useCustomerCommand<Vars>(send: (vars: Vars) => Promise<ApiResult<{ id: string }>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(CUSTOMER_READ_MODELS.customers, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.customers] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.customers] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { CUSTOMERS_READ_MODEL } from './get-customers';

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
      rememberWrite(CUSTOMERS_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] }),
  });
}

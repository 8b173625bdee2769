import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { BEANS_READ_MODEL, QUOTATIONS_READ_MODEL } from './read-models';

/**
 * A command on quotations: afterwards lists and details read their own write (the answer's
 * position) and refetch; generating also moves the bean balance. A refusal refetches too, as the
 * quotation may have moved on (reviewed by someone else meanwhile).
 */
export function useQuotationCommand<Vars, Data>(send: (vars: Vars) => Promise<ApiResult<Data>>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [QUOTATIONS_READ_MODEL] }),
      queryClient.invalidateQueries({ queryKey: [BEANS_READ_MODEL] }),
    ]);
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(QUOTATIONS_READ_MODEL, extra.position);
      rememberWrite(BEANS_READ_MODEL, extra.position);
      await refresh();
    },
    onError: () => refresh(),
  });
}

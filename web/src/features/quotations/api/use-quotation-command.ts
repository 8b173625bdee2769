import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOLDEN_BEAN_READ_MODELS, QUOTATION_READ_MODELS } from '@packflow/contracts';
import type { ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/**
 * A command on quotations: afterwards lists and details read their own write (the answer's
 * position) and refetch; generating also moves the bean balance. A refusal refetches too, as the
 * quotation may have moved on (reviewed by someone else meanwhile).
 */
export function useQuotationCommand<Vars, Data>(send: (vars: Vars) => Promise<ApiResult<Data>>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [QUOTATION_READ_MODELS.quotations] }),
      queryClient.invalidateQueries({ queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans] }),
    ]);
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(QUOTATION_READ_MODELS.quotations, extra.position);
      rememberWrite(GOLDEN_BEAN_READ_MODELS.goldenBeans, extra.position);
      await refresh();
    },
    onError: () => refresh(),
  });
}

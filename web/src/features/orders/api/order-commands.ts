import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_READ_MODELS } from '@packflow/contracts';
import { type ApiResult, type Params, api } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/** A write on orders: remembered for read-your-writes, and the order lists and details refreshed. */
function useOrderCommand<Input>(send: (input: Input) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(ORDER_READ_MODELS.orders, extra.position);
      await queryClient.invalidateQueries({ queryKey: [ORDER_READ_MODELS.orders] });
    },
  });
}

const at = (id: string, action: string) => `order/${encodeURIComponent(id)}/${action}`;

/** POST order/sign: the selected orders, once Finance confirmed their prepayment. */
export const useSignOrders = () =>
  useOrderCommand((ids: readonly string[]) => api.post('order/sign', { ids: ids.join(',') }));

export type OrderAction = 'cancel' | 'invalidate' | 'end' | 'supplementary' | 'artwork';

/** POST order/:id/<action> with its form (reason; quantity and reason; files). */
export const useOrderAction = () =>
  useOrderCommand(({ id, action, form }: { id: string; action: OrderAction; form: Params }) =>
    api.post(at(id, action), form),
  );

/** PUT operator-manage/order/:id: the supervisor's decision on a cancel request. */
export const useReviewCancel = () =>
  useOrderCommand(
    ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason: string }) =>
      api.put(`operator-manage/order/${encodeURIComponent(id)}`, { decision, reason }),
  );

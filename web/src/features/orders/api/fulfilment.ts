import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApprovalKind,
  INSPECTION_READ_MODELS,
  type OrderInspectionView,
  type OrderShippingView,
  SHIPPING_READ_MODELS,
  type TraderOrderInspectionView,
  type TraderOrderShippingView,
} from '@packflow/contracts';
import { ApiError, api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const S = SHIPPING_READ_MODELS;
const I = INSPECTION_READ_MODELS;

/** An order's lots: in full for staff, a trader's summary (waiting, in progress, passed) for traders. */
export type FulfilmentInspection = OrderInspectionView | TraderOrderInspectionView;
/** An order's shipping: in full for staff, shipments and waybills for traders. */
export type FulfilmentShipping = OrderShippingView | TraderOrderShippingView;

export const isFullShipping = (view: FulfilmentShipping): view is OrderShippingView => 'readiness' in view;

/** A 404: nothing of the order is there yet (no lot, nothing released to ship). */
const nothingYet = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** GET inspection/:orderId: the order's lots as the reader may see them; null when there are none yet. */
export const useOrderInspection = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: [I.inspectionLots, 'order', orderId],
    queryFn: async ({ signal }): Promise<FulfilmentInspection | null> => {
      try {
        return (
          await api.get<FulfilmentInspection>(`inspection/${encodeURIComponent(orderId)}`, undefined, {
            signal,
            position: readPosition(I.inspectionLots),
          })
        ).data;
      } catch (error) {
        if (nothingYet(error)) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });

/** GET shipping/:orderId: figures, readiness, shipments and approvals; null when nothing is released yet. */
export const useOrderShippingView = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: [S.shippingOrders, 'detail', orderId],
    meta: { readModels: [S.shipments] },
    queryFn: async ({ signal }): Promise<FulfilmentShipping | null> => {
      try {
        return (
          await api.get<FulfilmentShipping>(`shipping/${encodeURIComponent(orderId)}`, undefined, {
            signal,
            position: readPosition(S.shippingOrders),
          })
        ).data;
      } catch (error) {
        if (nothingYet(error)) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });

/** POST shipping/:orderId/approvals: the owner asks OperatorManage for an over-shipment or a credit release. */
export function useAskApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      approvalId,
      kind,
      quantity,
      reason,
    }: {
      orderId: string;
      approvalId: string;
      kind: ApprovalKind;
      quantity: string;
      reason: string;
    }) =>
      api.post(`shipping/${encodeURIComponent(orderId)}/approvals`, {
        approvalId,
        kind,
        quantity: kind === 'overShipment' ? quantity : undefined,
        reason,
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(S.shippingOrders, extra.position);
      await queryClient.invalidateQueries({ queryKey: [S.shippingOrders] });
    },
  });
}

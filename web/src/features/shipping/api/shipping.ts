import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApprovalItem,
  type ApprovalKind,
  type OrderShippingView,
  type Package,
  type PostageMode,
  SHIPPING_READ_MODELS,
  type ShippingApprovalRow,
  type ShippingRow,
  type ShippingService,
  type ShippingSettingsView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const M = SHIPPING_READ_MODELS;

export interface RowsPage<Row> {
  rows: Row[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** A list's answer: its rows and the page they are (a bare array, or `{ rows }`). */
function pageOf<Row>(
  data: unknown,
  extra: { pageInfo?: RowsPage<Row>['pageInfo'] },
  page: number,
  size: number,
): RowsPage<Row> {
  const rows: Row[] = Array.isArray(data)
    ? (data as Row[])
    : Array.isArray((data as { rows?: unknown } | null)?.rows)
      ? (data as { rows: Row[] }).rows
      : [];
  return { rows, pageInfo: extra.pageInfo ?? { _page: page, _size: size, _count: rows.length } };
}

export type ShippingListStatus = 'wait' | 'sent';

export interface ShippingListFilter {
  status: ShippingListStatus;
  keyword: string;
  page: number;
  size: number;
}

/** GET shipping?status=wait|sent: /OrderLogistics/Wait (something to ship or blocked) and /Send. */
export const useShippingList = (filter: ShippingListFilter) =>
  useQuery({
    queryKey: [M.shippingOrders, 'list', filter],
    meta: { readModels: [M.shipments] },
    queryFn: async ({ signal }): Promise<RowsPage<ShippingRow>> => {
      const { data, extra } = await api.get<unknown>(
        'shipping',
        {
          status: filter.status,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(M.shippingOrders) },
      );
      return pageOf<ShippingRow>(data, extra, filter.page, filter.size);
    },
    placeholderData: keepPreviousData,
  });

/** A customer's address a shipment may go to, when the API offers the list. */
export interface ShippingAddressChoice {
  address: string;
  regionCode: string | null;
  remote: boolean;
}

/** An order's shipping, with what a newer API may add (the customer's addresses, the default's region). */
export type ShippingDetail = OrderShippingView & { addresses?: ShippingAddressChoice[] };

/** GET shipping/:orderId: figures, readiness, shipments, approvals and what the reader may do. */
export const useOrderShipping = (orderId: string | null) =>
  useQuery({
    queryKey: [M.shippingOrders, 'detail', orderId],
    meta: { readModels: [M.shipments] },
    queryFn: async ({ signal }) =>
      (
        await api.get<ShippingDetail>(`shipping/${encodeURIComponent(orderId!)}`, undefined, {
          signal,
          position: readPosition(M.shippingOrders),
        })
      ).data,
    enabled: orderId !== null,
    retry: false,
  });

/** An approval as OperatorManage's queue shows it: the request, what may be done, and its order's figures. */
export type ApprovalRow = ApprovalItem & {
  orderId: string;
  orderNumber: string;
  customerName: string;
  unit: string;
  ordered: number;
  inspected: number;
  shipped: number;
  /** No balance block: received and confirmed by Finance, or released on credit. */
  balanceConfirmed: boolean;
  /** OperatorManage released the order on credit. */
  creditReleased: boolean;
};

/** The queue's rows (one per order, with its approvals) as one row per approval of the status asked. */
export function approvalRowsOf(
  rows: readonly ShippingApprovalRow[],
  status: 'pending' | 'decided',
): ApprovalRow[] {
  return rows.flatMap((row) =>
    row.approvals
      .filter((a) => (status === 'pending') === (a.status === 'pending'))
      .map((a) => ({
        ...a,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        customerName: row.customerName,
        unit: row.unit,
        ordered: row.ordered,
        inspected: row.inspected,
        shipped: row.shipped,
        balanceConfirmed: !row.blocks.includes('balanceUnconfirmed'),
        creditReleased: row.approvals.some((x) => x.kind === 'credit' && x.status === 'approved'),
      })),
  );
}

/** GET shipping/approvals?status=pending|decided: OperatorManage's queue, one row per approval. */
export const useApprovals = (status: 'pending' | 'decided', page: number, size: number) =>
  useQuery({
    queryKey: [M.shippingOrders, 'approvals', status, page, size],
    queryFn: async ({ signal }): Promise<RowsPage<ApprovalRow>> => {
      const { data, extra } = await api.get<unknown>(
        'shipping/approvals',
        { status, _page: page, _size: size },
        { signal, position: readPosition(M.shippingOrders) },
      );
      const orders = pageOf<ShippingApprovalRow>(data, extra, page, size);
      return { rows: approvalRowsOf(orders.rows, status), pageInfo: orders.pageInfo };
    },
    placeholderData: keepPreviousData,
  });

/** After a command: read one's own write, refresh the shipping lists, the order and its lists. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return async ({ extra }: { extra: { position?: string } }) => {
    rememberWrite(M.shippingOrders, extra.position);
    rememberWrite(M.shipments, extra.position);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [M.shippingOrders] }),
      queryClient.invalidateQueries({ queryKey: [M.shipments] }),
    ]);
  };
}

export interface ShipmentInput {
  shipmentId: string;
  quantity: string;
  waybill: string;
  company: string;
  service: ShippingService;
  freight: string;
  weight: string;
  cartons: Record<keyof Package, string>;
  /** Null: no pallets. */
  pallets: Record<keyof Package, string> | null;
  address: string;
  regionCode: string | null;
  postage: { mode: PostageMode; amount: string };
}

const packageOf = (p: Record<keyof Package, string>) => ({
  count: p.count,
  length: p.length,
  width: p.width,
  height: p.height,
});

/**
 * POST shipping/:orderId/shipments. Cartons, pallets and postage are objects: they travel as
 * JSON text in the form, as a customer's addresses do.
 */
export function useShip() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ orderId, form }: { orderId: string; form: ShipmentInput }) =>
      api.post(`shipping/${encodeURIComponent(orderId)}/shipments`, {
        shipmentId: form.shipmentId,
        quantity: form.quantity,
        waybill: form.waybill,
        company: form.company,
        service: form.service,
        freight: form.freight,
        weight: form.weight,
        cartons: JSON.stringify(packageOf(form.cartons)),
        pallets: form.pallets ? JSON.stringify(packageOf(form.pallets)) : '',
        address: form.address,
        regionCode: form.regionCode ?? '',
        postage: JSON.stringify(form.postage),
      }),
    onSuccess: after,
  });
}

/** POST shipping/:orderId/close-short {reason}. */
export function useCloseShort() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      api.post(`shipping/${encodeURIComponent(orderId)}/close-short`, { reason }),
    onSuccess: after,
  });
}

/** POST shipping/:orderId/approvals/:approvalId/decide {decision, reason}. */
export function useDecideApproval() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({
      orderId,
      approvalId,
      decision,
      reason,
    }: {
      orderId: string;
      approvalId: string;
      decision: 'approve' | 'reject';
      reason: string;
    }) =>
      api.post(`shipping/${encodeURIComponent(orderId)}/approvals/${encodeURIComponent(approvalId)}/decide`, {
        decision,
        reason,
      }),
    onSuccess: after,
  });
}

export type { ApprovalKind };

const SETTINGS_KEY = [M.shippingOrders, 'settings'] as const;

/** GET shipping/settings. */
export const useShippingSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<ShippingSettingsView>('shipping/settings', undefined, { signal })).data,
  });

/** PUT shipping/settings {tolerancePct, remoteProvinces} (the provinces as JSON text). */
export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: { tolerancePct: string; remoteProvinces: readonly string[] }) =>
      api.put<ShippingSettingsView>('shipping/settings', {
        tolerancePct: form.tolerancePct,
        remoteProvinces: JSON.stringify(form.remoteProvinces),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

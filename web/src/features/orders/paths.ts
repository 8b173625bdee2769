import type { OrderStatus } from '@packflow/contracts';

/** Each order list's menu path and the status it shows (spec section 2). */
export const ORDER_LIST_PATHS: Readonly<Record<OrderStatus, string>> = {
  wait: '/Order/Wait',
  signed: '/Order/Signed',
  product: '/Order/Product',
  inspection: '/Order/Inspection',
  waitsend: '/Order/WaitSend',
  shipped: '/Order/Shipped',
  canceled: '/Order/Canceled',
};

export const ORDER_DETAIL_PATH = '/Order/Detail';
export const CANCEL_REVIEW_PATH = '/OperatorManage/Order';

export const statusOfPath = (path: string): OrderStatus =>
  (Object.entries(ORDER_LIST_PATHS) as [OrderStatus, string][]).find(([, p]) => p === path)?.[0] ?? 'wait';

export const orderDetailHref = (id: string): string => `${ORDER_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

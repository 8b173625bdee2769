import type { Grants, PermissionInfo } from '../area';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The orders area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const ordersPermissions = {
  'GET@order': { app: 'order', module: 'order', summary: { cn: '订单列表', en: 'List orders' } },
  'GET@order/:id': {
    app: 'order',
    module: 'order',
    summary: { cn: '订单详情与记录', en: 'View an order and its history' },
  },
  'POST@order/sign': {
    app: 'order',
    module: 'order',
    summary: { cn: '签约订单（需财务确认预付款）', en: 'Sign orders (needs the prepayment confirmed)' },
  },
  'POST@order/:id/cancel': {
    app: 'order',
    module: 'order',
    summary: { cn: '申请取消订单', en: 'Ask to cancel an order' },
  },
  'POST@order/:id/invalidate': {
    app: 'order',
    module: 'order',
    summary: { cn: '作废订单（仅待签约）', en: 'Invalidate an order (only waiting to be signed)' },
  },
  'POST@order/:id/end': { app: 'order', module: 'order', summary: { cn: '结束订单', en: 'End an order' } },
  'POST@order/:id/supplementary': {
    app: 'order',
    module: 'order',
    summary: { cn: '补单', en: 'Raise a supplementary order' },
  },
  'POST@order/:id/artwork': {
    app: 'order',
    module: 'order',
    summary: { cn: '上传稿件', en: 'Upload artwork' },
  },
  'GET@operator-manage/order': {
    app: 'order',
    module: 'cancel-review',
    summary: { cn: '取消订单审核列表', en: 'List cancel requests' },
  },
  'PUT@operator-manage/order/:id': {
    app: 'order',
    module: 'cancel-review',
    summary: { cn: '审核取消订单', en: 'Decide a cancel request' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type OrderPermission = keyof typeof ordersPermissions;

const OWNING: readonly OrderPermission[] = [
  'GET@order',
  'GET@order/:id',
  'POST@order/sign',
  'POST@order/:id/cancel',
  'POST@order/:id/invalidate',
  'POST@order/:id/end',
  'POST@order/:id/supplementary',
  'POST@order/:id/artwork',
];

/** Salesmen and traders work their own orders; supervisors review cancels (Admin has everything). */
export const ordersGrants: Grants<OrderPermission> = {
  OperatorIndex: OWNING,
  Traders: OWNING,
  OperatorManage: ['GET@order/:id', 'GET@operator-manage/order', 'PUT@operator-manage/order/:id'],
};

/** Where the order lists sit: one per stage for sellers; the cancel review for supervisors. */
export const ordersMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 10,
    item: leaf('order-wait', '待签约', 'To be signed', '/Order/Wait', 'time'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 20,
    item: leaf('order-signed', '已签约', 'Signed', '/Order/Signed', 'endorsed'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 30,
    item: leaf('order-product', '生产中', 'In production', '/Order/Product', 'cube'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 40,
    item: leaf('order-inspection', '质检中', 'In inspection', '/Order/Inspection', 'eye-open'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 50,
    item: leaf('order-wait-send', '待发货', 'To be shipped', '/Order/WaitSend', 'truck'),
  },
  {
    roles: ['OperatorIndex'],
    group: 'order',
    order: 60,
    item: leaf('order-shipped', '已发货', 'Shipped', '/Order/Shipped', 'tick-circle'),
  },
  // A trader's shipped orders are his completed ones.
  {
    roles: ['Traders'],
    group: 'order',
    order: 60,
    item: leaf('order-shipped', '已完成', 'Completed', '/Order/Shipped', 'tick-circle'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 70,
    item: leaf('order-canceled', '已取消', 'Canceled', '/Order/Canceled', 'disable'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 80,
    item: leaf('order-detail', '订单详情', 'Order details', '/Order/Detail', 'document-open', BUTTON),
  },
  {
    roles: ['OperatorManage'],
    group: 'management',
    order: 40,
    item: leaf(
      'cancel-review',
      '取消订单审核',
      'Order cancellation review',
      '/OperatorManage/Order',
      'disable',
    ),
  },
];

import type { Grants, PermissionInfo } from '../area';

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

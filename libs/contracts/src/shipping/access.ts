import type { Grants, PermissionInfo } from '../area';
import { LANDING, type MenuPlacement, leaf } from '../menu-items';

/** The shipping area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const shippingPermissions = {
  'GET@shipping': {
    app: 'shipping',
    module: 'shipments',
    summary: { cn: '发货列表', en: 'List orders to ship and shipped' },
  },
  'GET@shipping/:orderId': {
    app: 'shipping',
    module: 'shipments',
    summary: { cn: '订单发货详情', en: 'View an order’s shipping' },
  },
  'POST@shipping/:orderId/shipments': {
    app: 'shipping',
    module: 'shipments',
    summary: { cn: '登记发货', en: 'Record a shipment' },
  },
  'POST@shipping/:orderId/close-short': {
    app: 'shipping',
    module: 'shipments',
    summary: { cn: '短交结案', en: 'Close an order short' },
  },
  'GET@shipping/:orderId/shipments/:shipmentId/delivery-note': {
    app: 'shipping',
    module: 'shipments',
    summary: { cn: '下载送货单', en: 'Download a delivery note' },
  },
  'POST@shipping/:orderId/approvals': {
    app: 'shipping',
    module: 'approvals',
    summary: { cn: '申请超发或赊销放行', en: 'Ask for an over-shipment or a credit release' },
  },
  'GET@shipping/approvals': {
    app: 'shipping',
    module: 'approvals',
    summary: { cn: '发货审批列表', en: 'List shipping approvals' },
  },
  'POST@shipping/:orderId/approvals/:approvalId/decide': {
    app: 'shipping',
    module: 'approvals',
    summary: { cn: '审批超发或赊销放行', en: 'Approve or reject an over-shipment or a credit release' },
  },
  'GET@shipping/settings': {
    app: 'shipping',
    module: 'settings',
    summary: { cn: '查看发货设置', en: 'View shipping settings' },
  },
  'PUT@shipping/settings': {
    app: 'shipping',
    module: 'settings',
    summary: {
      cn: '修改发货设置（超发比例、偏远地区）',
      en: 'Change shipping settings (tolerance, remote areas)',
    },
  },
} as const satisfies Record<string, PermissionInfo>;

export type ShippingPermission = keyof typeof shippingPermissions;

/** The warehouse ships; sellers follow their orders and ask for approvals; OperatorManage answers them (Admin has everything). */
export const shippingGrants: Grants<ShippingPermission> = {
  Warehouse: [
    'GET@shipping',
    'GET@shipping/:orderId',
    'POST@shipping/:orderId/shipments',
    'POST@shipping/:orderId/close-short',
    'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
    'GET@shipping/settings',
  ],
  OperatorIndex: [
    'GET@shipping/:orderId',
    'POST@shipping/:orderId/approvals',
    'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
  ],
  Traders: ['GET@shipping/:orderId', 'GET@shipping/:orderId/shipments/:shipmentId/delivery-note'],
  OperatorManage: [
    'GET@shipping',
    'GET@shipping/:orderId',
    'GET@shipping/approvals',
    'POST@shipping/:orderId/approvals/:approvalId/decide',
    'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
  ],
  Finance: ['GET@shipping/:orderId'],
};

/** Where shipping's pages sit (spec section 2), with OperatorManage's approvals and Admin's settings. */
export const shippingMenus: readonly MenuPlacement[] = [
  {
    roles: ['Warehouse'],
    group: 'shipping',
    order: 10,
    item: leaf('logistics-wait', '待发货', 'To be shipped', '/OrderLogistics/Wait', 'time', LANDING),
  },
  {
    roles: ['Warehouse'],
    group: 'shipping',
    order: 20,
    item: leaf('logistics-send', '已发货', 'Shipped', '/OrderLogistics/Send', 'tick-circle'),
  },
  {
    roles: ['OperatorManage'],
    group: 'management',
    order: 45,
    item: leaf('shipping-review', '发货审批', 'Shipping approvals', '/OperatorManage/Shipping', 'truck'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 92,
    item: leaf('shipping-settings', '发货设置', 'Shipping settings', '/Sysset/Shipping', 'truck'),
  },
];

import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, leaf } from '../menu-items';

const permission = (cn: string, en: string): PermissionInfo => ({
  app: 'statistics',
  module: 'statistics',
  summary: { cn, en },
});

/** The statistics area's permissions: `METHOD@route` without the /api prefix. */
export const statisticsPermissions = {
  'GET@statistics/day-order': permission('日订单统计', 'Daily order statistics'),
  'GET@statistics/day-order/xlsx': permission(
    '导出日订单统计 Excel',
    'Export daily order statistics to Excel',
  ),
  'GET@statistics/month-order': permission('月订单统计', 'Monthly order statistics'),
  'GET@statistics/month-order/xlsx': permission(
    '导出月订单统计 Excel',
    'Export monthly order statistics to Excel',
  ),
  'GET@statistics/finance': permission('财务统计', 'Finance statistics'),
  'GET@statistics/finance/xlsx': permission('导出财务统计 Excel', 'Export finance statistics to Excel'),
  'GET@statistics/product': permission('生产统计', 'Production statistics'),
  'GET@statistics/product/xlsx': permission('导出生产统计 Excel', 'Export production statistics to Excel'),
  'GET@statistics/quality': permission('质检统计', 'Quality inspection statistics'),
  'GET@statistics/quality/xlsx': permission('导出质检统计 Excel', 'Export quality statistics to Excel'),
  'GET@statistics/logistics': permission('发货统计', 'Shipping statistics'),
  'GET@statistics/logistics/xlsx': permission('导出发货统计 Excel', 'Export shipping statistics to Excel'),
} as const satisfies Record<string, PermissionInfo>;

export type StatisticsPermission = keyof typeof statisticsPermissions;

/** Statistics are Admin's alone (Admin has every permission): no other role is granted any. */
export const statisticsGrants: Grants<StatisticsPermission> = {};

/** Where the statistics pages sit (spec section 2): Admin's statistics group. */
export const statisticsMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 10,
    item: leaf('stat-day-order', '日订单统计', 'Daily orders', '/Statistics/DayOrder', 'calendar'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 20,
    item: leaf(
      'stat-month-order',
      '月订单统计',
      'Monthly orders',
      '/Statistics/MonthOrder',
      'timeline-bar-chart',
    ),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 30,
    item: leaf('stat-finance', '财务统计', 'Finance', '/Statistics/Finance', 'dollar'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 40,
    item: leaf('stat-product', '生产统计', 'Production', '/Statistics/Product', 'cube'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 50,
    item: leaf('stat-quality', '质检统计', 'Quality inspection', '/Statistics/Quality', 'tick-circle'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 60,
    item: leaf('stat-logistics', '发货统计', 'Shipping', '/Statistics/Logistics', 'truck'),
  },
];

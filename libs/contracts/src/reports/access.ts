import type { Grants, PermissionInfo } from '../area';

/** The reports area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const reportsPermissions = {
  'GET@reports/receivables': {
    app: 'reports',
    module: 'receivables',
    summary: { cn: '应收账龄报表', en: 'Receivables and ageing' },
  },
  'GET@reports/receivables/xlsx': {
    app: 'reports',
    module: 'receivables',
    summary: { cn: '导出应收账龄', en: 'Export receivables to Excel' },
  },
  'GET@reports/receivables/:customerId/events': {
    app: 'reports',
    module: 'receivables',
    summary: { cn: '查看应收明细事件', en: 'View the events behind a receivable' },
  },
  'GET@reports/money': {
    app: 'reports',
    module: 'money',
    summary: { cn: '收付款汇总', en: 'Collections and payments' },
  },
  'GET@reports/money/xlsx': {
    app: 'reports',
    module: 'money',
    summary: { cn: '导出收付款汇总', en: 'Export collections and payments to Excel' },
  },
  'GET@reports/money/events': {
    app: 'reports',
    module: 'money',
    summary: { cn: '查看收付款明细事件', en: 'View the events behind collections and payments' },
  },
  'GET@reports/beans': {
    app: 'reports',
    module: 'beans',
    summary: { cn: '金豆流水汇总', en: 'Golden-bean flows' },
  },
  'GET@reports/beans/xlsx': {
    app: 'reports',
    module: 'beans',
    summary: { cn: '导出金豆流水', en: 'Export golden-bean flows to Excel' },
  },
  'POST@reports/verify': {
    app: 'reports',
    module: 'verify',
    summary: { cn: '校验资金哈希链', en: 'Verify the money hash chains' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type ReportsPermission = keyof typeof reportsPermissions;

/** Finance reads every report and verifies the chains (Admin has everything). */
export const reportsGrants: Grants<ReportsPermission> = {
  Finance: Object.keys(reportsPermissions) as ReportsPermission[],
};

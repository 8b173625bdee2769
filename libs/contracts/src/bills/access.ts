import type { Grants, PermissionInfo } from '../area';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The bills area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const billsPermissions = {
  'GET@bills': {
    app: 'bills',
    module: 'bills',
    summary: { cn: '月度账单列表', en: 'List monthly bills' },
  },
  'GET@bills/:id': {
    app: 'bills',
    module: 'bills',
    summary: { cn: '查看账单', en: 'View a bill' },
  },
  'GET@bills/:id/compare': {
    app: 'bills',
    module: 'bills',
    summary: { cn: '对比发送时与现在的账单', en: 'Compare a bill as sent with now' },
  },
  'GET@bills/:id/pdf': {
    app: 'bills',
    module: 'bills',
    summary: { cn: '下载账单 PDF', en: 'Download a bill as PDF' },
  },
  'GET@bills/:id/xlsx': {
    app: 'bills',
    module: 'bills',
    summary: { cn: '下载账单 Excel', en: 'Download a bill as Excel' },
  },
  'POST@bills/:id/send': {
    app: 'bills',
    module: 'reconciliation',
    summary: { cn: '发送账单给客户', en: 'Send a bill to the customer' },
  },
  'POST@bills/:id/confirm': {
    app: 'bills',
    module: 'reconciliation',
    summary: { cn: '确认账单（对账完成）', en: 'Confirm a bill (reconciled)' },
  },
  'POST@bills/:id/dispute': {
    app: 'bills',
    module: 'reconciliation',
    summary: { cn: '对账单行提出异议', en: 'Dispute lines of a bill' },
  },
  'POST@bills/:id/adjust': {
    app: 'bills',
    module: 'reconciliation',
    summary: { cn: '调整账单', en: 'Adjust a bill' },
  },
  'GET@bills/closes': {
    app: 'bills',
    module: 'month-close',
    summary: { cn: '查看月结进度', en: 'View the month closes' },
  },
  'POST@bills/closes': {
    app: 'bills',
    module: 'month-close',
    summary: { cn: '执行月结', en: 'Close a month' },
  },
  'PUT@bills/closes/settings': {
    app: 'bills',
    module: 'month-close',
    summary: { cn: '修改月结时间', en: 'Change the hour of the month close' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type BillsPermission = keyof typeof billsPermissions;

const READ: BillsPermission[] = [
  'GET@bills',
  'GET@bills/:id',
  'GET@bills/:id/compare',
  'GET@bills/:id/pdf',
  'GET@bills/:id/xlsx',
];

/**
 * The seller sends a bill and records the customer's answer (a trader answers for his own
 * customers in the console); the salesman or Finance adjusts; Finance reads every bill and the
 * close's progress. Admin has everything, and runs a close.
 */
export const billsGrants: Grants<BillsPermission> = {
  OperatorIndex: [
    ...READ,
    'POST@bills/:id/send',
    'POST@bills/:id/confirm',
    'POST@bills/:id/dispute',
    'POST@bills/:id/adjust',
  ],
  Traders: [...READ, 'POST@bills/:id/send', 'POST@bills/:id/confirm', 'POST@bills/:id/dispute'],
  Finance: [...READ, 'POST@bills/:id/adjust', 'GET@bills/closes'],
};

/** Where the bills' pages sit (spec section 2), with Admin's month close. */
export const billsMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 10,
    item: leaf('reconciliation-index', '月度账单', 'Monthly bills', '/Reconciliation/Index', 'th'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 20,
    item: leaf('reconciliation-wait', '待对账', 'To be reconciled', '/Reconciliation/Wait', 'time'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 30,
    item: leaf('reconciliation-send', '已发送', 'Sent to customers', '/Reconciliation/Send', 'send-message'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 40,
    item: leaf(
      'reconciliation-detail',
      '对账详情',
      'Bill details',
      '/Reconciliation/Detail',
      'document-open',
      BUTTON,
    ),
  },
  // Finance reads every bill, and opens one from a dispute's notice to adjust it.
  {
    roles: ['Finance'],
    order: 15,
    item: leaf('finance-bills', '月度账单', 'Monthly bills', '/Reconciliation/Index', 'th'),
  },
  {
    roles: ['Finance'],
    group: 'finance-record',
    order: 90,
    item: leaf(
      'finance-bill-detail',
      '对账详情',
      'Bill details',
      '/Reconciliation/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 93,
    item: leaf('month-close', '月结', 'Month close', '/Sysset/MonthClose', 'calendar'),
  },
];

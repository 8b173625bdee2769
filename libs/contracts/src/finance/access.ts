import type { Grants, PermissionInfo } from '../area';
import { LANDING, type MenuPlacement, leaf } from '../menu-items';

/** The finance area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const financePermissions = {
  'POST@finance/receipt': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '登记收款', en: 'Record a receipt' },
  },
  'GET@finance/receipt': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '收款列表', en: 'Receipts' },
  },
  'PUT@finance/receipt/:id/confirm': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '确认收款', en: 'Confirm a receipt' },
  },
  'PUT@finance/receipt/:id/reject': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '驳回收款', en: 'Reject a receipt' },
  },
  'PUT@finance/receipt/:id/reverse': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '冲正收款', en: 'Reverse a confirmed receipt' },
  },
  'GET@finance/contract/:id/money': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '合同收款情况', en: "A contract's money" },
  },
  'POST@finance/contract/:id/approve-other-terms': {
    app: 'finance',
    module: 'receipt',
    summary: { cn: '批准其他付款方式签单', en: 'Approve signing on other terms' },
  },
  'POST@finance/payment': {
    app: 'finance',
    module: 'payment',
    summary: { cn: '登记退款', en: 'Record a refund to pay' },
  },
  'GET@finance/payment': {
    app: 'finance',
    module: 'payment',
    summary: { cn: '付款列表', en: 'Payments' },
  },
  'GET@finance/refundable': {
    app: 'finance',
    module: 'payment',
    summary: { cn: '可退款的已取消订单', en: 'Canceled orders with money to refund' },
  },
  'PUT@finance/payment/:id/pay': {
    app: 'finance',
    module: 'payment',
    summary: { cn: '确认付款', en: 'Pay a payment' },
  },
} as const satisfies Record<string, PermissionInfo>;

type FinancePermission = keyof typeof financePermissions;
const SELLER: readonly FinancePermission[] = [
  'POST@finance/receipt',
  'GET@finance/receipt',
  'GET@finance/contract/:id/money',
];

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const financeGrants: Grants<FinancePermission> = {
  OperatorIndex: SELLER,
  Traders: SELLER,
  OperatorManage: [...SELLER, 'POST@finance/contract/:id/approve-other-terms'],
  Finance: [
    'GET@finance/receipt',
    'PUT@finance/receipt/:id/confirm',
    'PUT@finance/receipt/:id/reject',
    'PUT@finance/receipt/:id/reverse',
    'GET@finance/contract/:id/money',
    'POST@finance/payment',
    'GET@finance/payment',
    'GET@finance/refundable',
    'PUT@finance/payment/:id/pay',
  ],
};

/** Where Finance's pages sit: the reports (its landing page), receipts and payments. */
export const financeMenus: readonly MenuPlacement[] = [
  {
    roles: ['Finance'],
    order: 10,
    item: leaf('finance-table', '财务报表', 'Reports', '/FinanceTable', 'chart', LANDING),
  },
  {
    roles: ['Finance'],
    group: 'finance-record',
    order: 10,
    item: leaf('record-audit', '待收款', 'To be received', '/FinanceRecord/Audit', 'time'),
  },
  {
    roles: ['Finance'],
    group: 'finance-record',
    order: 20,
    item: leaf('record-reviewed', '已收款', 'Received', '/FinanceRecord/Reviewed', 'tick-circle'),
  },
  {
    roles: ['Finance'],
    group: 'finance-payment',
    order: 10,
    item: leaf('payment-audit', '待付款', 'To pay', '/FinancePayment/Audit', 'time'),
  },
  {
    roles: ['Finance'],
    group: 'finance-payment',
    order: 20,
    item: leaf('payment-reviewed', '已付款', 'Paid', '/FinancePayment/Reviewed', 'tick-circle'),
  },
];

import type { BillLineKind, BillStatus, BillTotals } from '@packflow/contracts';
import { formatDecimal } from '@packflow/contracts';

/** The words of a bill's PDF and Excel file, in the customer's language. */
export const BILL_WORDS = {
  cn: {
    title: '对账单',
    sheet: '对账单',
    customer: '客户',
    month: '账期',
    currency: '币种',
    owner: '业务员',
    status: '状态',
    date: '日期',
    kind: '类型',
    order: '订单号',
    contract: '合同号',
    quantity: '数量',
    amount: '金额',
    note: '备注',
    prior: '往期',
    totals: '合计',
    chainHead: '账单哈希链头',
    sealedAt: '封存时间',
    footer: '{company} · 对账单 {customer} {month}',
    page: '第 {page} / {pages} 页',
    kinds: {
      signed: '签单',
      canceled: '取消',
      downPayment: '预付款',
      balance: '尾款',
      refund: '退款',
      adjustment: '调整',
    } satisfies Record<BillLineKind, string>,
    statuses: {
      toReconcile: '待对账',
      sent: '已发送',
      disputed: '有异议',
      reconciled: '已对账',
    } satisfies Record<BillStatus, string>,
    totalNames: {
      openingBalance: '期初余额',
      signedOrders: '签单数',
      signingAmount: '签单金额',
      downPayments: '预付款合计',
      balances: '尾款合计',
      collections: '回款合计',
      refunds: '退款合计',
      adjustments: '调整合计',
      closingBalance: '期末应收',
    } satisfies Record<keyof BillTotals, string>,
  },
  en: {
    title: 'Statement of Account',
    sheet: 'Statement',
    customer: 'Customer',
    month: 'Month',
    currency: 'Currency',
    owner: 'Salesman',
    status: 'Status',
    date: 'Date',
    kind: 'Kind',
    order: 'Order',
    contract: 'Contract',
    quantity: 'Quantity',
    amount: 'Amount',
    note: 'Note',
    prior: 'Prior period',
    totals: 'Totals',
    chainHead: 'Hash chain head',
    sealedAt: 'Sealed',
    footer: '{company} · Statement {customer} {month}',
    page: 'Page {page} of {pages}',
    kinds: {
      signed: 'Order signed',
      canceled: 'Order canceled',
      downPayment: 'Down payment',
      balance: 'Balance',
      refund: 'Refund',
      adjustment: 'Adjustment',
    } satisfies Record<BillLineKind, string>,
    statuses: {
      toReconcile: 'To be reconciled',
      sent: 'Sent',
      disputed: 'Disputed',
      reconciled: 'Reconciled',
    } satisfies Record<BillStatus, string>,
    totalNames: {
      openingBalance: 'Opening balance',
      signedOrders: 'Orders signed',
      signingAmount: 'Signing amount',
      downPayments: 'Down payments',
      balances: 'Balances',
      collections: 'Collections',
      refunds: 'Refunds',
      adjustments: 'Adjustments',
      closingBalance: 'Closing balance',
    } satisfies Record<keyof BillTotals, string>,
  },
} as const;

/** The totals in the order the documents list them. */
export const TOTALS_ORDER: (keyof BillTotals)[] = [
  'openingBalance',
  'signedOrders',
  'signingAmount',
  'downPayments',
  'balances',
  'collections',
  'refunds',
  'adjustments',
  'closingBalance',
];

/** Money as the documents print it: 2 decimals, thousands grouped. */
export const moneyText = (amount: string): string => formatDecimal(amount, 2);

export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

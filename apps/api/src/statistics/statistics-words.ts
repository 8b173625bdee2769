import type { StatisticsPage } from '@packflow/contracts';

/** The words of the statistics' Excel files, in the reader's language. */

type Words = {
  pages: Record<StatisticsPage, string>;
  groups: Record<string, string>;
  figures: Record<string, string>;
  sheets: { groups: string; series: string };
  group: string;
  total: string;
  previous: string;
  day: string;
  month: string;
  period: string;
  previousPeriod: string;
  currency: string;
};

export const STATISTICS_WORDS: Record<'cn' | 'en', Words> = {
  cn: {
    pages: {
      'day-order': '日订单统计',
      'month-order': '月订单统计',
      finance: '财务统计',
      product: '生产统计',
      quality: '质检统计',
      logistics: '发货统计',
    },
    groups: {
      salesman: '业务员',
      area: '区域',
      printingType: '印刷方式',
      bagType: '袋型',
      customer: '客户',
      method: '收款方式',
      machine: '机台',
      stage: '工序',
      inspector: '质检员',
      defectKind: '缺陷类型',
      logisticsCompany: '物流公司',
    },
    figures: {
      created: '新建订单',
      createdQuantity: '订购数量',
      signed: '签约订单',
      signedAmount: '签约金额',
      canceled: '签约后取消',
      canceledAmount: '取消金额',
      collections: '回款',
      collectionCount: '回款笔数',
      reversals: '冲销',
      refunds: '退款',
      refundCount: '退款笔数',
      net: '净额',
      receivables: '期末应收',
      output: '产出（良品）',
      waste: '损耗',
      wastePercent: '损耗率 %',
      entries: '生产记录数',
      inspections: '检验批次',
      passed: '合格',
      failed: '不合格',
      passRate: '合格率 %',
      defects: '缺陷数',
      shipments: '发货次数',
      quantity: '发货数量',
      freight: '运费',
      onTime: '准时发货',
      onTimePercent: '准时率 %',
    },
    sheets: { groups: '分组', series: '走势' },
    group: '分组',
    total: '合计',
    previous: '上期',
    day: '日期',
    month: '月份',
    period: '本期',
    previousPeriod: '上期',
    currency: '币种',
  },
  en: {
    pages: {
      'day-order': 'Daily orders',
      'month-order': 'Monthly orders',
      finance: 'Finance',
      product: 'Production',
      quality: 'Quality inspection',
      logistics: 'Shipping',
    },
    groups: {
      salesman: 'Salesman',
      area: 'Area',
      printingType: 'Printing type',
      bagType: 'Bag type',
      customer: 'Customer',
      method: 'Method',
      machine: 'Machine',
      stage: 'Stage',
      inspector: 'Inspector',
      defectKind: 'Defect kind',
      logisticsCompany: 'Logistics company',
    },
    figures: {
      created: 'Orders created',
      createdQuantity: 'Quantity ordered',
      signed: 'Orders signed',
      signedAmount: 'Signed amount',
      canceled: 'Canceled after signing',
      canceledAmount: 'Canceled amount',
      collections: 'Collections',
      collectionCount: 'Collections (count)',
      reversals: 'Reversals',
      refunds: 'Refunds',
      refundCount: 'Refunds (count)',
      net: 'Net',
      receivables: 'Receivables at the end',
      output: 'Output (good)',
      waste: 'Waste',
      wastePercent: 'Waste %',
      entries: 'Stage records',
      inspections: 'Inspections',
      passed: 'Passed',
      failed: 'Failed',
      passRate: 'Pass rate %',
      defects: 'Defects',
      shipments: 'Shipments',
      quantity: 'Quantity shipped',
      freight: 'Freight',
      onTime: 'On time',
      onTimePercent: 'On time %',
    },
    sheets: { groups: 'Groups', series: 'Trend' },
    group: 'Group',
    total: 'Total',
    previous: 'previous',
    day: 'Day',
    month: 'Month',
    period: 'Period',
    previousPeriod: 'Previous period',
    currency: 'Currency',
  },
};

/** The figures that are money or percentages: numbers in the cell, formatted to 2 decimals. */
export const DECIMAL_FIGURES = new Set([
  'signedAmount',
  'canceledAmount',
  'collections',
  'reversals',
  'refunds',
  'net',
  'receivables',
  'wastePercent',
  'passRate',
  'freight',
  'onTimePercent',
]);

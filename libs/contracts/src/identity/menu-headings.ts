import type { MenuHeading } from '../menu-items';
import type { Role } from './roles';

/** The headings of each role's menu (spec section 2 "Routes by role"); the areas place their pages under them. */
export const MENU_HEADINGS: Record<Role, readonly MenuHeading[]> = {
  Admin: [
    { key: 'organization', title: '组织架构', english_name: 'Organization', icon: 'office', order: 10 },
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    // The review of prices outside the allowed range: a trader's quotation goes to the administrators.
    { key: 'management', title: '业务审核', english_name: 'Reviews', icon: 'endorsed', order: 25 },
    { key: 'wages', title: '工资', english_name: 'Wages', icon: 'dollar', order: 30 },
    { key: 'statistics', title: '统计', english_name: 'Statistics', icon: 'chart', order: 40 },
    { key: 'settings', title: '设置', english_name: 'Settings', icon: 'cog', order: 50 },
  ],
  OperatorIndex: [
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    {
      key: 'quotations',
      title: '报价合同',
      english_name: 'Quotations and contracts',
      icon: 'document',
      order: 30,
    },
    { key: 'order', title: '订单', english_name: 'Orders', icon: 'box', order: 40 },
    { key: 'reconciliation', title: '对账', english_name: 'Reconciliation', icon: 'bank-account', order: 50 },
  ],
  OperatorManage: [
    { key: 'management', title: '业务管理', english_name: 'Sales management', icon: 'endorsed', order: 40 },
    { key: 'customer', title: '客户维护', english_name: 'Customer maintenance', icon: 'people', order: 50 },
  ],
  Finance: [
    { key: 'finance-record', title: '收款', english_name: 'Receipts', icon: 'import', order: 20 },
    { key: 'finance-salary', title: '工资', english_name: 'Wages', icon: 'dollar', order: 30 },
    { key: 'finance-payment', title: '付款', english_name: 'Payments', icon: 'export', order: 40 },
  ],
  Product: [{ key: 'production', title: '生产', english_name: 'Production', icon: 'cube', order: 10 }],
  ProductManage: [
    { key: 'order-log', title: '生产审核', english_name: 'Production review', icon: 'endorsed', order: 10 },
    { key: 'scheduling', title: '排产', english_name: 'Scheduling', icon: 'calendar', order: 20 },
    { key: 'quality', title: '质量处理', english_name: 'Quality decisions', icon: 'tick-circle', order: 30 },
  ],
  QualityTesting: [
    { key: 'quality', title: '质检', english_name: 'Quality inspection', icon: 'tick-circle', order: 10 },
  ],
  Warehouse: [{ key: 'shipping', title: '发货', english_name: 'Shipping', icon: 'truck', order: 10 }],
  Traders: [
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    {
      key: 'quotations',
      title: '报价合同',
      english_name: 'Quotations and contracts',
      icon: 'document',
      order: 30,
    },
    { key: 'order', title: '订单', english_name: 'Orders', icon: 'box', order: 40 },
    { key: 'reconciliation', title: '对账', english_name: 'Reconciliation', icon: 'bank-account', order: 50 },
  ],
};

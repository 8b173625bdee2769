import type { Grants, PermissionInfo } from '../area';
import type { Role } from '../identity/roles';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The quotations area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const quotationsPermissions = {
  'POST@quotation/price': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '试算报价', en: 'Price a quotation (preview)' },
  },
  'POST@quotation': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '生成报价（扣金豆）', en: 'Generate a quotation (debits golden beans)' },
  },
  'GET@quotation': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '报价列表', en: 'List quotations' },
  },
  'GET@quotation/:id': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '报价详情', en: 'View a quotation' },
  },
  'GET@quotation/:id/compare/:other': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '对比两份报价', en: 'Compare two quotations' },
  },
  'GET@quotation/:id/document': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '下载报价单（PDF）', en: 'Download the quotation document (PDF)' },
  },
  'PUT@quotation/:id/ratio': {
    app: 'quotation',
    module: 'quotation',
    summary: {
      cn: '调整价格比例（超出范围送审）',
      en: 'Change the price ratio (outside the range: to review)',
    },
  },
  'GET@quotation-review': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '调价审核列表', en: 'List price reviews' },
  },
  'POST@quotation/:id/approve': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '通过调价', en: 'Approve a price adjustment' },
  },
  'POST@quotation/:id/reject': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '驳回调价', en: 'Reject a price adjustment' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const quotationsGrants: Grants<keyof typeof quotationsPermissions> = {
  OperatorIndex: [
    'POST@quotation/price',
    'POST@quotation',
    'GET@quotation',
    'GET@quotation/:id',
    'GET@quotation/:id/compare/:other',
    'GET@quotation/:id/document',
    'PUT@quotation/:id/ratio',
  ],
  OperatorManage: [
    'GET@quotation',
    'GET@quotation/:id',
    'GET@quotation/:id/compare/:other',
    'GET@quotation/:id/document',
    'GET@quotation-review',
    'POST@quotation/:id/approve',
    'POST@quotation/:id/reject',
  ],
  Traders: [
    'POST@quotation/price',
    'POST@quotation',
    'GET@quotation',
    'GET@quotation/:id',
    'GET@quotation/:id/compare/:other',
    'GET@quotation/:id/document',
    'PUT@quotation/:id/ratio',
  ],
};

/** Where the quotations pages sit in each role's menu. */
export const quotationsMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 10,
    item: leaf('quotation-create', '新建报价', 'New quotation', '/QuotationCreate', 'add'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 20,
    item: leaf('quotation-list', '报价列表', 'Quotations', '/Quotation', 'properties'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 30,
    item: leaf(
      'quotation-detail',
      '报价详情',
      'Quotation details',
      '/Quotation/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 40,
    item: leaf(
      'quotation-compare',
      '报价对比',
      'Compare quotations',
      '/Quotation/Compare',
      'exchange',
      BUTTON,
    ),
  },
  {
    // Administrators review what the server sends them (a trader's quotation): the same screen.
    roles: ['OperatorManage', 'Admin'],
    group: 'management',
    order: 10,
    item: leaf('price-review', '调价比例审核', 'Price-ratio review', '/OperatorManage/Index', 'percentage'),
  },
  {
    roles: ['OperatorManage', 'Admin'],
    group: 'management',
    order: 20,
    item: leaf(
      'quotation-detail',
      '报价详情',
      'Quotation details',
      '/Quotation/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['OperatorManage', 'Admin'],
    group: 'management',
    order: 30,
    item: leaf(
      'quotation-compare',
      '报价对比',
      'Compare quotations',
      '/Quotation/Compare',
      'exchange',
      BUTTON,
    ),
  },
];

/** Who quotes, for their own customers: salesmen and traders (the quotations policy and the console read this). */
export const QUOTING_ROLES = ['OperatorIndex', 'Traders'] as const satisfies readonly Role[];

/** Who reviews prices outside the allowed range: supervisors (their salesmen's) and administrators. */
export const REVIEWING_ROLES = ['OperatorManage', 'Admin'] as const satisfies readonly Role[];

/** Whether a role quotes, or reviews. */
export const quotesAsRole = (role: Role | undefined): boolean =>
  (QUOTING_ROLES as readonly string[]).includes(role ?? '');
export const reviewsPricesAsRole = (role: Role | undefined): boolean =>
  (REVIEWING_ROLES as readonly string[]).includes(role ?? '');

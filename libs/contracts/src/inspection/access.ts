import type { Grants, PermissionInfo } from '../area';
import { LANDING, type MenuPlacement, leaf } from '../menu-items';

/** The inspection area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const inspectionPermissions = {
  'GET@inspection/lots': {
    app: 'quality',
    module: 'inspection',
    summary: { cn: '质检批次列表', en: 'List lots for inspection' },
  },
  'GET@inspection/:orderId': {
    app: 'quality',
    module: 'inspection',
    summary: { cn: '订单质检详情', en: 'View an order’s inspection' },
  },
  'POST@inspection/:orderId/lots/:lot/inspect': {
    app: 'quality',
    module: 'inspection',
    summary: { cn: '录入质检结果', en: 'Record an inspection' },
  },
  'POST@inspection/:orderId/lots/:lot/dispose': {
    app: 'quality',
    module: 'failed-lots',
    summary: {
      cn: '处理不合格批次（返工、补单、让步放行）',
      en: 'Decide a failed lot (rework, supplementary order, concession)',
    },
  },
  'POST@inspection/:orderId/lots/:lot/concession': {
    app: 'quality',
    module: 'concessions',
    summary: { cn: '审批让步放行', en: 'Approve or reject a concession' },
  },
  'GET@inspection/settings': {
    app: 'quality',
    module: 'settings',
    summary: { cn: '查看质检设置', en: 'View inspection settings' },
  },
  'PUT@inspection/settings': {
    app: 'quality',
    module: 'settings',
    summary: { cn: '修改质检设置（AQL、检验模板）', en: 'Change inspection settings (AQL, templates)' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type InspectionPermission = keyof typeof inspectionPermissions;

/**
 * QualityTesting inspects; ProductManage decides failed lots; OperatorManage answers concessions
 * (Admin has everything); sellers follow their own orders' lots (a trader without the internals).
 */
export const inspectionGrants: Grants<InspectionPermission> = {
  OperatorIndex: ['GET@inspection/:orderId'],
  Traders: ['GET@inspection/:orderId'],
  QualityTesting: [
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/inspect',
    'GET@inspection/settings',
  ],
  ProductManage: [
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/dispose',
  ],
  OperatorManage: [
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/concession',
  ],
};

/** Where inspection's pages sit (spec section 2), with the failed lots for ProductManage and concessions for OperatorManage. */
export const inspectionMenus: readonly MenuPlacement[] = [
  {
    roles: ['QualityTesting'],
    group: 'quality',
    order: 10,
    item: leaf('quality-wait', '待质检', 'To be inspected', '/OrderQuality/Wait', 'time', LANDING),
  },
  {
    roles: ['QualityTesting'],
    group: 'quality',
    order: 20,
    item: leaf('quality-finished', '已质检', 'Inspected', '/OrderQuality/Finished', 'tick-circle'),
  },
  {
    roles: ['ProductManage'],
    group: 'quality',
    order: 40,
    item: leaf('quality-failed', '不合格批次', 'Failed lots', '/OrderQuality/Failed', 'error'),
  },
  {
    roles: ['OperatorManage'],
    group: 'management',
    order: 50,
    item: leaf(
      'concession-review',
      '让步放行审批',
      'Concession approvals',
      '/OperatorManage/Concession',
      'endorsed',
    ),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 91,
    item: leaf('inspection-settings', '质检设置', 'Inspection settings', '/Sysset/Inspection', 'clipboard'),
  },
];

import type { Grants, PermissionInfo } from '../area';
import { BUTTON, LANDING, type MenuPlacement, leaf } from '../menu-items';

/** The production area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const productionPermissions = {
  'GET@production/review': {
    app: 'production',
    module: 'review',
    summary: { cn: '生产审核列表', en: 'List orders for production review' },
  },
  'POST@production/:orderId/review': {
    app: 'production',
    module: 'review',
    summary: {
      cn: '生产审核（确认或驳回，含稿件）',
      en: 'Confirm or reject an order for production (with its artwork)',
    },
  },
  'GET@production/jobs': {
    app: 'production',
    module: 'scheduling',
    summary: { cn: '排产列表', en: 'List production jobs' },
  },
  'GET@production/:orderId': {
    app: 'production',
    module: 'scheduling',
    summary: { cn: '生产详情', en: 'View a production job' },
  },
  'POST@production/:orderId/stages/:stage/schedule': {
    app: 'production',
    module: 'scheduling',
    summary: { cn: '排产（机台与计划开始）', en: 'Schedule a stage on a machine' },
  },
  'POST@production/:orderId/stages/:stage/cure-override': {
    app: 'production',
    module: 'scheduling',
    summary: { cn: '放行未熟化的复合卷', en: 'Let a stage start before the laminate cured' },
  },
  'GET@production/stages': {
    app: 'production',
    module: 'stages',
    summary: { cn: '工序列表', en: 'List stage job cards' },
  },
  'GET@production/board': {
    app: 'production',
    module: 'stages',
    summary: { cn: '生产看板', en: 'Production board' },
  },
  'POST@production/:orderId/stages/:stage/start': {
    app: 'production',
    module: 'stages',
    summary: { cn: '开始工序', en: 'Start a stage' },
  },
  'POST@production/:orderId/stages/:stage/pause': {
    app: 'production',
    module: 'stages',
    summary: { cn: '暂停工序', en: 'Pause a stage' },
  },
  'POST@production/:orderId/stages/:stage/resume': {
    app: 'production',
    module: 'stages',
    summary: { cn: '恢复工序', en: 'Resume a stage' },
  },
  'POST@production/:orderId/stages/:stage/entries': {
    app: 'production',
    module: 'stages',
    summary: { cn: '报工（投入、良品、损耗）', en: 'Report a stage entry (input, good output, waste)' },
  },
  'POST@production/:orderId/stages/:stage/finish': {
    app: 'production',
    module: 'stages',
    summary: { cn: '完成工序', en: 'Finish a stage' },
  },
  'POST@production/:orderId/stages/:stage/send-part': {
    app: 'production',
    module: 'stages',
    summary: { cn: '部分送检（最后工序的部分良品）', en: 'Send part of the last stage to inspection' },
  },
  'GET@production/rework': {
    app: 'production',
    module: 'rework',
    summary: { cn: '返工列表', en: 'List rework' },
  },
  'POST@production/:orderId/rework/:lot/finish': {
    app: 'production',
    module: 'rework',
    summary: { cn: '完成返工（良品、损耗）', en: 'Finish a rework (good output, waste)' },
  },
  'GET@machine': {
    app: 'production',
    module: 'machines',
    summary: { cn: '机台列表', en: 'List machines' },
  },
  'POST@machine': {
    app: 'production',
    module: 'machines',
    summary: { cn: '新增机台', en: 'Add a machine' },
  },
  'PUT@machine/:id': {
    app: 'production',
    module: 'machines',
    summary: { cn: '修改机台', en: 'Change a machine' },
  },
  'POST@machine/:id/state': {
    app: 'production',
    module: 'machines',
    summary: { cn: '机台状态', en: 'Change a machine state' },
  },
  'GET@machine/:id/queue': {
    app: 'production',
    module: 'machines',
    summary: { cn: '机台队列', en: 'View a machine queue' },
  },
  'PUT@machine/:id/queue': {
    app: 'production',
    module: 'machines',
    summary: { cn: '调整机台队列', en: 'Reorder a machine queue' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type ProductionPermission = keyof typeof productionPermissions;

const WORKING: readonly ProductionPermission[] = [
  'GET@production/jobs',
  'GET@production/:orderId',
  'GET@production/stages',
  'GET@production/board',
  'POST@production/:orderId/stages/:stage/start',
  'POST@production/:orderId/stages/:stage/pause',
  'POST@production/:orderId/stages/:stage/resume',
  'POST@production/:orderId/stages/:stage/entries',
  'POST@production/:orderId/stages/:stage/finish',
  'POST@production/:orderId/stages/:stage/send-part',
  'GET@machine',
  'POST@machine/:id/state',
  'GET@machine/:id/queue',
  'GET@production/rework',
  'POST@production/:orderId/rework/:lot/finish',
];

/** The workshop runs stages; its supervisor also reviews, schedules and overrides a cure (Admin has everything). */
export const productionGrants: Grants<ProductionPermission> = {
  Product: WORKING,
  ProductManage: [
    ...WORKING,
    'GET@production/review',
    'POST@production/:orderId/review',
    'POST@production/:orderId/stages/:stage/schedule',
    'POST@production/:orderId/stages/:stage/cure-override',
    'PUT@machine/:id/queue',
  ],
};

/** Where the factory's pages sit (spec section 2), the board first, and the machines among Admin's settings. */
export const productionMenus: readonly MenuPlacement[] = [
  {
    roles: ['Product'],
    group: 'production',
    order: 45,
    item: leaf('production-board', '生产看板', 'Production board', '/Production/Board', 'dashboard'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 10,
    item: leaf('printing', '印刷', 'Printing', '/OrderProduct/Printing', 'print', LANDING),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 20,
    item: leaf('lamination', '复合', 'Lamination', '/OrderProduct/Reunite', 'layers'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 30,
    item: leaf('bag-making', '制袋', 'Bag making', '/OrderProduct/Making', 'cut'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 40,
    item: leaf('finished', '已完成', 'Finished', '/OrderProduct/Finished', 'tick-circle'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 42,
    item: leaf('rework', '返工', 'Rework', '/OrderProduct/Rework', 'refresh'),
  },
  {
    roles: ['ProductManage'],
    group: 'quality',
    order: 50,
    item: leaf('rework-manage', '返工', 'Rework', '/OrderProduct/Rework', 'refresh'),
  },
  {
    roles: ['Product', 'ProductManage'],
    group: 'production',
    order: 50,
    item: leaf(
      'product-detail',
      '生产详情',
      'Production details',
      '/OrderProduct/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 10,
    item: leaf('log-wait', '待确认', 'Pending confirmation', '/OrderLog/Wait', 'time', LANDING),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 20,
    item: leaf('log-confirm', '已确认', 'Confirmed', '/OrderLog/Confirm', 'tick-circle'),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 30,
    item: leaf('log-reject', '已驳回', 'Rejected', '/OrderLog/Reject', 'disable'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 5,
    item: leaf('production-board-manage', '生产看板', 'Production board', '/Production/Board', 'dashboard'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 10,
    item: leaf('scheduled', '待排产', 'To be scheduled', '/OrderProductManage/Scheduled', 'time'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 20,
    item: leaf('to-produce', '待生产', 'To be produced', '/OrderProductManage/Product', 'cube'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 30,
    item: leaf('machine-queues', '机台队列', 'Machine queues', '/OrderProductManage/Machines', 'layout-grid'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 90,
    item: leaf('machines', '机台设置', 'Machines', '/Sysset/Machines', 'cog'),
  },
];

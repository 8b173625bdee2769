import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, leaf } from '../menu-items';

/** The catalog area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const catalogPermissions = {
  'GET@make': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '袋型列表', en: 'List bag types (make)' },
  },
  'GET@catalog/:kind': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '材料与配件列表', en: 'List materials, accessories, bag types or gusset styles' },
  },
  'POST@catalog/:kind': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '新增材料或配件', en: 'Add a material, accessory or gusset style' },
  },
  'PUT@catalog/:kind/:id': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '修改材料、配件或袋型', en: 'Change a material, accessory, bag type or gusset style' },
  },
  'GET@catalog/:kind/history': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '材料与配件修改记录', en: 'Material and accessory history' },
  },
  'GET@settings/:name': {
    app: 'settings',
    module: 'settings',
    summary: {
      cn: '报价参数（费率、调价范围、金豆、币种）',
      en: 'Quotation settings (rates, adjustment range, golden beans, currency)',
    },
  },
  'PUT@settings/:name': {
    app: 'settings',
    module: 'settings',
    summary: { cn: '修改报价参数', en: 'Change quotation settings' },
  },
  'GET@settings/:name/history': {
    app: 'settings',
    module: 'settings',
    summary: { cn: '报价参数修改记录', en: 'Quotation settings history' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const catalogGrants: Grants<keyof typeof catalogPermissions> = {
  OperatorIndex: ['GET@make', 'GET@catalog/:kind', 'GET@settings/:name'],
  OperatorManage: ['GET@make', 'GET@catalog/:kind', 'GET@settings/:name'],
  Finance: ['GET@settings/:name'],
  Traders: ['GET@make', 'GET@catalog/:kind', 'GET@settings/:name'],
};

/** Where the catalog pages sit in each role's menu. */
export const catalogMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'customer',
    order: 30,
    item: leaf(
      'quotation-setting',
      '报价调价比例',
      'Price adjustment ratio',
      '/Quotation/Setting',
      'percentage',
    ),
  },
  {
    roles: ['Admin'],
    group: 'wages',
    order: 20,
    item: leaf('golden-setting', '金豆设置', 'Golden bean settings', '/FinanceSalary/Golden', 'bank-account'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 30,
    item: leaf('aux-zipper', '拉链设置', 'Zipper settings', '/SyssetAuxzipper', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 40,
    item: leaf('aux-handle', '手提设置', 'Handle settings', '/SyssetAuxhandle', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 50,
    item: leaf('aux-hotknife', '热刀设置', 'Hot knife settings', '/SyssetAuxhotknife', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 60,
    item: leaf('aux-exhaust', '排气阀设置', 'Exhaust valve settings', '/SyssetAuxexhaust', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 70,
    item: leaf('aux-sealingbar', '封口条设置', 'Sealing bar settings', '/SyssetAuxsealingbar', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 80,
    item: leaf('aux-suctionnozzle', '吸嘴设置', 'Spout settings', '/SyssetAuxsuctionnozzle', 'widget'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 90,
    item: leaf(
      'material-comp',
      '复合材料设置',
      'Laminate material settings',
      '/SyssetMaterialcomp',
      'layers',
    ),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 100,
    item: leaf('material-inner', '内层材料设置', 'Inner material settings', '/SyssetMaterialinner', 'layers'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 110,
    item: leaf(
      'material-printing',
      '印刷材料设置',
      'Printing material settings',
      '/SyssetMaterialprinting',
      'print',
    ),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 120,
    item: leaf('bag-type', '袋型设置', 'Bag types', '/SyssetBagtype', 'box'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 130,
    item: leaf('knife-style', '刀型与风琴设置', 'Knife and gusset styles', '/SyssetKnifestyle', 'cut'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 140,
    item: leaf('pricing-rates', '报价费率', 'Calculator rates', '/SyssetPricing', 'properties'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 150,
    item: leaf('currency', '币种与利润率', 'Currency and margins', '/SyssetCurrency', 'exchange'),
  },
];

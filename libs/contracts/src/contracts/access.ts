import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, leaf } from '../menu-items';

/** The contracts area's permissions: `METHOD@route` without the /api prefix. */
export const contractsPermissions = {
  'POST@contract': {
    app: 'contract',
    module: 'contract',
    summary: { cn: '由报价生成合同', en: 'Make a contract from quotations' },
  },
  'GET@contract': {
    app: 'contract',
    module: 'contract',
    summary: { cn: '合同列表', en: 'List contracts' },
  },
  'GET@contract/:id': {
    app: 'contract',
    module: 'contract',
    summary: { cn: '合同详情', en: 'View a contract' },
  },
  'GET@contract/:id/document': {
    app: 'contract',
    module: 'contract',
    summary: { cn: '下载合同（PDF）', en: 'Download the contract document (PDF)' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything). */
export const contractsGrants: Grants<keyof typeof contractsPermissions> = {
  OperatorIndex: ['POST@contract', 'GET@contract', 'GET@contract/:id', 'GET@contract/:id/document'],
  Traders: ['POST@contract', 'GET@contract', 'GET@contract/:id', 'GET@contract/:id/document'],
  OperatorManage: ['GET@contract', 'GET@contract/:id', 'GET@contract/:id/document'],
};

/** Where the contract list sits: beside the quotations for sellers, at the top for supervisors. */
export const contractsMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 50,
    item: leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
  },
  {
    roles: ['OperatorManage'],
    order: 20,
    item: leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
  },
];

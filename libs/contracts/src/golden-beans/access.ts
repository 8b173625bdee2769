import type { Grants, PermissionInfo } from '../area';
import type { Role } from '../identity/roles';
import { type MenuPlacement, leaf } from '../menu-items';

/** The golden-beans area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const goldenBeansPermissions = {
  'GET@golden-bean/balance': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆余额（可按日期）', en: 'Golden bean balance (also as of a date)' },
  },
  'GET@golden-bean/flow': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆流水', en: 'Golden bean movements' },
  },
  'GET@golden-bean/accounts': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '各账号金豆余额', en: 'Golden bean balances of all accounts' },
  },
  'POST@golden-bean/recharge': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆充值', en: 'Recharge golden beans' },
  },
  'POST@golden-bean/:entryId/reverse': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '冲正金豆流水', en: 'Reverse a golden bean entry' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const goldenBeansGrants: Grants<keyof typeof goldenBeansPermissions> = {
  OperatorIndex: ['GET@golden-bean/balance', 'GET@golden-bean/flow'],
  Finance: [
    'GET@golden-bean/balance',
    'GET@golden-bean/flow',
    'GET@golden-bean/accounts',
    'POST@golden-bean/recharge',
    'POST@golden-bean/:entryId/reverse',
  ],
  Traders: ['GET@golden-bean/balance', 'GET@golden-bean/flow'],
};

/** Where the golden-beans pages sit in each role's menu. */
export const goldenBeansMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'Traders'],
    order: 60,
    item: leaf('golden-bean', '金豆', 'Golden beans', '/GoldenBean/Index', 'dollar'),
  },
  {
    roles: ['Finance'],
    order: 50,
    item: leaf('golden-bean-flow', '金豆流水', 'Golden bean flow', '/GoldenBean/FlowingWater', 'exchange'),
  },
];

/** Who holds a golden-bean account: salesmen and traders (the beans policy and the console read this). */
export const BEAN_HOLDER_ROLES = ['OperatorIndex', 'Traders'] as const satisfies readonly Role[];

/** Who keeps every ledger (reads any account, recharges and corrects): Finance and administrators. */
export const LEDGER_KEEPER_ROLES = ['Finance', 'Admin'] as const satisfies readonly Role[];

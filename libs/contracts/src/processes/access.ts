import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, leaf } from '../menu-items';

/** The processes area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const processesPermissions = {
  'POST@projections/:name/rebuild': {
    app: 'system',
    module: 'projections',
    summary: { cn: '重建读模型', en: 'Rebuild a read model' },
  },
  'GET@processes': {
    app: 'system',
    module: 'projections',
    summary: { cn: '查看投影、反应器与卡住的流程步骤', en: 'Projectors, reactors and stuck process steps' },
  },
  'POST@processes/parked/:id/retry': {
    app: 'system',
    module: 'projections',
    summary: { cn: '重试卡住的流程步骤', en: 'Retry a stuck process step' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const processesGrants: Grants<keyof typeof processesPermissions> = {};

/** Where the processes pages sit in each role's menu. */
export const processesMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'settings',
    order: 160,
    item: leaf('processes', '流程与投影', 'Processes', '/System/Processes', 'th'),
  },
];

import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, LANDING, leaf } from '../menu-items';

/** /Home needs no permission of its own: anyone signed in has one; each tile needs its list's permission. */
export const homePermissions = {} as const satisfies Record<string, PermissionInfo>;

export const homeGrants: Grants<never> = {};

/** The console's path of /Home. */
export const HOME_PATH = '/Home';

/**
 * Where /Home sits: the landing page of salesmen, supervisors and traders (spec section 2); the
 * other roles have it last, so they land on their own first working screen and still have their
 * work waiting in one place as their areas add tiles (receipts to confirm, lots to inspect...);
 * the administrator's has today's orders, money and production at a glance (issue 25).
 */
export const homeMenus: readonly MenuPlacement[] = [
  {
    roles: ['OperatorIndex', 'OperatorManage', 'Traders'],
    order: 10,
    item: leaf('home', '控制台', 'Console', HOME_PATH, 'home', LANDING),
  },
  {
    roles: ['Admin', 'Finance', 'Product', 'ProductManage', 'QualityTesting', 'Warehouse'],
    order: 900,
    item: leaf('home', '控制台', 'Console', HOME_PATH, 'home'),
  },
];

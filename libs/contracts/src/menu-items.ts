import type { Role } from './identity/roles';

/** A menu item as the shell receives it (spec section 3); title is Chinese, english_name English. */
export interface MenuItem {
  key: string;
  title: string;
  english_name: string;
  path: string;
  /** A Blueprint icon name. */
  icon: string;
  children?: MenuItem[];
  target?: string;
  /** An affixed tab cannot be closed in the tag bar. */
  affix?: boolean;
  type?: 'button';
}

type Extra = Pick<MenuItem, 'target' | 'affix' | 'type'>;

export function leaf(
  key: string,
  title: string,
  english_name: string,
  path: string,
  icon: string,
  extra: Extra = {},
): MenuItem {
  return { key, title, english_name, path, icon, ...extra };
}

/** Detail pages are opened from lists, so they are buttons: hidden from the side menu but still known routes. */
export const BUTTON: Extra = { type: 'button' };
/** A role's landing page: its tab is affixed. */
export const LANDING: Extra = { affix: true };

/**
 * Where an area's page sits in the menus (spec section 2 "Routes by role"): for which roles, under
 * which of the role's menu groups (none: top level), and in which order among its siblings.
 */
export interface MenuPlacement {
  roles: readonly Role[];
  group?: string;
  order: number;
  item: MenuItem;
}

/** A heading of a role's menu (a group with no page of its own), placed among the top-level items. */
export interface MenuHeading {
  key: string;
  title: string;
  english_name: string;
  icon: string;
  order: number;
}

// Walks of a menu tree live here, beside the item type and away from the assembled menus (which
// import every area's manifest): the console needs them on its first page, the manifests it does not.

/** Where the root path sends the user: the first leaf, depth first, skipping buttons. */
export function landingPath(menu: readonly MenuItem[]): string | undefined {
  for (const item of menu) {
    if (item.type === 'button') continue;
    const found = item.children?.length ? landingPath(item.children) : item.path || undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every page path of the tree (leaves and buttons), depth first. */
export function menuPaths(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) =>
    item.children?.length ? menuPaths(item.children) : item.path ? [item.path] : [],
  );
}

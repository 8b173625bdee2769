import type { Role } from './identity/roles';
import type { MenuPlacement } from './menu-items';

/** Where a permission sits on the role screen: grouped by app, then module (spec section 3). */
export interface PermissionInfo {
  app: string;
  module: string;
  summary: { cn: string; en: string };
}

/** What each role may do in an area on a new installation (Admin has everything). */
export type Grants<P extends string> = Partial<Record<Role, readonly P[]>>;

/**
 * What a business area shares with the API and the console: its permissions and their default
 * grants, its menu entries, its read models (one constant each) and its server messages. The central lists
 * (permissions, grants, read models, message catalogues) are built from these, so adding an area
 * adds one line to `areas.ts` and nothing else here.
 */
export interface AreaContracts<
  P extends Record<string, PermissionInfo> = Record<string, PermissionInfo>,
  M extends Record<string, string> = Record<string, string>,
> {
  name: string;
  permissions: P;
  grants: Grants<Extract<keyof P, string>>;
  /** Where its pages sit in each role's menu. */
  menus?: readonly MenuPlacement[];
  readModels: Readonly<Record<string, string>>;
  messages: { en: M; cn: { [K in keyof M]: string } };
}

export function defineArea<P extends Record<string, PermissionInfo>, M extends Record<string, string>>(
  area: AreaContracts<P, M>,
): AreaContracts<P, M> {
  return area;
}

/**
 * An area not built yet: only where its pages will sit in the menus, so that the menus are whole
 * from the start and each place already lives with the area that will build it.
 */
export interface PlannedArea {
  name: string;
  menus: readonly MenuPlacement[];
}

export function definePlannedArea(area: PlannedArea): PlannedArea {
  return area;
}

/** `A | B` to `A & B`: the central catalogues are the areas' entries taken together. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

import type { Role } from '../identity/roles';

/**
 * /Home (domain rules, "/Home is a real console"): the person's work waiting, their account and
 * today's counts, each a link to the list behind it. Every area describes its own tiles here
 * (in a `home-tiles.ts` of its contracts folder) and answers their values in the API
 * (`apps/api/src/<area>/<area>.home.ts`); /Home itself knows no area's rules.
 */

/** Where a tile sits: work waiting for the person, their own account (golden beans), or today's counts. */
export const HOME_TILE_TONES = ['waiting', 'account', 'today'] as const;
export type HomeTileTone = (typeof HOME_TILE_TONES)[number];

/** A text in both languages, as menus carry theirs. */
export interface HomeText {
  cn: string;
  en: string;
}

/** A tile as its area describes it. */
export interface HomeTileDefinition {
  /** `<area>.<name>`, unique across the product. */
  id: string;
  title: HomeText;
  tone: HomeTileTone;
  /** A number of things, or an amount (decimal text) in `unit`. */
  kind: 'count' | 'amount';
  unit?: HomeText;
  /** The roles whose /Home shows it (in their current role). */
  roles: readonly Role[];
  /** The list behind it (a menu path); the area may add a filter to the query when the tile is answered. */
  path: string;
  /** The permission that reads that list: a role without it does not see the tile. */
  permission: string;
  /** The read models its value comes from: a change to any of them refreshes /Home live. */
  readModels: readonly string[];
  /** Its place among the tiles of its tone. */
  order: number;
}

/** A tile's value as its area answers it for one person. */
export interface HomeTileValue {
  /** The count (integer text) or the amount (decimal text). */
  value: string;
  /** Needs attention now: work waiting that is not done, a balance too low to quote. */
  alert?: boolean;
  /** A line under the value, e.g. why an alert is raised. */
  note?: HomeText;
  /** The filter the list behind it is opened with (e.g. `status=pending`). */
  query?: Record<string, string>;
}

/** GET /api/home: the tiles of the signed-in person in their current role, in order. */
export interface HomeTile extends HomeTileValue {
  id: string;
  title: HomeText;
  tone: HomeTileTone;
  kind: 'count' | 'amount';
  unit?: HomeText;
  path: string;
  query: Record<string, string>;
  alert: boolean;
  readModels: readonly string[];
}

export interface HomeAnswer {
  tiles: HomeTile[];
  /** The day "today" counts (YYYY-MM-DD, in the UTC days the product counts in). */
  today: string;
}

/** What the tiles opening the same list for the same roles share (an area spreads it into each). */
export type HomeTileAudience = Pick<HomeTileDefinition, 'roles' | 'path' | 'permission' | 'readModels'>;

/** A tile definition, typed where it is written. */
export const defineHomeTile = (tile: HomeTileDefinition): HomeTileDefinition => tile;

/** A tile's link as the console opens it: its path with its filter, if any. */
export function homeTileHref(tile: Pick<HomeTile, 'path' | 'query'>): string {
  const query = new URLSearchParams(tile.query).toString();
  return query ? `${tile.path}?${query}` : tile.path;
}

/** Whether a role sees a tile: the tile names the role and the role holds the permission of the list behind it. */
export const seesHomeTile = (
  tile: Pick<HomeTileDefinition, 'roles' | 'permission'>,
  role: Role,
  permissions: ReadonlySet<string>,
): boolean => tile.roles.includes(role) && permissions.has(tile.permission);

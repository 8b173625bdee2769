import type { MenuItem } from '@packflow/contracts';

/**
 * Which menu paths the console has a screen for, as the app registers them (app/screens.ts), so
 * that a feature (/Home's links) can ask without importing the app shell.
 */
let screenPaths: ReadonlySet<string> = new Set();

export function registerScreenPaths(paths: Iterable<string>): void {
  screenPaths = new Set(paths);
}

export const hasScreenAt = (path: string): boolean => screenPaths.has(path);

/** The pages of a menu a person can open and that have a screen, depth first, without detail pages (buttons). */
export function workingPages(
  menu: readonly MenuItem[],
  has: (path: string) => boolean = hasScreenAt,
): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.type === 'button') return [];
    if (item.children?.length) return workingPages(item.children, has);
    return item.path && has(item.path) ? [item] : [];
  });
}

/**
 * Where a person lands (spec section 2, and "every role lands on a working screen"): the role's
 * landing page when the console has its screen, else the first page of the role's menu that has
 * one (Finance's reports come later: until then its first working screen); a menu with no
 * screen at all keeps its landing page (which then says it is not built yet).
 */
export function workingLanding(
  menu: readonly MenuItem[],
  landing: string | null | undefined,
  has: (path: string) => boolean = hasScreenAt,
): string | undefined {
  if (landing && has(landing)) return landing;
  return workingPages(menu, has)[0]?.path ?? landing ?? undefined;
}

import { AREAS, PLANNED_AREAS } from './areas';
import { MENU_HEADINGS } from './identity/menu-headings';
import { ROLES, type Role } from './identity/roles';
import { type MenuItem, leaf } from './menu-items';

export * from './menu-items';

/** A menu with no page of its own: only a heading for its children. */
function group(
  key: string,
  title: string,
  english_name: string,
  icon: string,
  children: MenuItem[],
): MenuItem {
  return { key, title, english_name, path: '', icon, children };
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * A role's menu tree: its headings with the pages the areas (built and planned) place under them,
 * and the top-level pages, in order. The places are the areas' own (their `menus`); this only assembles.
 */
function roleMenu(role: Role): MenuItem[] {
  const placed = [...AREAS, ...PLANNED_AREAS]
    .flatMap((a) => a.menus ?? [])
    .filter((p) => p.roles.includes(role));
  // Copies, so that no two roles share (and could mutate) one object.
  const copy = (item: MenuItem): MenuItem => ({ ...item });
  const top = [
    ...MENU_HEADINGS[role].map((h) => ({
      order: h.order,
      item: group(
        h.key,
        h.title,
        h.english_name,
        h.icon,
        placed
          .filter((p) => p.group === h.key)
          .sort(byOrder)
          .map((p) => copy(p.item)),
      ),
    })),
    ...placed.filter((p) => p.group === undefined).map((p) => ({ order: p.order, item: copy(p.item) })),
  ];
  return top.sort(byOrder).map((t) => t.item);
}

/** The menu tree of every role, route for route as spec section 2 "Routes by role" lists them. */
export const MENUS_BY_ROLE = Object.fromEntries(ROLES.map((role) => [role, roleMenu(role)])) as Record<
  Role,
  MenuItem[]
>;

/** '//Home' -> '/Home'; a relative path hangs under its parent's path (or the root). */
function normalizePath(path: string, parentPath: string): string {
  if (!path) return '';
  if (path.startsWith('/')) return path.replace(/^\/+/, '/');
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function normalizeItem(item: MenuItem, parentPath: string): MenuItem | undefined {
  const path = normalizePath(item.path, parentPath);
  // A group without a path passes its own parent's prefix on, so relative paths still resolve.
  const children = item.children ? normalizeMenu(item.children, path || parentPath) : [];
  const { children: _children, ...rest } = item;
  if (children.length > 0) return { ...rest, path, children };
  if (path) return { ...rest, path };
  return undefined; // nothing to open and nothing beneath it
}

/** The shell's path rules (spec section 2 "Shell"). Returns new items; the input is left as it was. */
export function normalizeMenu(items: readonly MenuItem[], parentPath = ''): MenuItem[] {
  return items.flatMap((item) => normalizeItem(item, parentPath) ?? []);
}

export const FORUM_MENU_KEY = 'forum';

/** The forum menu, one child per forum section; with no sections it is empty and normalizeMenu drops it. */
export function forumMenu(sections: readonly { id: string; name: string }[]): MenuItem {
  return group(
    FORUM_MENU_KEY,
    '论坛',
    'Forum',
    'chat',
    sections.map((s) =>
      leaf(
        `${FORUM_MENU_KEY}-${s.id}`,
        s.name,
        s.name,
        `/ForumArticle/${encodeURIComponent(s.id)}`,
        'document',
      ),
    ),
  );
}

/** The normalised side menu of a role, with the forum menu last. */
export function menuFor(role: Role, forumSections: readonly { id: string; name: string }[]): MenuItem[] {
  return normalizeMenu([...MENUS_BY_ROLE[role], forumMenu(forumSections)]);
}

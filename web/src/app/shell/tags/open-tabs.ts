import type { MenuItem } from '@packflow/contracts';

/** A page open in the tag bar. Titles come from the menu, in both languages. */
export interface OpenTab {
  /** The route path: one tab per path. */
  path: string;
  /** Where the tab leads: the path with the query it was last shown with (a detail page's id). */
  to: string;
  title: string;
  english_name: string;
  /** A role's landing page: always there, never closed. */
  affix: boolean;
}

/**
 * Every page of a menu by path, leaves and buttons (detail pages) alike, in menu order. A landing
 * page the console does not have yet (`built` says no) is not pinned: the role lands elsewhere
 * until it exists, and the page is an ordinary tab.
 */
export function pagesOf(
  menu: readonly MenuItem[],
  built: (path: string) => boolean = () => true,
): Map<string, MenuItem> {
  const pages = new Map<string, MenuItem>();
  const walk = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.children?.length) walk(item.children);
      else if (item.path && !pages.has(item.path))
        pages.set(item.path, item.affix && !built(item.path) ? { ...item, affix: false } : item);
    }
  };
  walk(menu);
  return pages;
}

const tabOf = (item: MenuItem, to: string = item.path): OpenTab => ({
  path: item.path,
  to,
  title: item.title,
  english_name: item.english_name,
  affix: item.affix === true,
});

/**
 * The tabs as the menu now has them: its affixed pages first, in menu order, then the open pages
 * it still has, titled as it now says. Pages of another role (after a role switch) drop out.
 */
export function fitToMenu(tabs: readonly OpenTab[], pages: ReadonlyMap<string, MenuItem>): OpenTab[] {
  const affixed = [...pages.values()]
    .filter((item) => item.affix)
    .map((item) => tabOf(item, tabs.find((tab) => tab.path === item.path)?.to));
  const others = tabs.flatMap((tab) => {
    const item = pages.get(tab.path);
    return item && !item.affix ? [tabOf(item, tab.to)] : [];
  });
  return [...affixed, ...others];
}

/** Opens the page at `to` (path plus query): a new tab at the end, or the existing one updated. */
export function openTab(tabs: readonly OpenTab[], item: MenuItem, to: string): OpenTab[] {
  const open = tabs.find((tab) => tab.path === item.path);
  if (!open) return [...tabs, tabOf(item, to)];
  return tabs.map((tab) => (tab === open ? { ...tab, to } : tab));
}

export const closeTab = (tabs: readonly OpenTab[], path: string): OpenTab[] =>
  tabs.filter((tab) => tab.affix || tab.path !== path);

/** Keeps the affixed tabs and the one at `path`. */
export const closeOtherTabs = (tabs: readonly OpenTab[], path: string): OpenTab[] =>
  tabs.filter((tab) => tab.affix || tab.path === path);

/** Spec section 2: after closing the active tab, the last tab left, or the root when none is. */
export const afterClosing = (tabs: readonly OpenTab[]): string => tabs.at(-1)?.to ?? '/';

export const sameTabs = (a: readonly OpenTab[], b: readonly OpenTab[]): boolean =>
  a.length === b.length &&
  a.every((tab, i) => {
    const other = b[i]!;
    return (
      tab.path === other.path &&
      tab.to === other.to &&
      tab.title === other.title &&
      tab.english_name === other.english_name &&
      tab.affix === other.affix
    );
  });

/** Per browser tab (sessionStorage), and only for the person who opened them. */
const STORAGE_KEY = 'packflow.tags';

export function loadTabs(owner: string): OpenTab[] {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as {
      owner?: unknown;
      tabs?: unknown;
    } | null;
    if (saved?.owner !== owner || !Array.isArray(saved.tabs)) return [];
    return saved.tabs.filter(isTab);
  } catch {
    return []; // storage off, or a damaged entry
  }
}

export function saveTabs(owner: string, tabs: readonly OpenTab[]): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify({ owner, tabs }));
  } catch {
    // Storage can be off (private mode); the tabs then last for this page only.
  }
}

/** '/Sysset', not '//host/...' (which a link or window.open would read as another site). */
const isLocalPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

function isTab(value: unknown): value is OpenTab {
  const tab = value as Partial<OpenTab> | null;
  return (
    typeof tab?.path === 'string' &&
    isLocalPath(tab.path) &&
    typeof tab.to === 'string' &&
    isLocalPath(tab.to) &&
    typeof tab.title === 'string' &&
    typeof tab.english_name === 'string' &&
    typeof tab.affix === 'boolean'
  );
}

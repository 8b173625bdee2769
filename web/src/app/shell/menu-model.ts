import type { Locale, MenuItem } from '@packflow/contracts';

/** Menu items carry both languages: title in Chinese, english_name in English. */
export const menuTitle = (item: MenuItem, locale: Locale): string =>
  locale === 'cn' ? item.title : item.english_name || item.title;

export const isGroup = (item: MenuItem): boolean => (item.children?.length ?? 0) > 0;

/** What the menus show: button items are routes opened from other screens (details), not entries. */
export function visibleMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.type === 'button') return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children);
    return children.length > 0
      ? [{ ...item, children }]
      : item.path
        ? [{ ...item, children: undefined }]
        : [];
  });
}

const samePath = (a: string, b: string): boolean =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * The items from the top of the menu down to the page at `pathname`, buttons (detail pages)
 * included: the breadcrumb, and what the menus highlight. Undefined when the page is not in the menu.
 */
export function menuTrail(items: readonly MenuItem[], pathname: string): MenuItem[] | undefined {
  for (const item of items) {
    if (item.children?.length) {
      const below = menuTrail(item.children, pathname);
      if (below) return [item, ...below];
    } else if (item.path && samePath(item.path, pathname)) {
      return [item];
    }
  }
  return undefined;
}

/** The first page below an item (the item itself when it is a page), skipping buttons. */
export function firstPage(item: MenuItem): string | undefined {
  if (!item.children?.length) return item.type === 'button' ? undefined : item.path || undefined;
  for (const child of item.children) {
    const found = firstPage(child);
    if (found) return found;
  }
  return undefined;
}

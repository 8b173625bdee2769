import { Classes, Icon } from '@blueprintjs/core';
import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Menu items name their icon (a Blueprint icon name from the server). Blueprint's own loader
 * would fetch the paths of every icon (about 100 kB gzipped) for the first one; this loader brings
 * the forty-odd the menus use in one small chunk, and leaves any other name to Blueprint's.
 */
Icons.setLoaderOptions({
  loader: async (name, size) => {
    const own = (await import('./menu-icon-paths')).MENU_ICON_PATHS[name];
    if (own && size < 20) return [...own];
    await Icons.load(name, size, { loader: 'split-by-size' });
    return Icons.getPaths(name, size) ?? [];
  },
});

/** A menu item's icon by its name; an item without one keeps the icon's room, so labels line up. */
export function MenuIcon({ name }: { name: string }) {
  return name ? (
    <Icon icon={name as IconName} className="pf-menu-icon" />
  ) : (
    <span className={`${Classes.ICON} pf-menu-icon`} aria-hidden />
  );
}

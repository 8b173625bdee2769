import { useEffect, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@packflow/contracts';
import { MenuIcon } from './menu-icon';
import { MenuLink, MenuList, useMenuTitle, type MenuPlace } from './menu-list';
import { isGroup } from './menu-model';

/**
 * The top-level item whose items the menu shows next to the groups: the one the person picked,
 * else the one holding the current page, else the first group. A new location starts over.
 */
export function useChosenGroup(
  menus: readonly MenuItem[],
  place: MenuPlace,
): [MenuItem | undefined, (key: string) => void] {
  const [picked, setPicked] = useState<string>();
  useEffect(() => setPicked(undefined), [place]);
  const chosen =
    menus.find((item) => item.key === picked) ??
    menus.find((item) => place.keys.has(item.key)) ??
    menus.find(isGroup);
  return [chosen, setPicked];
}

/** A top-level entry: a group picks what the item column shows, a page is a link. */
export function GroupButton({
  item,
  place,
  chosen,
  onPick,
  className,
}: {
  item: MenuItem;
  place: MenuPlace;
  chosen: boolean;
  onPick: (key: string) => void;
  className: string;
}) {
  const title = useMenuTitle()(item);
  if (!isGroup(item)) return <MenuLink item={item} place={place} className={className} />;
  return (
    <button
      type="button"
      className={[
        Classes.MENU_ITEM,
        'pf-menu-item',
        className,
        chosen ? Classes.SELECTED : '',
        place.keys.has(item.key) ? Classes.ACTIVE : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={chosen}
      onClick={() => onPick(item.key)}
    >
      <MenuIcon name={item.icon} />
      <span className="pf-menu-label">{title}</span>
    </button>
  );
}

/**
 * The default layout's side menu (spec section 2, "default (split side menu)"): a narrow column of
 * the top-level groups and, beside it, the chosen group's items. Collapsed, the item column goes.
 */
export function SplitMenu({
  menus,
  place,
  collapsed,
}: {
  menus: readonly MenuItem[];
  place: MenuPlace;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const [chosen, pick] = useChosenGroup(menus, place);
  return (
    <nav className="pf-side pf-split" aria-label={t('shell.menu')}>
      <ul className="pf-split-groups">
        {menus.map((item) => (
          <li key={item.key}>
            <GroupButton
              item={item}
              place={place}
              chosen={item === chosen}
              onPick={pick}
              className="pf-split-group"
            />
          </li>
        ))}
      </ul>
      {!collapsed && chosen && isGroup(chosen) && (
        <div className="pf-split-items">
          <div className="pf-split-title">{titleOf(chosen)}</div>
          <MenuList items={chosen.children ?? []} place={place} />
        </div>
      )}
    </nav>
  );
}

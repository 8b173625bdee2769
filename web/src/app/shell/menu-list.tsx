import { useEffect, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { CaretDownIcon, CaretRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItem } from '@packflow/contracts';
import { MenuIcon } from './menu-icon';
import { isGroup, menuTitle } from './menu-model';

/** Where the location is in the menu: the keys from the top down to the current page. */
export interface MenuPlace {
  /** Keys of the items on the way to the current page (groups, then the page). */
  keys: ReadonlySet<string>;
  /** The current page's key, when it is in the menu. */
  current: string | undefined;
}

export const useMenuTitle = (): ((item: MenuItem) => string) => {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'cn' ? 'cn' : 'en';
  return (item) => menuTitle(item, locale);
};

/** A link to a menu page, highlighted while it is the current page. */
export function MenuLink({
  item,
  place,
  iconOnly = false,
  className,
}: {
  item: MenuItem;
  place: MenuPlace;
  iconOnly?: boolean;
  className?: string;
}) {
  const title = useMenuTitle()(item);
  const current = place.current === item.key;
  return (
    <Link
      to={item.path}
      className={[Classes.MENU_ITEM, 'pf-menu-item', current ? Classes.ACTIVE : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-current={current ? 'page' : undefined}
      aria-label={iconOnly ? title : undefined}
      title={iconOnly ? title : undefined}
    >
      <MenuIcon name={item.icon} />
      {!iconOnly && <span className={`${Classes.FILL} pf-menu-label`}>{title}</span>}
    </Link>
  );
}

/**
 * A vertical menu tree: groups fold open and shut, pages are links. The groups on the way to the
 * current page open by themselves. `iconOnly` is the collapsed side menu.
 */
export function MenuList({
  items,
  place,
  iconOnly = false,
}: {
  items: readonly MenuItem[];
  place: MenuPlace;
  iconOnly?: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(place.keys));
  useEffect(() => {
    setOpen((before) => {
      const missing = [...place.keys].filter((key) => !before.has(key));
      return missing.length > 0 ? new Set([...before, ...missing]) : before;
    });
  }, [place.keys]);
  const toggle = (key: string): void =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  return <Tree items={items} place={place} iconOnly={iconOnly} open={open} toggle={toggle} />;
}

function Tree({
  items,
  place,
  iconOnly,
  open,
  toggle,
}: {
  items: readonly MenuItem[];
  place: MenuPlace;
  iconOnly: boolean;
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
}) {
  const titleOf = useMenuTitle();
  return (
    <ul className="pf-menu-list">
      {items.map((item) => {
        if (!isGroup(item))
          return (
            <li key={item.key}>
              <MenuLink item={item} place={place} iconOnly={iconOnly} />
            </li>
          );
        const expanded = open.has(item.key);
        const title = titleOf(item);
        return (
          <li key={item.key}>
            <button
              type="button"
              className={[Classes.MENU_ITEM, 'pf-menu-item', 'pf-menu-group'].join(' ')}
              aria-expanded={expanded}
              aria-label={iconOnly ? title : undefined}
              title={iconOnly ? title : undefined}
              data-on-path={place.keys.has(item.key) || undefined}
              onClick={() => toggle(item.key)}
            >
              <MenuIcon name={item.icon} />
              {!iconOnly && <span className={`${Classes.FILL} pf-menu-label`}>{title}</span>}
              {expanded ? <CaretDownIcon /> : <CaretRightIcon />}
            </button>
            {expanded && (
              <Tree
                items={item.children ?? []}
                place={place}
                iconOnly={iconOnly}
                open={open}
                toggle={toggle}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

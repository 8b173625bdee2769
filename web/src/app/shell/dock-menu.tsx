import type { MouseEvent } from 'react';
import { Button, Menu, MenuItem as BlueprintMenuItem, Popover } from '@blueprintjs/core';
import { CaretDownIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '@packflow/contracts';
import { MenuIcon } from './menu-icon';
import { MenuLink, useMenuTitle, type MenuPlace } from './menu-list';
import { isGroup } from './menu-model';

/**
 * The dock layout's menu (spec section 2, "dock (horizontal menu)"): a bar of the top-level
 * entries, each group a dropdown. Its own chunk: Blueprint's popover engine comes with it.
 */
export default function DockMenu({ menus, place }: { menus: readonly MenuItem[]; place: MenuPlace }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  return (
    <nav className="pf-dock-menu" aria-label={t('shell.menu')}>
      <ul className="pf-menu-row">
        {menus.map((item) => (
          <li key={item.key}>
            {isGroup(item) ? (
              <Popover
                placement="bottom-start"
                minimal
                content={
                  <Menu>
                    <DockItems items={item.children ?? []} place={place} />
                  </Menu>
                }
              >
                <Button
                  variant="minimal"
                  className="pf-row-item"
                  icon={<MenuIcon name={item.icon} />}
                  endIcon={<CaretDownIcon />}
                  text={titleOf(item)}
                  active={place.keys.has(item.key)}
                />
              </Popover>
            ) : (
              <MenuLink item={item} place={place} className="pf-row-item" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DockItems({ items, place }: { items: readonly MenuItem[]; place: MenuPlace }) {
  const navigate = useNavigate();
  const titleOf = useMenuTitle();
  return items.map((item) =>
    isGroup(item) ? (
      <BlueprintMenuItem key={item.key} icon={<MenuIcon name={item.icon} />} text={titleOf(item)}>
        <DockItems items={item.children ?? []} place={place} />
      </BlueprintMenuItem>
    ) : (
      <BlueprintMenuItem
        key={item.key}
        icon={<MenuIcon name={item.icon} />}
        text={titleOf(item)}
        href={item.path}
        active={place.current === item.key}
        aria-current={place.current === item.key ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          // A plain click stays in the console; ctrl- or middle-click still opens a new tab.
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          navigate(item.path);
        }}
      />
    ),
  );
}

import { Classes, Position } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@packflow/contracts';
import { MenuList, type MenuPlace } from './menu-list';
import { ShellDrawer } from './shell-drawer';

/**
 * Spec section 2: under 992px every layout's menu is this drawer, opened from the top bar. Its own
 * chunk: Blueprint's overlay comes with it. The layout closes it when the location changes.
 */
export default function MobileMenu({
  isOpen,
  onClose,
  menus,
  place,
}: {
  isOpen: boolean;
  onClose: () => void;
  menus: readonly MenuItem[];
  place: MenuPlace;
}) {
  const { t } = useTranslation();
  return (
    <ShellDrawer
      isOpen={isOpen}
      onClose={onClose}
      position={Position.LEFT}
      size="280px"
      title={t('shell.menu')}
      closeLabel={t('shell.closeMenu')}
      className="pf-mobile-drawer"
    >
      <nav className={`${Classes.DRAWER_BODY} pf-mobile-menu`} aria-label={t('shell.menu')}>
        <MenuList items={menus} place={place} />
      </nav>
    </ShellDrawer>
  );
}

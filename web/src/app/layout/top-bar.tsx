import {
  Alignment,
  Button,
  Classes,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
} from '@blueprintjs/core';
import { MenuClosedIcon, MenuIcon, MenuOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@packflow/contracts';
import { Breadcrumb } from '../shell/breadcrumb';
import { updateShellSettings } from '../shell/settings';
import { useSessionView } from '../../lib/session-view';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UserBar } from '../shell/user-bar/user-bar';
import { LanguageSwitch } from './language-switch';
import { LiveIndicator } from './live-indicator';

interface TopBarProps {
  trail: readonly MenuItem[] | undefined;
  /** Narrower than 992px: a menu button opens the drawer, and there is no collapse. */
  mobile: boolean;
  onOpenMenu: () => void;
  /** Whether the layout has a side menu to collapse, and whether it is collapsed. */
  collapsible: boolean;
  collapsed: boolean;
}

/**
 * Spec section 2: the product and company, the menu's collapse (or the drawer's button), the
 * breadcrumb; on the right the live status, the notifications bell, the language and the user bar.
 */
export function TopBar({ trail, mobile, onOpenMenu, collapsible, collapsed }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const view = useSessionView().data;
  const company = i18n.language === 'cn' ? view?.companyNameCn : view?.companyNameEn;
  return (
    <Navbar className="pf-top-bar">
      <NavbarGroup align={Alignment.START} className="pf-top-bar-start">
        {mobile && (
          <Button
            variant="minimal"
            icon={<MenuIcon />}
            aria-label={t('shell.openMenu')}
            onClick={onOpenMenu}
          />
        )}
        <NavbarHeading className="pf-product-name">
          {t('app.productName')}
          {typeof company === 'string' && company !== '' && !mobile && (
            <span className={`${Classes.TEXT_MUTED} pf-company-name`}>{company}</span>
          )}
        </NavbarHeading>
        {collapsible && !mobile && (
          <Button
            variant="minimal"
            icon={collapsed ? <MenuOpenIcon /> : <MenuClosedIcon />}
            aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
            title={t(collapsed ? 'shell.expand' : 'shell.collapse')}
            aria-pressed={collapsed}
            onClick={() => updateShellSettings({ collapsed: !collapsed })}
          />
        )}
        {!mobile && <Breadcrumb trail={trail} />}
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="pf-top-bar-end">
        <LiveIndicator />
        <NotificationBell />
        <NavbarDivider />
        <LanguageSwitch />
        <NavbarDivider />
        <UserBar />
      </NavbarGroup>
    </Navbar>
  );
}

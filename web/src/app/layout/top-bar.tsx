import { lazy, Suspense } from 'react';
import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { LiveIndicator } from './live-indicator';

// Its popover engine and confirmation dialog would double Blueprint's share of the first page.
const UserMenu = lazy(() =>
  import('../../features/auth/components/user-menu').then(({ UserMenu }) => ({ default: UserMenu })),
);

export function TopBar() {
  const { t } = useTranslation();
  return (
    <Navbar className="pf-top-bar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="pf-product-name">{t('app.productName')}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <LiveIndicator />
        <NavbarDivider />
        <LanguageSwitch />
        <NavbarDivider />
        <Suspense fallback={null}>
          <UserMenu />
        </Suspense>
      </NavbarGroup>
    </Navbar>
  );
}

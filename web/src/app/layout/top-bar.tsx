import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { LiveIndicator } from './live-indicator';

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
      </NavbarGroup>
    </Navbar>
  );
}

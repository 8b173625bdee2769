import { lazy } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { ConstructionIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '@packflow/contracts';
import { Page } from '../../components/ui/page';
import { Loading } from '../../components/ui/query-state';
import { useMenus } from '../../features/menus/api/get-menus';
import { currentLocale } from '../../lib/i18n';
import { workingLanding } from '../../lib/start-pages';
import { hasScreen } from '../screens';
import { menuTitle, menuTrail } from './menu-model';

const NotFoundRoute = lazy(() => import('../routes/not-found'));

/**
 * A path without a console screen: when the role's menu has it, the screen is just not built yet
 * (say so, under the menu's title); otherwise there is no such page.
 */
export function MenuRoute() {
  const { pathname } = useLocation();
  const menus = useMenus();
  if (menus.data === undefined && !menus.isError) return <Loading />;
  const menu = menus.data?.menus ?? [];
  const item = menuTrail(menu, pathname)?.at(-1);
  // The start page is a working screen, so the link never leads back to this placeholder.
  const start = workingLanding(menu, menus.data?.landing, hasScreen);
  return item ? (
    <NotInConsole item={item} start={start === pathname ? undefined : start} />
  ) : (
    <NotFoundRoute />
  );
}

function NotInConsole({ item, start }: { item: MenuItem; start: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Page title={menuTitle(item, currentLocale())}>
      <NonIdealState
        icon={<ConstructionIcon size={48} />}
        description={t('shell.notInConsole.description')}
        action={start ? <Link to={start}>{t('shell.notInConsole.home')}</Link> : undefined}
      />
    </Page>
  );
}

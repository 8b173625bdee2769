import type { ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, matchPath } from 'react-router-dom';
import { menuPaths } from '@packflow/contracts';
import { Page } from '../../components/ui/page';
import { useMenus } from '../../features/menus/api/get-menus';

/**
 * A screen opens for the roles whose menu has its path (spec section 2, "Routes by role"); anyone
 * else, say a salesman following an administrator's link, gets a plain "not available to your
 * role" page instead of the screen's frame with a refused request in it. The API refuses the data
 * all the same: this only spares the person a broken-looking screen.
 */
export function ScreenGate({ path, children }: { path: string; children: ReactNode }) {
  const menus = useMenus();
  // Until the role's menu is known the screen opens as it would; a path outside it then gives way.
  // A path with parameters (/ForumArticle/:id) opens for each of the role's menu paths it matches.
  const inMenu = (p: string) => p === path || matchPath({ path, caseSensitive: true }, p) !== null;
  if (menus.data && !menuPaths(menus.data.menus).some(inMenu)) return <NoAccess path={path} />;
  return children;
}

function NoAccess({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('app.noAccess.title')}>
      <NonIdealState
        icon={<LockIcon size={48} />}
        description={t('app.noAccess.description', { path })}
        action={<Link to="/">{t('app.noAccess.home')}</Link>}
      />
    </Page>
  );
}

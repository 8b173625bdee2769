import { NonIdealState } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { landingPath } from '@packflow/contracts';
import { QueryState } from '../../components/ui/query-state';
import { useMenus } from '../../features/menus/api/get-menus';
import { workingLanding } from '../../lib/start-pages';
import { hasScreen } from '../screens';

/**
 * Spec section 2: "On the root path the user goes to the first child of the first menu of their
 * role", and every role lands on a working screen: while the console has no screen for that page
 * (Finance's reports), the first page of the role's menu that has one.
 */
export function LandingRedirect() {
  const { t } = useTranslation();
  return (
    <QueryState query={useMenus()}>
      {({ menus, landing }) => {
        const to = workingLanding(menus, landing ?? landingPath(menus), hasScreen);
        return to ? (
          <Navigate to={to} replace />
        ) : (
          <NonIdealState icon={<MenuIcon size={48} />} description={t('shell.emptyMenu')} />
        );
      }}
    </QueryState>
  );
}

import { Navigate } from 'react-router-dom';
import { QueryState } from '../../components/ui/query-state';
import { useMenus } from '../../features/menus/api/get-menus';
import { MyMenu } from '../../features/menus/components/my-menu';
import { hasScreen } from '../screens';

/** The root path: the role's landing page (spec section 2) when the console has it, else the menu. */
export default function HomeRoute() {
  return (
    <QueryState query={useMenus()}>
      {({ menus, landing }) =>
        landing !== null && hasScreen(landing) ? (
          <Navigate to={landing} replace />
        ) : (
          <MyMenu menus={menus} hasScreen={hasScreen} />
        )
      }
    </QueryState>
  );
}

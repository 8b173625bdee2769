import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The roles' permissions, by its menu path; a chunk of its own. */
export const ROLE_ADMIN_ROUTES: readonly ScreenRoute[] = [
  [
    '/OperatorRole',
    lazyScreen(
      () => import('./components/role-screen'),
      ({ RoleScreen }) => RoleScreen,
    ),
  ],
];

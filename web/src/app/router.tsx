import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/ui/query-state';
import { AppLayout } from './layout/app-layout';
import { RequireSession } from './require-session';
import { SCREENS } from './screens';
import { LandingRedirect } from './shell/landing';
import { MenuRoute } from './shell/menu-route';
import { ScreenGate } from './shell/screen-gate';

// Each page is its own chunk, loaded when first visited.
const LoginRoute = lazy(() => import('./routes/login'));

/**
 * Plain (declarative) routing: TanStack Query loads the data, so React Router's data APIs
 * (loaders, actions) would add weight and nothing else. Spec section 2: '/' goes to the role's
 * landing page; a menu path the console has no screen for yet says so; anything else is not found.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Suspense fallback={<Loading />}>
        <LoginRoute />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <LandingRedirect /> },
      ...[...SCREENS].map(([path, Screen]) => ({
        path,
        element: (
          <ScreenGate path={path}>
            <Screen />
          </ScreenGate>
        ),
      })),
      { path: '*', element: <MenuRoute /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);

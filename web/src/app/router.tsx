import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/ui/query-state';
import { AppLayout } from './layout/app-layout';
import { RequireSession } from './require-session';
import { SCREENS } from './screens';

// Each page is its own chunk, loaded when first visited.
const LoginRoute = lazy(() => import('./routes/login'));
const HomeRoute = lazy(() => import('./routes/home'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/**
 * Plain (declarative) routing: TanStack Query loads the data, so React Router's data APIs
 * (loaders, actions) would add weight and nothing else.
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
      { index: true, element: <HomeRoute /> },
      ...[...SCREENS].map(([path, Screen]) => ({ path, element: <Screen /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);

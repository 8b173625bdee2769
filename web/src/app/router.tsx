import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';

// Each screen is its own chunk, loaded when first visited.
const SyssetRoute = lazy(() => import('./routes/sysset'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/**
 * Plain (declarative) routing: TanStack Query loads the data, so React Router's data APIs
 * (loaders, actions) would add weight and nothing else.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      // Until the menu-driven shell exists, the settings are the only screen to land on.
      { index: true, element: <Navigate to="/Sysset" replace /> },
      { path: 'Sysset', element: <SyssetRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);

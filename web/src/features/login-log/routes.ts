import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The login log, by its menu path; a chunk of its own. */
export const LOGIN_LOG_ROUTES: readonly ScreenRoute[] = [
  [
    '/Login/Log',
    lazyScreen(
      () => import('./components/login-log-screen'),
      ({ LoginLogScreen }) => LoginLogScreen,
    ),
  ],
];

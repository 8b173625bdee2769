import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The system settings, by its menu path; a chunk of its own. */
export const SYSSET_ROUTES: readonly ScreenRoute[] = [
  [
    '/Sysset',
    lazyScreen(
      () => import('./components/sysset-screen'),
      ({ SyssetScreen }) => SyssetScreen,
    ),
  ],
];

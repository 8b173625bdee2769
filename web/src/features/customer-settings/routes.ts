import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The customers' settings screens, by their menu path; each its own chunk. */
export const CUSTOMER_SETTINGS_ROUTES: readonly ScreenRoute[] = [
  [
    '/Customer/Setting',
    lazyScreen(
      () => import('./components/high-seas-settings-screen'),
      ({ HighSeasSettingsScreen }) => HighSeasSettingsScreen,
    ),
  ],
  [
    '/Customer/Grade',
    lazyScreen(
      () => import('./components/trader-grades-screen'),
      ({ TraderGradesScreen }) => TraderGradesScreen,
    ),
  ],
];

import { HOME_PATH } from '@packflow/contracts';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** /Home, the console of salesmen, supervisors and traders. */
export const HOME_ROUTES: readonly ScreenRoute[] = [
  [
    HOME_PATH,
    lazyScreen(
      () => import('./components/home-screen'),
      ({ HomeScreen }) => HomeScreen,
      'HomeScreen',
    ),
  ],
];

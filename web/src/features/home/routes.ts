import { HOME_PATH } from '@packflow/contracts';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** /Home: the landing page of salesmen, supervisors and traders, and every other role's work waiting (the factory's too). */
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

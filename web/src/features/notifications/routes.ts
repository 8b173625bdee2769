import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The notifications screen, opened from the bell; a chunk of its own. */
export const NOTIFICATIONS_ROUTES: readonly ScreenRoute[] = [
  [
    '/Notifications',
    lazyScreen(
      () => import('./components/notifications-screen'),
      ({ NotificationsScreen }) => NotificationsScreen,
    ),
  ],
];

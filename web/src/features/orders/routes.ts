import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { CANCEL_REVIEW_PATH, ORDER_DETAIL_PATH, ORDER_LIST_PATHS } from './paths';

const list = lazyScreen(
  () => import('./components/order-list-screen'),
  ({ OrderListScreen }) => OrderListScreen,
);

/** The orders' screens, by their menu path: one list screen for the seven steps (the path says which). */
export const ORDERS_ROUTES: readonly ScreenRoute[] = [
  ...Object.values(ORDER_LIST_PATHS).map((path): ScreenRoute => [path, list]),
  [
    ORDER_DETAIL_PATH,
    lazyScreen(
      () => import('./components/order-detail-screen'),
      ({ OrderDetailScreen }) => OrderDetailScreen,
    ),
  ],
  [
    CANCEL_REVIEW_PATH,
    lazyScreen(
      () => import('./components/cancel-review-screen'),
      ({ CancelReviewScreen }) => CancelReviewScreen,
    ),
  ],
];

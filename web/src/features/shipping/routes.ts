import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { SHIPPING_PATHS } from './components/shipping-words';

const list = lazyScreen(
  () => import('./components/shipping-list-screen'),
  ({ ShippingListScreen }) => ShippingListScreen,
);

/** Shipping's screens, by their menu path: the warehouse's two lists, OperatorManage's approvals, Admin's settings. */
export const SHIPPING_ROUTES: readonly ScreenRoute[] = [
  [SHIPPING_PATHS.wait, list],
  [SHIPPING_PATHS.sent, list],
  [
    SHIPPING_PATHS.approvals,
    lazyScreen(
      () => import('./components/approvals-screen'),
      ({ ApprovalsScreen }) => ApprovalsScreen,
    ),
  ],
  [
    SHIPPING_PATHS.settings,
    lazyScreen(
      () => import('./components/shipping-settings-screen'),
      ({ ShippingSettingsScreen }) => ShippingSettingsScreen,
    ),
  ],
];

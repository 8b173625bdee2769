import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { BILLS_PATHS } from './components/bills-words';

const list = lazyScreen(
  () => import('./components/bill-list-screen'),
  ({ BillListScreen }) => BillListScreen,
);

/** The bills' screens, by their menu path: the three lists, a bill's detail, Admin's month close. */
export const BILLS_ROUTES: readonly ScreenRoute[] = [
  [BILLS_PATHS.index, list],
  [BILLS_PATHS.wait, list],
  [BILLS_PATHS.send, list],
  [
    BILLS_PATHS.detail,
    lazyScreen(
      () => import('./components/bill-detail-screen'),
      ({ BillDetailScreen }) => BillDetailScreen,
    ),
  ],
  [
    BILLS_PATHS.monthClose,
    lazyScreen(
      () => import('./components/month-close-screen'),
      ({ MonthCloseScreen }) => MonthCloseScreen,
    ),
  ],
];

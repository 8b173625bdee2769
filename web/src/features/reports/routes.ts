import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { FINANCE_TABLE_PATH } from './components/report-words';

/** Finance's reports: /FinanceTable, the finance role's landing page. */
export const REPORTS_ROUTES: readonly ScreenRoute[] = [
  [
    FINANCE_TABLE_PATH,
    lazyScreen(
      () => import('./components/finance-table-screen'),
      ({ FinanceTableScreen }) => FinanceTableScreen,
    ),
  ],
];

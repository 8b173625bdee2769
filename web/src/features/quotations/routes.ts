import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The quotations' screens, by their menu path; each its own chunk. */
export const QUOTATIONS_ROUTES: readonly ScreenRoute[] = [
  [
    '/QuotationCreate',
    lazyScreen(
      () => import('./components/quotation-create-route'),
      ({ QuotationCreateRoute }) => QuotationCreateRoute,
    ),
  ],
  [
    '/Quotation',
    lazyScreen(
      () => import('./components/quotation-list-route'),
      ({ QuotationListRoute }) => QuotationListRoute,
    ),
  ],
  [
    '/Quotation/Detail',
    lazyScreen(
      () => import('./components/quotation-detail-route'),
      ({ QuotationDetailRoute }) => QuotationDetailRoute,
    ),
  ],
  [
    '/Quotation/Compare',
    lazyScreen(
      () => import('./components/quotation-compare-route'),
      ({ QuotationCompareRoute }) => QuotationCompareRoute,
    ),
  ],
  /** The supervisor's review of price adjustments outside the allowed range. */
  [
    '/OperatorManage/Index',
    lazyScreen(
      () => import('./components/price-review-screen'),
      ({ PriceReviewScreen }) => PriceReviewScreen,
    ),
  ],
];

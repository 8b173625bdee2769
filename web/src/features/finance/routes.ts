import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** Finance's receipt screens, by their menu path; one chunk for both. */
export const FINANCE_ROUTES: readonly ScreenRoute[] = [
  /** Receipts waiting for Finance: confirm or reject. */
  [
    '/FinanceRecord/Audit',
    lazyScreen(
      () => import('./components/receipt-screens'),
      ({ ReceiptAuditScreen }) => ReceiptAuditScreen,
    ),
  ],
  /** Receipts Finance decided: confirmed and rejected. */
  [
    '/FinanceRecord/Reviewed',
    lazyScreen(
      () => import('./components/receipt-screens'),
      ({ ReceiptReviewedScreen }) => ReceiptReviewedScreen,
    ),
  ],
  /** Refunds waiting to be paid. */
  [
    '/FinancePayment/Audit',
    lazyScreen(
      () => import('./components/payment-screens'),
      ({ PaymentAuditScreen }) => PaymentAuditScreen,
    ),
  ],
  /** Payments made. */
  [
    '/FinancePayment/Reviewed',
    lazyScreen(
      () => import('./components/payment-screens'),
      ({ PaymentReviewedScreen }) => PaymentReviewedScreen,
    ),
  ],
];

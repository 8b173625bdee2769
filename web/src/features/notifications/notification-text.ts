import type { TFunction } from 'i18next';
import { type NotificationKind, type NotificationView, formatMoney } from '@packflow/contracts';

/** Each kind's texts in the locales (i18next keys cannot hold the kind's dot). */
const KIND_TEXTS = {
  'quotation.reviewRequested': 'quotationReviewRequested',
  'quotation.approved': 'quotationApproved',
  'quotation.rejected': 'quotationRejected',
  'customer.releaseWarned': 'customerReleaseWarned',
  'customer.released': 'customerReleased',
  'receipt.confirmed': 'receiptConfirmed',
  'receipt.rejected': 'receiptRejected',
  'order.cancelRequested': 'orderCancelRequested',
  'order.cancelApproved': 'orderCancelApproved',
  'order.cancelRejected': 'orderCancelRejected',
  'production.reviewRejected': 'productionReviewRejected',
  'production.finished': 'productionFinished',
  'inspection.lotFailed': 'inspectionLotFailed',
  'inspection.concessionRequested': 'inspectionConcessionRequested',
  'inspection.concessionApproved': 'inspectionConcessionApproved',
  'inspection.concessionRejected': 'inspectionConcessionRejected',
  'shipping.shipmentRecorded': 'shippingShipmentRecorded',
  'shipping.shipped': 'shippingShipped',
  'shipping.closedShort': 'shippingClosedShort',
  'shipping.overShipmentRequested': 'shippingOverShipmentRequested',
  'shipping.creditRequested': 'shippingCreditRequested',
  'shipping.overShipmentApproved': 'shippingOverShipmentApproved',
  'shipping.overShipmentRejected': 'shippingOverShipmentRejected',
  'shipping.creditApproved': 'shippingCreditApproved',
  'shipping.creditRejected': 'shippingCreditRejected',
  'bills.ready': 'billsReady',
  'bills.disputed': 'billsDisputed',
  'wages.paid': 'wagesPaid',
} as const satisfies Record<NotificationKind, string>;

const RELEASE_REASONS = ['owner', 'supervisor', 'no-order'] as const;
const isReleaseReason = (r: string): r is (typeof RELEASE_REASONS)[number] =>
  (RELEASE_REASONS as readonly string[]).includes(r);

/** A notification's title, text and reason in the reader's language, from its kind and parameters. */
export function noticeTexts(
  t: TFunction,
  notice: Pick<NotificationView, 'kind' | 'params'>,
): { title: string; text: string; reason: string | null } {
  const key = KIND_TEXTS[notice.kind];
  if (!key) return { title: notice.kind, text: '', reason: null };
  const given = notice.params ?? {};
  // A receipt's amount shows as money in its currency ('¥3,000.00'), as every amount on screen.
  const params =
    given.amount && given.currency ? { ...given, amount: formatMoney(given.amount, given.currency) } : given;
  const raw = params.reason ?? '';
  const reason =
    notice.kind === 'customer.released' && isReleaseReason(raw)
      ? t(`notifications.releaseReasons.${raw}`)
      : raw;
  return {
    title: t(`notifications.kinds.${key}.title`),
    // The parameters are the notice's own (each kind names its placeholders in the locales).
    text: (t as unknown as (k: string, o: object) => string)(`notifications.kinds.${key}.text`, params),
    reason: reason ? t('notifications.reason', { reason }) : null,
  };
}

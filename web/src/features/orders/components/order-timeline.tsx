import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type OrderDetail, type ReceiptMethod, formatMoney } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import type { ordersEn } from '../locales/en';

type Known = Exclude<keyof (typeof ordersEn)['events'], 'other' | 'forContract'>;

const KNOWN = new Set<string>([
  'OrderCreated',
  'OrderSigned',
  'OrderCancelRequested',
  'OrderCancelApproved',
  'OrderCancelRejected',
  'OrderInvalidated',
  'OrderEnded',
  'ArtworkUploaded',
  'SupplementaryOrderRequested',
  // The money of its contract that concerns the order (its ledger's events).
  'ReceiptRecorded',
  'ReceiptConfirmed',
  'ReceiptRejected',
  'ReceiptReversed',
  'OtherTermsApproved',
  'SigningCleared',
  'SigningClearanceReleased',
  'RefundRequested',
  'PaymentPaid',
]);

/** The amounts a step carries, in the order's currency. */
const AMOUNTS = ['total', 'amount', 'required', 'confirmed'] as const;

/** Every step of the order and of its money: when, who (and in which role), what. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const amounts = (details: OrderDetail['timeline'][number]['details']) =>
    Object.fromEntries(
      AMOUNTS.map((key) => {
        const value = details[key];
        return [key, typeof value === 'string' ? formatMoney(value, order.currency) : ''];
      }),
    );
  return (
    <Card className="pf-order-card">
      <h4>{t('orders.detail.timeline')}</h4>
      <ol className="pf-order-timeline">
        {order.timeline.map((step, i) => (
          <li key={`${step.type}-${i}`}>
            <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
            <span className="pf-order-who">{step.byName ?? step.by ?? '—'}</span>
            <div>
              {KNOWN.has(step.type)
                ? t(`orders.events.${step.type as Known}`, {
                    ...step.details,
                    reason: step.details.reason ?? '—',
                    quantity:
                      typeof step.details.quantity === 'number'
                        ? step.details.quantity.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')
                        : '',
                    ...amounts(step.details),
                    method:
                      typeof step.details.method === 'string'
                        ? t(`receipts.methods.${step.details.method as ReceiptMethod}`)
                        : '',
                    scope: step.details.forContract === true ? t('orders.events.forContract') : '',
                  })
                : t('orders.events.other', { type: step.type })}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

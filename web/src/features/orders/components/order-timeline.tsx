import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type OrderDetail, formatMoney } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import type { ordersEn } from '../locales/en';

type Known = Exclude<keyof (typeof ordersEn)['events'], 'other'>;

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
]);

/** Every step of the order: when, who (and in which role), what. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
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
                    total:
                      typeof step.details.total === 'string'
                        ? formatMoney(step.details.total, order.currency)
                        : '',
                  })
                : t('orders.events.other', { type: step.type })}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

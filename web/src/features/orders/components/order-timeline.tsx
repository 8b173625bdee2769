import { useEffect, useRef } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
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

/** The receipt or payment a step is about, if any. */
const recordOf = (details: OrderDetail['timeline'][number]['details']): string | null => {
  const id = details.receiptId ?? details.paymentId;
  return typeof id === 'string' ? id : null;
};

/**
 * Every step of the order and of its money: when, who (and in which role), what. `traced`: the
 * receipts or payments behind a money figure, whose steps are marked (the first scrolled to).
 */
export function OrderTimeline({
  order,
  traced = null,
  onClearTrace,
}: {
  order: OrderDetail;
  traced?: string[] | null;
  onClearTrace?: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const list = useRef<HTMLOListElement>(null);
  const marked = new Set(traced ?? []);
  const shown = new Set(order.timeline.map((step) => recordOf(step.details)).filter((id) => id !== null));
  const elsewhere = (traced ?? []).filter((id) => !shown.has(id)).length;
  useEffect(() => {
    if (traced) list.current?.querySelector('.pf-order-step-traced')?.scrollIntoView({ block: 'center' });
  }, [traced]);
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
      {traced && (
        <Callout intent="primary" compact className="pf-order-trace-note">
          {t('orders.detail.traced')}
          {elsewhere > 0 && ` ${t('orders.detail.tracedElsewhere', { count: elsewhere })}`}{' '}
          {onClearTrace && (
            <Button
              variant="minimal"
              size="small"
              text={t('orders.detail.clearTrace')}
              onClick={onClearTrace}
            />
          )}
        </Callout>
      )}
      <ol className="pf-order-timeline" ref={list}>
        {order.timeline.map((step, i) => (
          <li
            key={`${step.type}-${i}`}
            className={marked.has(recordOf(step.details) ?? '') ? 'pf-order-step-traced' : undefined}
          >
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

import { useEffect, useRef } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ORDER_STATUSES,
  type OrderDetail,
  type OrderStatus,
  type ReceiptMethod,
  formatMoney,
} from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import type { ordersEn } from '../locales/en';
import { PRODUCTION_STEP_TYPES, stageNameOfKey } from './order-production';

type Known = Exclude<keyof (typeof ordersEn)['events'], 'other' | 'forContract'>;
type Details = OrderDetail['timeline'][number]['details'];

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
  // Where production moved the order, and the production steps when the story carries them.
  'OrderAdvanced',
  ...PRODUCTION_STEP_TYPES,
]);

/** A step's text: a production review's rejection reads as such. */
function eventKey(step: OrderDetail['timeline'][number]): Known {
  if (step.type === 'ProductionReviewed' && step.details.decision === 'reject')
    return 'ProductionReviewRejected';
  // An advance whose story does not say where to reads as production moving it on.
  if (step.type === 'OrderAdvanced' && typeof step.details.status !== 'string') return 'OrderMovedOn';
  return step.type as Known;
}

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
  const number = (value: number) => value.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US');
  /**
   * What a production step names, in words: its stage, the list the order moved to, the good
   * output reported. Only these: machines, operators and waste are never written here.
   */
  const production = (step: OrderDetail['timeline'][number]) => {
    const { details } = step;
    // The stage a step is about: in its details, or beside them as the production story has it.
    const named = details.stage ?? (step as { stage?: unknown }).stage;
    const stage = typeof named === 'string' ? named : '';
    const unit = stage === 'bagMaking' ? 'piece' : 'meter';
    return {
      stage: stage ? stageNameOfKey(stage, t) : '',
      status:
        typeof details.status === 'string' && (ORDER_STATUSES as readonly string[]).includes(details.status)
          ? t(`orders.status.${details.status as OrderStatus}`)
          : '',
      good:
        typeof details.goodOut === 'number'
          ? `${number(details.goodOut)} ${t(`orders.production.units.${unit}`)}`
          : '',
      // The lot handed to inspection: its quantity in the last stage's unit.
      lot:
        typeof details.quantity === 'number' && (details.unit === 'meter' || details.unit === 'piece')
          ? `${number(details.quantity)} ${t(`orders.production.units.${details.unit}`)}`
          : typeof details.quantity === 'number'
            ? number(details.quantity)
            : '',
    };
  };
  const amounts = (details: Details) =>
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
                ? t(`orders.events.${eventKey(step)}`, {
                    ...step.details,
                    ...production(step),
                    reason: step.details.reason ?? '—',
                    quantity: typeof step.details.quantity === 'number' ? number(step.details.quantity) : '',
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

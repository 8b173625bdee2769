import { useState } from 'react';
import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LotView, OrderDetail, OrderShippingView, TraderLotView } from '@packflow/contracts';
import { toastError } from '../../../components/ui/toaster';
import { fetchFile, saveFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import {
  type FulfilmentShipping,
  isFullShipping,
  useOrderInspection,
  useOrderShippingView,
} from '../api/fulfilment';
import { type FulfilmentColumn, FulfilmentRows } from './order-fulfilment-rows';
import { AskApprovalDialog, type AskKind, quantityOf } from './order-shipping-ask';

/** The order steps from which inspection and shipping have something to show. */
const FOLLOWED: ReadonlySet<OrderDetail['status']> = new Set(['inspection', 'waitsend', 'shipped']);

type ColumnKey =
  'lot' | 'quantity' | 'status' | 'good' | 'inspected' | 'waybill' | 'company' | 'shippedAt' | 'note' | 'n';

const LOT_INTENT: Record<string, Intent> = {
  waiting: Intent.NONE,
  inProgress: Intent.WARNING,
  passed: Intent.SUCCESS,
  conceded: Intent.SUCCESS,
  failed: Intent.DANGER,
  concessionRejected: Intent.DANGER,
  remade: Intent.NONE,
};

/**
 * The order's inspection and shipping as its reader may see them (factory.md, "sellers follow
 * it"): the lots (a trader sees waiting, in progress or passed, never a failed lot's internals),
 * the shipments with their waybills and delivery notes, what blocks the next shipment in words,
 * and, for the owner when the server offers them, the requests for an over-shipment or a credit
 * release. Shown from the order's inspection on, and not as of a past day (the story tells that).
 */
export function OrderFulfilment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const may = useMay();
  const live = FOLLOWED.has(order.status) && !order.asOf;
  const inspection = useOrderInspection(order.id, live && may('GET@inspection/:orderId'));
  const shipping = useOrderShippingView(order.id, live && may('GET@shipping/:orderId'));
  // As of a past day the order's own story tells it; the lots and shipments here are today's.
  if (!live) return null;
  const failed = inspection.error ?? shipping.error;
  return (
    <Card className="pf-order-card" role="region" aria-labelledby="order-fulfilment-title">
      <h4 id="order-fulfilment-title">{t('orders.fulfilment.title')}</h4>
      {failed && (
        <Callout intent={Intent.WARNING} role="alert">
          {t('orders.fulfilment.loadFailed', { message: failed.message })}
        </Callout>
      )}
      {inspection.data && <Lots lots={inspection.data.lots} order={order} t={t} />}
      {inspection.data === null && <p className="bp6-text-muted">{t('orders.fulfilment.notYet')}</p>}
      {shipping.data ? (
        <ShippingPart view={shipping.data} order={order} />
      ) : (
        shipping.data === null && <p className="bp6-text-muted">{t('orders.fulfilment.noShipments')}</p>
      )}
    </Card>
  );
}

function Lots({
  lots,
  order,
  t,
}: {
  lots: readonly (LotView | TraderLotView)[];
  order: OrderDetail;
  t: TFunction;
}) {
  const locale = currentLocale();
  const q = (n: number) => quantityOf({ quantity: n, unit: order.unit }, t, locale);
  if (lots.length === 0) return <p className="bp6-text-muted">{t('orders.fulfilment.noLots')}</p>;
  const col = (key: ColumnKey) => t(`orders.fulfilment.columns.${key}`);
  // A trader's lot carries its good quantity; staff's its inspection record.
  const goodOf = (lot: LotView | TraderLotView) =>
    'inspection' in lot ? (lot.inspection?.goodQuantity ?? null) : lot.goodQuantity;
  const atOf = (lot: LotView | TraderLotView) =>
    'inspection' in lot ? (lot.inspection?.at ?? null) : lot.inspectedAt;
  // A lot made again: by a later lot of this order (rework), else by a supplementary order.
  const statusText = (lot: LotView | TraderLotView) =>
    lot.status === 'remade' && !lots.some((other) => other.n > lot.n)
      ? t('orders.fulfilment.lotStatus.remadeElsewhere')
      : t(`orders.fulfilment.lotStatus.${lot.status}`);
  const columns: FulfilmentColumn<LotView | TraderLotView>[] = [
    { key: 'lot', title: col('lot'), render: (lot) => t('orders.fulfilment.lot', { n: lot.n }) },
    { key: 'quantity', title: col('quantity'), numeric: true, render: (lot) => q(lot.quantity) },
    {
      key: 'status',
      title: col('status'),
      render: (lot) => (
        <Tag minimal intent={LOT_INTENT[lot.status] ?? Intent.PRIMARY}>
          {statusText(lot)}
        </Tag>
      ),
    },
    {
      key: 'good',
      title: col('good'),
      numeric: true,
      render: (lot) => {
        const good = goodOf(lot);
        return good === null ? '—' : q(good);
      },
    },
    {
      key: 'inspected',
      title: col('inspected'),
      render: (lot) => {
        const at = atOf(lot);
        return at ? formatDateTime(at, locale) : '—';
      },
    },
  ];
  return (
    <section aria-label={t('orders.fulfilment.lots')}>
      <h5>{t('orders.fulfilment.lots')}</h5>
      <FulfilmentRows
        label={t('orders.fulfilment.lotsLabel')}
        columns={columns}
        rows={lots}
        rowKey={(lot) => lot.id}
      />
    </section>
  );
}

function ShippingPart({ view, order }: { view: FulfilmentShipping; order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const q = (n: number) => quantityOf({ quantity: n, unit: order.unit }, t, locale);
  const [asking, setAsking] = useState<AskKind | null>(null);
  const full = isFullShipping(view) ? view : null;
  const f = full?.readiness.figures;
  return (
    <section aria-label={t('orders.fulfilment.shipments')}>
      <h5>
        {t('orders.fulfilment.shipments')}{' '}
        <Tag minimal>{t(`orders.fulfilment.shippingStatus.${view.status}`)}</Tag>
      </h5>
      <p className="pf-fulfilment-figures">
        {f
          ? t('orders.fulfilment.figures', {
              ordered: q(f.ordered),
              inspected: q(f.inspected),
              shipped: q(f.shipped),
              remaining: q(f.remaining),
            })
          : !full &&
            'shipped' in view &&
            t('orders.fulfilment.traderFigures', { shipped: q(view.shipped), ordered: q(view.ordered) })}
      </p>
      {full && <Readiness view={full} t={t} />}
      {full?.closeReason && <p>{t('orders.fulfilment.closedShort', { reason: full.closeReason })}</p>}
      <Shipments view={view} order={order} />
      {full && full.approvals.length > 0 && (
        <>
          <h5>{t('orders.fulfilment.approvals')}</h5>
          <ul className="pf-fulfilment-approvals">
            {full.approvals.map((a) => (
              <li key={a.id}>
                {t('orders.fulfilment.approvalLine', {
                  kind: t(`orders.fulfilment.approvalKinds.${a.kind}`),
                  status: t(`orders.fulfilment.approvalStatus.${a.status}`),
                  reason: a.reason,
                })}
                {a.decisionReason &&
                  ` · ${t('orders.fulfilment.approvalAnswer', { reason: a.decisionReason })}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {full && (full.actions.includes('requestOverShipment') || full.actions.includes('requestCredit')) && (
        <div className="pf-order-actions">
          {full.actions.includes('requestOverShipment') && (
            <Button text={t('orders.fulfilment.askOverShipment')} onClick={() => setAsking('overShipment')} />
          )}
          {full.actions.includes('requestCredit') && (
            <Button text={t('orders.fulfilment.askCredit')} onClick={() => setAsking('credit')} />
          )}
        </div>
      )}
      {full && asking && <AskApprovalDialog view={full} kind={asking} onClose={() => setAsking(null)} />}
    </section>
  );
}

function Readiness({ view, t }: { view: OrderShippingView; t: TFunction }) {
  const blocks = view.readiness.blocks;
  if (view.status === 'shipped' || view.status === 'closedShort' || view.status === 'ended') return null;
  return blocks.length === 0 ? (
    <Callout intent={Intent.SUCCESS}>{t('orders.fulfilment.ready')}</Callout>
  ) : (
    <Callout intent={Intent.WARNING} title={t('orders.fulfilment.readiness')}>
      <ul className="pf-fulfilment-blocks">
        {blocks.map((block) => (
          <li key={block}>{t(`orders.fulfilment.blocks.${block}`)}</li>
        ))}
      </ul>
    </Callout>
  );
}

function Shipments({ view, order }: { view: FulfilmentShipping; order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [pending, setPending] = useState<string | null>(null);
  if (view.shipments.length === 0)
    return <p className="bp6-text-muted">{t('orders.fulfilment.noShipments')}</p>;
  const download = async (s: { id: string; n: number }) => {
    setPending(s.id);
    try {
      saveFile(
        await fetchFile(
          `shipping/${encodeURIComponent(order.id)}/shipments/${encodeURIComponent(s.id)}/delivery-note`,
          `delivery-note-${order.number}-${s.n}.pdf`,
        ),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void toastError(t('orders.fulfilment.downloadFailed', { n: s.n, message }));
    } finally {
      setPending(null);
    }
  };
  type Row = FulfilmentShipping['shipments'][number];
  const col = (key: ColumnKey) => t(`orders.fulfilment.columns.${key}`);
  const columns: FulfilmentColumn<Row>[] = [
    { key: 'n', title: col('n'), render: (s) => s.n },
    { key: 'shippedAt', title: col('shippedAt'), render: (s) => formatDateTime(s.at, locale) },
    {
      key: 'quantity',
      title: col('quantity'),
      numeric: true,
      render: (s) => quantityOf({ quantity: s.quantity, unit: order.unit }, t, locale),
    },
    { key: 'waybill', title: col('waybill'), render: (s) => s.waybill },
    { key: 'company', title: col('company'), render: (s) => s.company },
    {
      key: 'note',
      title: col('note'),
      render: (s) => (
        <Button
          size="small"
          variant="minimal"
          icon={<DownloadIcon />}
          text={t('orders.fulfilment.download')}
          aria-label={t('orders.fulfilment.downloadOf', { n: s.n })}
          loading={pending === s.id}
          onClick={() => void download(s)}
        />
      ),
    },
  ];
  return (
    <FulfilmentRows
      label={t('orders.fulfilment.shipmentsLabel')}
      columns={columns}
      rows={[...view.shipments].sort((a, b) => a.n - b.n)}
      rowKey={(s) => s.id}
    />
  );
}

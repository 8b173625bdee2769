import '../orders.css';
import { Fragment, type ReactNode, useState } from 'react';
import { Button, Callout, Card, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type OrderDetail, formatMoney, formatUnitPrice } from '@packflow/contracts';
import { specificationText } from '../../../components/order-specification';
import { useConfirm } from '../../../components/ui/confirm';
import { Page } from '../../../components/ui/page';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useMay } from '../../../lib/session-view';
import { useOrder } from '../api/get-order';
import type { ordersEn } from '../locales/en';
import { CANCEL_REVIEW_PATH, ORDER_LIST_PATHS, orderDetailHref } from '../paths';
import { OrderActions } from './order-actions';
import { productOf, quantityOf, statusOf } from './order-columns';
import { OrderFulfilment } from './order-fulfilment';
import { OrderMoneyCard } from './order-money-card';
import { OrderProduction, productionFact } from './order-production';
import { OrderTimeline } from './order-timeline';

/** The order's facts, two pairs a row (one on a phone). */
export function Facts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const english = locale === 'en';
  const spec = specificationText(order.snapshot, t, english);
  const pairs: [Exclude<keyof (typeof ordersEn)['detail'], 'sizeNames'>, ReactNode][] = [
    [
      'status',
      <Tag key="s" minimal intent={order.closing ? 'danger' : 'primary'}>
        {statusOf(order, t)}
      </Tag>,
    ],
    ['customer', order.customerName],
    ['contract', order.contractNumber],
    ['quotation', order.quotationNumber],
    ['type', t(`orders.types.${order.type}`)],
    [
      'parent',
      order.parentOrderId ? (
        <Link to={orderDetailHref(order.parentOrderId)}>
          {order.parentOrderNumber ?? t('orders.detail.order')}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['printingType', t(`orders.printingTypes.${order.printingType}`)],
    ['product', productOf(order, t)],
    ['taxed', t(order.taxed ? 'orders.taxed.yes' : 'orders.taxed.no')],
    ['terms', t(`orders.paymentTerms.${order.paymentTerms}`)],
    ['quantity', quantityOf(order, t, locale)],
    ['unitPrice', formatUnitPrice(order.unitPrice, order.currency)],
    ['total', formatMoney(order.total, order.currency)],
    ['ratio', `${order.ratio}%`],
    [
      'sampling',
      order.sampling === null
        ? t('orders.detail.samplingUnknown')
        : t(order.sampling ? 'common.yes' : 'common.no'),
    ],
    ['signedAt', order.signedAt ? formatDateTime(order.signedAt, locale) : '—'],
    ['artworkCount', String(order.artworkCount)],
    ['artworkStatus', t(`orders.artwork.${order.artworkStatus}`)],
    ['production', productionFact(order, t, locale)],
    ['inspected', String(order.inspectedQuantity)],
    ['shipped', String(order.shippedQuantity)],
    // A trader's own order names him as the trader, not as a salesman.
    [order.ownerRole === 'Traders' ? 'trader' : 'owner', order.ownerName ?? '—'],
    ['created', formatDateTime(order.createdAt, locale)],
    ['sizes', spec.sizes || '—'],
    ['layers', spec.layers || '—'],
    ['accessories', spec.accessories || '—'],
  ];
  return (
    <dl className="pf-order-facts">
      {pairs.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(`orders.detail.${key}`)}</dt>
          <dd className={['quantity', 'unitPrice', 'total'].includes(key) ? 'pf-order-num' : undefined}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * /Order/Detail?id=…: the order's facts and specification, the actions its step allows, the money
 * of its contract, and its whole history; `asOf` shows it as it stood at the end of a past day.
 */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const asOf = params.get('asOf') ?? '';
  const query = useOrder(id, asOf);
  const [confirm, confirmDialog] = useConfirm();
  /** The receipts or payments behind the money figure last asked about, marked in the history. */
  const [traced, setTraced] = useState<string[] | null>(null);
  const order = query.data;
  const setAsOf = (day: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (day) next.set('asOf', day);
        else next.delete('asOf');
        return next;
      },
      { replace: true },
    );
  const back = order ? ORDER_LIST_PATHS[order.status] : ORDER_LIST_PATHS.wait;

  // No order asked for (a bare /Order/Detail): say so, with the way back to the lists.
  if (!id) return <NoOrderChosen />;
  return (
    <Page
      title={order ? t('orders.titles.detail', { number: order.number }) : t('orders.titles.detailEmpty')}
    >
      <div className="pf-order-asof">
        <Button
          variant="minimal"
          icon={<ArrowLeftIcon />}
          text={t('orders.actions.back')}
          onClick={() => navigate(back)}
        />
        <label htmlFor="order-asof">{t('orders.detail.asOf')}</label>
        <InputGroup
          id="order-asof"
          type="date"
          title={t('orders.detail.asOfHint')}
          value={asOf}
          onValueChange={setAsOf}
        />
        {asOf && <Button text={t('orders.detail.now')} onClick={() => setAsOf('')} />}
      </div>
      {query.isLoading && <Spinner size={24} />}
      {query.isError && (
        <Callout intent="warning" role="alert">
          {asOf ? t('orders.detail.notYet') : t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {order && (
        <>
          {order.asOf && (
            <Callout intent="primary">{t('orders.detail.asOfShown', { day: order.asOf })}</Callout>
          )}
          {order.cancelRequest && (
            <Callout intent="warning">
              {t('orders.detail.cancelPending', { reason: order.cancelRequest.reason })}
            </Callout>
          )}
          <OrderActions key={order.revision} order={order} confirm={confirm} />
          <div className="pf-order-cards">
            <div>
              <Card className="pf-order-card">
                <Facts order={order} />
                {order.supplementaryIds.length > 0 && (
                  <p>
                    {t('orders.detail.supplementaries')}:{' '}
                    {order.supplementaryIds.map((sid, i) => (
                      <Link key={sid} to={orderDetailHref(sid)}>
                        {`${order.number}-B${i + 1}`}{' '}
                      </Link>
                    ))}
                  </p>
                )}
              </Card>
              <OrderProduction order={order} />
              <OrderFulfilment order={order} />
              <OrderTimeline order={order} traced={traced} onClearTrace={() => setTraced(null)} />
            </div>
            <OrderMoneyCard order={order} onTrace={setTraced} />
          </div>
        </>
      )}
      {confirmDialog}
    </Page>
  );
}

/** A bare /Order/Detail: what to do instead, linking the lists the reader may open. */
function NoOrderChosen() {
  const { t } = useTranslation();
  const may = useMay();
  return (
    <Page title={t('orders.titles.detailEmpty')}>
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={t('orders.detail.missing')}
        description={t('orders.detail.missingHint')}
        action={
          <span className="pf-actions">
            {may('GET@order') && <Link to={ORDER_LIST_PATHS.wait}>{t('orders.actions.back')}</Link>}
            {may('GET@operator-manage/order') && (
              <Link to={CANCEL_REVIEW_PATH}>{t('orders.detail.toReview')}</Link>
            )}
          </span>
        }
      />
    </Page>
  );
}

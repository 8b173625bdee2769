import { Fragment, type ReactNode, useId, useState } from 'react';
import { Button, Callout, Classes, Drawer, H4, Intent, Position, Spinner, Tag } from '@blueprintjs/core';
import { DeleteIcon, DocumentIcon, SmallCrossIcon, TruckIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-media';
import { type ShippingDetail, useOrderShipping } from '../api/shipping';
import { CloseShortDialog } from './close-short-dialog';
import { ShipDialog } from './ship-dialog';
import { ApprovalList, ShipmentTable } from './shipment-table';
import { blockText, quantityText } from './shipping-words';

/**
 * An order's shipping, as the warehouse works it: the figures, whether it can ship and every block
 * in words, the shipments so far with their delivery notes, the approvals, and Ship / Close short
 * when the server offers them.
 */
export function ShippingDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const query = useOrderShipping(orderId);
  const view = query.data;
  const titleId = useId();
  const title = view
    ? t('shipping.detail.title', { number: view.orderNumber })
    : t('shipping.detail.loading');
  // Blueprint's Drawer has no dialog role and an English close label: named here, in both languages.
  return (
    <Drawer
      isOpen
      onClose={onClose}
      position={Position.RIGHT}
      size={phone ? '100%' : '820px'}
      className="pf-ship-drawer"
    >
      <div className="pf-ship-drawer-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{title}</H4>
          <Button
            variant="minimal"
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCrossIcon size={20} />}
            aria-label={t('shipping.detail.close')}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} pf-ship-drawer-body`}>
          {query.isError && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('common.loadFailed', { message: query.error.message })}
            </Callout>
          )}
          {!view && !query.isError && <Spinner size={24} aria-label={t('shipping.detail.loading')} />}
          {view && <ShippingBody view={view} />}
        </div>
      </div>
    </Drawer>
  );
}

function ShippingBody({ view }: { view: ShippingDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'ship' | 'closeShort' | null>(null);
  const mayShip = view.actions.includes('ship');
  const mayClose = view.actions.includes('closeShort');
  return (
    <>
      <ShippingFacts view={view} />
      <Readiness view={view} />
      {(mayShip || mayClose) && (
        <div className="pf-ship-actions">
          {mayShip && (
            <Button
              intent={Intent.PRIMARY}
              size="large"
              icon={<TruckIcon />}
              text={t('shipping.detail.ship')}
              onClick={() => setDialog('ship')}
            />
          )}
          {mayClose && (
            <Button
              size="large"
              icon={<DeleteIcon />}
              text={t('shipping.detail.closeShort')}
              onClick={() => setDialog('closeShort')}
            />
          )}
        </div>
      )}
      <section aria-labelledby="ship-shipments-title">
        <h4 id="ship-shipments-title">
          <DocumentIcon /> {t('shipping.detail.shipments')}
        </h4>
        <ShipmentTable view={view} />
      </section>
      <section aria-labelledby="ship-approvals-title">
        <h4 id="ship-approvals-title">{t('shipping.detail.approvals')}</h4>
        <ApprovalList approvals={view.approvals} unit={view.unit} />
      </section>
      {dialog === 'ship' && <ShipDialog view={view} onClose={() => setDialog(null)} />}
      {dialog === 'closeShort' && <CloseShortDialog view={view} onClose={() => setDialog(null)} />}
    </>
  );
}

/** The customer, the status, the default address and the quantities. */
function ShippingFacts({ view }: { view: ShippingDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const f = view.readiness.figures;
  const q = (n: number) => quantityText(n, view.unit, t, locale);
  const pairs: [string, ReactNode][] = [
    [t('shipping.detail.customer'), view.customerName],
    [t('shipping.detail.status'), t(`shipping.status.${view.status}`)],
    [
      t('shipping.detail.address'),
      view.defaultAddress ? (
        <>
          {view.defaultAddress}{' '}
          {view.remote && (
            <Tag minimal intent={Intent.WARNING}>
              {t('shipping.detail.remote')}
            </Tag>
          )}
        </>
      ) : (
        // No address at all: say so, and what follows from it (not a "remote area").
        <>
          <Tag minimal intent={Intent.WARNING}>
            {t('shipping.detail.noAddress')}
          </Tag>
          <span className="bp6-text-muted pf-ship-no-address">{t('shipping.detail.noAddressWhy')}</span>
        </>
      ),
    ],
    [t('shipping.detail.ordered'), q(f.ordered)],
    [t('shipping.detail.inspected'), q(f.inspected)],
    [t('shipping.detail.shipped'), q(f.shipped)],
    [t('shipping.detail.limit', { pct: f.tolerancePct }), q(f.limit)],
    [t('shipping.detail.remaining'), <strong key="r">{q(f.remaining)}</strong>],
    [t('shipping.detail.outstanding'), q(f.outstanding)],
  ];
  return (
    <dl className="pf-ship-facts" aria-label={t('shipping.detail.figures')}>
      {pairs.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Whether the next shipment can go: every block in words, and where the balance stands. */
export function Readiness({ view }: { view: ShippingDetail }) {
  const { t } = useTranslation();
  const r = view.readiness;
  if (CLOSED.includes(view.status)) return <Outcome view={view} />;
  return (
    <section aria-labelledby="ship-readiness-title" className="pf-ship-readiness">
      <h4 id="ship-readiness-title">{t('shipping.detail.readiness')}</h4>
      {r.blocks.length === 0 ? (
        <Callout intent={Intent.SUCCESS}>{t('shipping.ready')}</Callout>
      ) : (
        <Callout intent={Intent.WARNING}>
          <ul className="pf-ship-blocks">
            {r.blocks.map((block) => (
              <li key={block}>{blockText(block, t)}</li>
            ))}
          </ul>
        </Callout>
      )}
      <p>
        {t('shipping.detail.balance')}:{' '}
        <Tag minimal intent={r.balanceConfirmed || r.creditReleased ? Intent.SUCCESS : Intent.WARNING}>
          {r.balanceConfirmed
            ? t('shipping.detail.balanceConfirmed')
            : r.creditReleased
              ? t('shipping.detail.creditReleased')
              : t('shipping.detail.balanceNot')}
        </Tag>
      </p>
      {view.concession && (
        <Callout intent={Intent.PRIMARY}>
          {t('shipping.detail.concession', { reason: view.concession })}
        </Callout>
      )}
    </section>
  );
}

/** A shipping that is over: nothing more can ship, so no question and no warnings. */
const CLOSED: readonly ShippingDetail['status'][] = ['shipped', 'closedShort', 'ended'];

/** How a closed shipping ended: shipped in full (on the last shipment's day), closed short and why, or ended. */
function Outcome({ view }: { view: ShippingDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const f = view.readiness.figures;
  const q = (n: number) => quantityText(n, view.unit, t, locale);
  const last = view.shipments.reduce<string | null>((at, s) => (at === null || s.at > at ? s.at : at), null);
  const text =
    view.status === 'shipped'
      ? t('shipping.detail.shippedInFull', {
          date: last ? formatDay(last, locale) : '—',
          shipped: q(f.shipped),
          count: view.shipments.length,
        })
      : view.status === 'closedShort'
        ? t('shipping.detail.closedShortOutcome', {
            shipped: q(f.shipped),
            ordered: q(f.ordered),
            reason: view.closeReason ?? '—',
          })
        : t('shipping.detail.endedOutcome', { shipped: q(f.shipped), ordered: q(f.ordered) });
  return (
    <section aria-labelledby="ship-outcome-title" className="pf-ship-readiness">
      <h4 id="ship-outcome-title">{t('shipping.detail.outcome')}</h4>
      <Callout intent={view.status === 'shipped' ? Intent.SUCCESS : Intent.NONE}>{text}</Callout>
      {view.concession && (
        <Callout intent={Intent.PRIMARY}>
          {t('shipping.detail.concession', { reason: view.concession })}
        </Callout>
      )}
    </section>
  );
}

import { useState } from 'react';
import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, ApprovalView, Package, ShipmentView } from '@packflow/contracts';
import { toastError } from '../../../components/ui/toaster';
import { fetchFile, saveFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import type { ShippingDetail } from '../api/shipping';
import { quantityText } from './shipping-words';

/** GET shipping/:orderId/shipments/:id/delivery-note: the PDF, signed as every call is. */
export function useDeliveryNote(orderId: string, orderNumber: string) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  async function download(shipment: { id: string; n: number }) {
    setPending(shipment.id);
    try {
      saveFile(
        await fetchFile(
          `shipping/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipment.id)}/delivery-note`,
          `delivery-note-${orderNumber}-${shipment.n}.pdf`,
        ),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void toastError(t('shipping.detail.downloadFailed', { n: shipment.n, message }));
    } finally {
      setPending(null);
    }
  }
  return { download, pending };
}

const packageText = (p: Package | null, t: TFunction): string =>
  p
    ? t('shipping.detail.cartonsText', {
        count: p.count,
        length: p.length,
        width: p.width,
        height: p.height,
      })
    : '—';

const COLUMNS = [
  'n',
  'date',
  'quantity',
  'waybill',
  'company',
  'service',
  'freight',
  'weight',
  'cartons',
  'pallets',
  'address',
  'postage',
  'note',
] as const;

/** The shipments so far, the last first, each with its delivery note. */
export function ShipmentTable({ view }: { view: ShippingDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const note = useDeliveryNote(view.orderId, view.orderNumber);
  if (view.shipments.length === 0)
    return <p className="bp6-text-muted">{t('shipping.detail.noShipments')}</p>;
  const shipments = [...view.shipments].sort((a, b) => b.n - a.n);
  return (
    <div className="pf-ship-table-wrap">
      <HTMLTable compact striped className="pf-ship-table" aria-label={t('shipping.detail.shipments')}>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {t(`shipping.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shipments.map((s: ShipmentView) => (
            <tr key={s.id} data-shipment={s.n}>
              <th scope="row">{s.n}</th>
              <td>{formatDateTime(s.at, locale)}</td>
              <td className="pf-ship-num">{quantityText(s.quantity, view.unit, t, locale)}</td>
              <td>{s.waybill}</td>
              <td>{s.company}</td>
              <td>{t(`shipping.services.${s.service}`)}</td>
              <td className="pf-ship-num">{s.freight}</td>
              <td className="pf-ship-num">{`${s.weight} kg`}</td>
              <td>{packageText(s.cartons, t)}</td>
              <td>{packageText(s.pallets, t)}</td>
              <td>{s.address}</td>
              <td>
                {t(`shipping.postageModes.${s.postage.mode}`)}
                {s.postage.mode === 'charged' ? ` · ${s.postage.amount}` : ''}
              </td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  icon={<DownloadIcon />}
                  text={t('shipping.detail.download')}
                  aria-label={t('shipping.detail.downloadOf', { n: s.n })}
                  loading={note.pending === s.id}
                  onClick={() => void note.download(s)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

const APPROVAL_INTENT: Record<ApprovalStatus, Intent> = {
  pending: Intent.WARNING,
  approved: Intent.SUCCESS,
  rejected: Intent.DANGER,
};

/** The approvals asked for on the order: kind, quantity, who asked and why, and the answer. */
export function ApprovalList({ approvals, unit }: { approvals: readonly ApprovalView[]; unit: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (approvals.length === 0) return <p className="bp6-text-muted">{t('shipping.detail.noApprovals')}</p>;
  return (
    <ul className="pf-ship-approvals">
      {approvals.map((a) => (
        <li key={a.id}>
          <strong>{t(`shipping.approvalKinds.${a.kind}`)}</strong>{' '}
          <Tag minimal intent={APPROVAL_INTENT[a.status]}>
            {t(`shipping.approvalStatus.${a.status}`)}
          </Tag>
          {a.quantity !== null && (
            <span>
              {' '}
              ·{' '}
              {t('shipping.detail.approvalQuantity', { quantity: quantityText(a.quantity, unit, t, locale) })}
            </span>
          )}
          <div className="bp6-text-muted">
            {formatDateTime(a.requestedAt, locale)} ·{' '}
            {t('shipping.detail.askedBy', { name: a.requestedByName ?? a.requestedBy, reason: a.reason })}
          </div>
          {a.decidedAt && (
            <div className="bp6-text-muted">
              {formatDateTime(a.decidedAt, locale)} ·{' '}
              {t('shipping.detail.decidedBy', {
                name: a.decidedByName ?? a.decidedBy ?? '—',
                reason: a.decisionReason ?? '—',
              })}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { DollarIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type MoneyFigure, type OrderDetail, formatMoney } from '@packflow/contracts';
import { RecordReceiptDialog, useContractMoney } from '../../../components/receipts';
import { useMay } from '../../../lib/session-view';

/**
 * The money of the order's contract (the finance area's view): what it is owed (its total, its
 * supplementary orders, less canceled orders), signed amount, money recorded and waiting for
 * Finance apart from money confirmed, refunds and balance, each figure with the number of receipts
 * behind it, and "record money received" for the order. Live: receipts, refunds and order changes
 * refresh it.
 */
export function OrderMoneyCard({
  order,
  onTrace,
}: {
  order: OrderDetail;
  /** Marks in the history the receipts or payments behind a figure. */
  onTrace?: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const may = useMay();
  const allowed = may('GET@finance/contract/:id/money');
  const money = useContractMoney(order.contractId, allowed, order.revision);
  const [recording, setRecording] = useState(false);
  const m = money.data;
  const amount = (value: string) => (
    <span className="pf-order-num">{formatMoney(value, order.currency)}</span>
  );
  /** A plain figure's row; `whenZero` false leaves a figure of nothing out. */
  const plain = (
    label:
      | 'orders.money.contractTotal'
      | 'orders.money.supplementary'
      | 'orders.money.released'
      | 'orders.money.signed'
      | 'orders.money.balance'
      | 'orders.money.missing',
    value: string,
    whenZero = true,
  ) =>
    whenZero || Number(value) !== 0 ? (
      <tr key={label}>
        <th scope="row">{t(label)}</th>
        <td>{amount(value)}</td>
        <td />
      </tr>
    ) : null;
  /** The count of records behind a figure: a button marking them in the history. */
  const behind = (text: string, ids: string[]) =>
    onTrace && ids.length > 0 ? (
      <Button
        variant="minimal"
        size="small"
        className="pf-order-trace"
        text={text}
        title={t('orders.detail.traceHint')}
        onClick={() => onTrace(ids)}
      />
    ) : (
      text
    );
  const figure = (label: 'orders.money.pending' | 'orders.money.confirmed', f: MoneyFigure) => (
    <tr key={label}>
      <th scope="row">{t(label)}</th>
      <td>{amount(f.amount)}</td>
      <td>{behind(t('orders.money.receipts', { count: f.receiptIds.length }), f.receiptIds)}</td>
    </tr>
  );
  return (
    <Card className="pf-order-card" aria-label={t('orders.detail.money', { number: order.contractNumber })}>
      <h4>{t('orders.detail.money', { number: order.contractNumber })}</h4>
      {!allowed && <p>{t('orders.detail.moneyUnavailable')}</p>}
      {money.isLoading && <Spinner size={20} />}
      {money.isError && <p role="alert">{t('common.loadFailed', { message: money.error.message })}</p>}
      {m && (
        <HTMLTable compact className="pf-order-money">
          <tbody>
            {plain('orders.money.contractTotal', m.contractTotal)}
            {plain('orders.money.supplementary', m.supplementary, false)}
            {plain('orders.money.released', m.released, false)}
            {plain('orders.money.signed', m.signed.amount)}
            {figure('orders.money.pending', m.pending)}
            {figure('orders.money.confirmed', m.confirmed)}
            <tr>
              <th scope="row">{t('orders.money.refunds')}</th>
              <td>{amount(m.refunds.amount)}</td>
              <td>
                {m.refunds.paymentIds.length > 0 &&
                  behind(
                    t('orders.money.payments', { count: m.refunds.paymentIds.length }),
                    m.refunds.paymentIds,
                  )}
              </td>
            </tr>
            {plain('orders.money.balance', m.balance)}
            {plain('orders.money.missing', m.figures.missing, false)}
            <tr>
              <th scope="row">{t('orders.money.prepayment')}</th>
              <td colSpan={2}>{t(`orders.money.prepaymentStatus.${m.settlement.prepaymentStatus}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('orders.money.balanceStatus')}</th>
              <td colSpan={2}>{t(`orders.money.balanceStatuses.${m.settlement.balanceStatus}`)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      )}
      {may('POST@finance/receipt') && order.closing === null && order.asOf === null && (
        <Button
          icon={<DollarIcon />}
          text={t('orders.actions.recordReceipt')}
          onClick={() => setRecording(true)}
        />
      )}
      {recording && (
        <RecordReceiptDialog
          contractId={order.contractId}
          contractNumber={order.contractNumber}
          currency={order.currency}
          orderId={order.id}
          onClose={() => setRecording(false)}
        />
      )}
    </Card>
  );
}

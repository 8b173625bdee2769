import { useState } from 'react';
import { Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { DollarIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type MoneyFigure, type OrderDetail, formatMoney } from '@packflow/contracts';
import { RecordReceiptDialog } from '../../../components/receipts';
import { useMay } from '../../../lib/session-view';
import { useContractMoney } from '../api/get-order';

/**
 * The money of the order's contract (the finance area's view): signed amount, received, waiting
 * for Finance, confirmed, refunds and balance, each figure with the number of receipts behind it,
 * and "record money received" for the order.
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
  const figure = (
    label: 'orders.money.received' | 'orders.money.pending' | 'orders.money.confirmed',
    f: MoneyFigure,
  ) => (
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
            <tr>
              <th scope="row">{t('orders.money.contractTotal')}</th>
              <td>{amount(m.contractTotal)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">{t('orders.money.signed')}</th>
              <td>{amount(m.signed.amount)}</td>
              <td />
            </tr>
            {figure('orders.money.received', m.received)}
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
            <tr>
              <th scope="row">{t('orders.money.balance')}</th>
              <td>{amount(m.balance)}</td>
              <td />
            </tr>
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

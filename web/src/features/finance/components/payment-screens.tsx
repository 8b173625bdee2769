import '../finance.css';
import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PaymentRow, formatMoney } from '@packflow/contracts';
import { KeywordInput, NewButton } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { useMay } from '../../../lib/session-view';
import { useKeyword } from '../../../lib/use-keyword';
import { usePayments } from '../api/payments';
import { PayDialog } from './pay-dialog';
import { ProofThumbnails } from '../../../components/files';
import { RefundDialog } from './refund-dialog';

const when = (iso: string | null): string => (iso ? iso.replace('T', ' ').slice(0, 16) : '');

function columns(t: TFunction, paid: boolean): TableColumn<PaymentRow>[] {
  const cols: TableColumn<PaymentRow>[] = [
    {
      key: 'amount',
      title: t('finance.columns.amount'),
      render: (p) => formatMoney(p.amount, p.currency),
      width: 140,
      export: { field: 'amount', kind: 'money' },
    },
    {
      key: 'contract',
      title: t('finance.columns.contract'),
      render: (p) => p.contractNumber,
      width: 200,
      export: { field: 'contractNumber' },
    },
    {
      key: 'customer',
      title: t('finance.columns.customer'),
      render: (p) => p.customerName,
      export: { field: 'customerName' },
    },
    {
      key: 'reason',
      title: t('finance.columns.reason'),
      render: (p) => p.reason,
      export: { field: 'reason' },
    },
    {
      key: 'requestedBy',
      title: t('finance.columns.recordedBy'),
      render: (p) => p.requestedByName ?? p.requestedBy,
      export: { field: 'requestedByName' },
    },
    {
      key: 'requestedAt',
      title: t('finance.columns.recordedAt'),
      render: (p) => when(p.requestedAt),
      width: 150,
      export: { field: 'requestedAt', kind: 'datetime' },
    },
  ];
  if (!paid) return cols;
  return [
    ...cols,
    {
      key: 'paidBy',
      title: t('finance.columns.paidBy'),
      render: (p) => p.paidByName ?? p.paidBy ?? '',
      export: { field: 'paidByName' },
    },
    {
      key: 'paidAt',
      title: t('finance.columns.paidAt'),
      render: (p) => when(p.paidAt),
      width: 150,
      export: { field: 'paidAt', kind: 'datetime' },
    },
    {
      key: 'proofs',
      title: t('finance.columns.proofs'),
      render: (p) => (
        <ProofThumbnails
          className="pf-receipt-proofs"
          proofs={p.proofs}
          label={t('finance.columns.proofs')}
        />
      ),
      width: 120,
      export: false,
    },
  ];
}

function PaymentList({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  const may = useMay();
  const paging = usePaging(paid ? 'finance.paid' : 'finance.to-pay');
  const search = useKeyword(paging.firstPage);
  const payments = usePayments({
    status: paid ? 'paid' : 'toPay',
    keyword: search.keyword,
    page: paging.page,
    size: paging.size,
  });
  const cols = useMemo(() => columns(t, paid), [t, paid]);
  const [paying, setPaying] = useState<PaymentRow | null>(null);
  const [refunding, setRefunding] = useState(false);
  const mayPay = may('PUT@finance/payment/:id/pay');
  const mayRefund = !paid && may('POST@finance/payment') && may('GET@finance/refundable');
  return (
    <>
      <PagedTable<PaymentRow>
        phoneCards
        label={t('finance.payments')}
        columns={cols}
        rows={payments.data?.rows}
        pageInfo={payments.data?.pageInfo}
        loading={payments.isFetching && (payments.isPlaceholderData || payments.data === undefined)}
        onPage={paging.onPage}
        rowKey={(p) => p.paymentId}
        actions={
          !paid && mayPay
            ? (p) => (
                <Button
                  size="small"
                  intent={Intent.PRIMARY}
                  text={t('finance.pay.button')}
                  aria-label={t('finance.pay.action', {
                    amount: formatMoney(p.amount, p.currency),
                    contract: p.contractNumber,
                  })}
                  onClick={() => setPaying(p)}
                />
              )
            : undefined
        }
        empty={
          payments.isError
            ? t('common.loadFailed', { message: payments.error.message })
            : t('finance.noPayments')
        }
        exportList={{
          path: 'finance/payment',
          params: { status: paid ? 'paid' : 'toPay', keyword: search.keyword },
          fileName: t(paid ? 'finance.paidTitle' : 'finance.toPayTitle'),
        }}
        toolbar={
          <>
            <KeywordInput label={t('finance.search')} search={search} />
            {mayRefund && <NewButton text={t('finance.refund.button')} onClick={() => setRefunding(true)} />}
          </>
        }
      />
      {paying && <PayDialog payment={paying} onClose={() => setPaying(null)} />}
      {refunding && <RefundDialog onClose={() => setRefunding(false)} />}
    </>
  );
}

/** /FinancePayment/Audit: refunds waiting to be paid, and Finance records a new one after a cancel. */
export function PaymentAuditScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.toPayTitle')}>
      <PaymentList paid={false} />
    </Page>
  );
}

/** /FinancePayment/Reviewed: payments made, with their proofs. */
export function PaymentReviewedScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.paidTitle')}>
      <PaymentList paid />
    </Page>
  );
}

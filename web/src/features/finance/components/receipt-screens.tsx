import '../finance.css';
import { useMemo, useState } from 'react';
import { Button, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  RECEIPT_METHODS,
  RECEIPT_STATUSES,
  type ReceiptRow,
  type ReceiptStatus,
  formatMoney,
} from '@packflow/contracts';
import { MoneyFigures } from '../../../components/receipts';
import { useConfirm } from '../../../components/ui/confirm';
import { KeywordInput } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, labelsOf, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { useMay } from '../../../lib/session-view';
import { useKeyword } from '../../../lib/use-keyword';
import { useDecideReceipt } from '../api/decide-receipt';
import { useReceipts } from '../api/get-receipts';
import { ProofThumbnails } from '../../../components/files';
import { RejectDialog } from './reject-dialog';

const STATUS_INTENT: Record<ReceiptStatus, Intent> = {
  pending: Intent.WARNING,
  confirmed: Intent.SUCCESS,
  rejected: Intent.DANGER,
  reversed: Intent.NONE,
};
const when = (iso: string | null): string => (iso ? iso.replace('T', ' ').slice(0, 16) : '');

function columns(t: TFunction, reviewed: boolean): TableColumn<ReceiptRow>[] {
  const cols: TableColumn<ReceiptRow>[] = [
    // First, so a phone shows the money before the table scrolls sideways.
    {
      key: 'amount',
      title: t('finance.columns.amount'),
      render: (r) => formatMoney(r.amount, r.currency),
      width: 140,
      export: { field: 'amount', kind: 'money' },
    },
    {
      key: 'contract',
      title: t('finance.columns.contract'),
      render: (r) => r.contractNumber,
      width: 200,
      export: { field: 'contractNumber' },
    },
    // Waiting receipts: what the contract asks and what is confirmed, to decide without guessing.
    ...(reviewed
      ? []
      : [
          {
            key: 'contractMoney',
            title: t('receipts.figures.title'),
            render: (r: ReceiptRow) =>
              r.contractMoney ? <MoneyFigures compact figures={r.contractMoney} currency={r.currency} /> : '',
            width: 260,
            export: false as const,
          },
        ]),
    {
      key: 'customer',
      title: t('finance.columns.customer'),
      render: (r) => r.customerName,
      export: { field: 'customerName' },
    },
    {
      key: 'method',
      title: t('finance.columns.method'),
      render: (r) => t(`receipts.methods.${r.method}`),
      width: 120,
      export: { field: 'method', labels: labelsOf(RECEIPT_METHODS, (m) => t(`receipts.methods.${m}`)) },
    },
    {
      key: 'receivedOn',
      title: t('finance.columns.receivedOn'),
      render: (r) => r.receivedOn,
      width: 120,
      export: { field: 'receivedOn', kind: 'date' },
    },
    {
      key: 'proofs',
      title: t('finance.columns.proofs'),
      render: (r) => (
        <ProofThumbnails
          className="pf-receipt-proofs"
          proofs={r.proofs}
          label={t('finance.columns.proofs')}
        />
      ),
      width: 120,
      export: false,
    },
    {
      key: 'recordedBy',
      title: t('finance.columns.recordedBy'),
      render: (r) => r.recordedByName ?? r.recordedBy,
      export: { field: ['recordedByName'] },
    },
    {
      key: 'recordedAt',
      title: t('finance.columns.recordedAt'),
      render: (r) => when(r.recordedAt),
      width: 150,
      export: { field: 'recordedAt', kind: 'datetime' },
    },
    { key: 'note', title: t('finance.columns.note'), render: (r) => r.note, export: { field: 'note' } },
  ];
  if (!reviewed) return cols;
  return [
    ...cols,
    {
      key: 'status',
      title: t('finance.columns.status'),
      render: (r) => (
        <Tag minimal intent={STATUS_INTENT[r.status]}>
          {t(`receipts.statuses.${r.status}`)}
        </Tag>
      ),
      width: 110,
      export: { field: 'status', labels: labelsOf(RECEIPT_STATUSES, (v) => t(`receipts.statuses.${v}`)) },
    },
    {
      key: 'decidedBy',
      title: t('finance.columns.decidedBy'),
      render: (r) => r.decidedByName ?? r.decidedBy ?? '',
      export: { field: 'decidedByName' },
    },
    {
      key: 'reason',
      title: t('finance.columns.reason'),
      render: (r) => r.reason ?? '',
      export: { field: 'reason' },
    },
  ];
}

/** The list both receipt screens show: pending ones with Finance's actions, or the decided ones. */
/** What a receipt's action labels and questions name: its amount as money ('¥800.00') and its contract. */
const moneyNames = (row: ReceiptRow) => ({
  amount: formatMoney(row.amount, row.currency),
  contract: row.contractNumber,
});

function ReceiptList({ reviewed }: { reviewed: boolean }) {
  const { t } = useTranslation();
  const may = useMay();
  const paging = usePaging(reviewed ? 'finance.reviewed' : 'finance.audit');
  const search = useKeyword(paging.firstPage);
  const [status, setStatus] = useState<'confirmed' | 'rejected' | 'reversed' | ''>('');
  const receipts = useReceipts({
    status: reviewed ? status || 'decided' : 'pending',
    keyword: search.keyword,
    page: paging.page,
    size: paging.size,
  });
  const rows = receipts.data?.rows;
  const cols = useMemo(() => columns(t, reviewed), [t, reviewed]);
  const [rejecting, setRejecting] = useState<{ row: ReceiptRow; decision: 'reject' | 'reverse' } | null>(
    null,
  );
  const [confirm, confirmDialog] = useConfirm();
  const decide = useDecideReceipt();
  const mayConfirm = may('PUT@finance/receipt/:id/confirm');
  const mayReject = may('PUT@finance/receipt/:id/reject');
  const mayReverse = may('PUT@finance/receipt/:id/reverse');

  async function confirmReceipt(row: ReceiptRow): Promise<void> {
    const names = moneyNames(row);
    if (
      !(await confirm({
        message: t('finance.confirm.question', names),
        confirmText: t('finance.confirm.button'),
      }))
    )
      return;
    try {
      const { msg } = await decide.mutateAsync({ receiptId: row.receiptId, decision: 'confirm' });
      void toastSuccess(msg || t('common.operationSuccessful'));
    } catch (e) {
      void toastError(e instanceof Error ? e.message : String(e));
    }
  }

  const actions = (row: ReceiptRow) => {
    const names = moneyNames(row);
    return (
      <span className="pf-actions">
        {mayConfirm && row.actions.includes('confirm') && (
          <Button
            size="small"
            intent={Intent.SUCCESS}
            text={t('finance.confirm.button')}
            aria-label={t('finance.confirm.action', names)}
            onClick={() => void confirmReceipt(row)}
          />
        )}
        {mayReject && row.actions.includes('reject') && (
          <Button
            size="small"
            intent={Intent.DANGER}
            variant="outlined"
            text={t('finance.reject.button')}
            aria-label={t('finance.reject.action', names)}
            onClick={() => setRejecting({ row, decision: 'reject' })}
          />
        )}
      </span>
    );
  };

  // A confirmed receipt found wrong after the fact is reversed from the reviewed list, when the
  // server offers it (never below the refunds made).
  const reverseAction = (row: ReceiptRow) =>
    row.actions.includes('reverse') ? (
      <Button
        size="small"
        intent={Intent.WARNING}
        variant="outlined"
        text={t('finance.reverse.button')}
        aria-label={t('finance.reverse.action', moneyNames(row))}
        onClick={() => setRejecting({ row, decision: 'reverse' })}
      />
    ) : null;

  return (
    <>
      <PagedTable<ReceiptRow>
        phoneCards
        label={t('finance.listLabel')}
        columns={cols}
        rows={rows}
        pageInfo={receipts.data?.pageInfo}
        loading={receipts.isFetching && (receipts.isPlaceholderData || receipts.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.receiptId}
        actions={
          !reviewed && (mayConfirm || mayReject)
            ? actions
            : reviewed && mayReverse
              ? reverseAction
              : undefined
        }
        empty={
          receipts.isError ? t('common.loadFailed', { message: receipts.error.message }) : t('finance.empty')
        }
        exportList={{
          path: 'finance/receipt',
          params: { status: reviewed ? status || 'decided' : 'pending', keyword: search.keyword },
          fileName: t(reviewed ? 'finance.reviewedTitle' : 'finance.auditTitle'),
        }}
        toolbar={
          <span className="pf-receipt-toolbar">
            <KeywordInput label={t('finance.search')} search={search} />
            {reviewed && (
              <HTMLSelect
                aria-label={t('finance.columns.status')}
                value={status}
                onChange={(e) => {
                  setStatus(e.currentTarget.value as 'confirmed' | 'rejected' | 'reversed' | '');
                  paging.firstPage();
                }}
                options={[
                  { value: '', label: t('finance.allDecided') },
                  { value: 'confirmed', label: t('receipts.statuses.confirmed') },
                  { value: 'rejected', label: t('receipts.statuses.rejected') },
                  { value: 'reversed', label: t('receipts.statuses.reversed') },
                ]}
              />
            )}
          </span>
        }
      />
      {rejecting && (
        <RejectDialog
          receipt={rejecting.row}
          decision={rejecting.decision}
          onClose={() => setRejecting(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}

/** /FinanceRecord/Audit: receipts waiting for Finance, with their proofs; confirm or reject. */
export function ReceiptAuditScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.auditTitle')}>
      <ReceiptList reviewed={false} />
    </Page>
  );
}

/** /FinanceRecord/Reviewed: receipts Finance confirmed or rejected. */
export function ReceiptReviewedScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.reviewedTitle')}>
      <ReceiptList reviewed />
    </Page>
  );
}

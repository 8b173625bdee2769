import './shipping.css';
import { useMemo, useState } from 'react';
import { Button, H4, Intent, Tag, TextArea } from '@blueprintjs/core';
import { TickIcon, CrossIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { type ApprovalRow, useApprovals, useDecideApproval } from '../api/shipping';
import { quantityText } from './shipping-words';

type Decision = 'approve' | 'reject';

function approvalColumns(t: TFunction, locale: Locale, decided: boolean): TableColumn<ApprovalRow>[] {
  const figure = (n: number, row: ApprovalRow) => quantityText(n, row.unit, t, locale);
  const columns: TableColumn<ApprovalRow>[] = [
    { key: 'order', title: t('shipping.approvals.order'), render: (row) => row.orderNumber, width: 200 },
    { key: 'customer', title: t('shipping.approvals.customer'), render: (row) => row.customerName },
    {
      key: 'kind',
      title: t('shipping.approvals.kind'),
      render: (row) => t(`shipping.approvalKinds.${row.kind}`),
    },
    {
      key: 'quantity',
      title: t('shipping.approvals.quantity'),
      render: (row) => (row.quantity === null ? '—' : figure(row.quantity, row)),
    },
    {
      key: 'figures',
      title: t('shipping.approvals.figures'),
      render: (row) => [row.ordered, row.inspected, row.shipped].map((n) => figure(n, row)).join(' / '),
    },
    {
      key: 'balance',
      title: t('shipping.approvals.balance'),
      render: (row) => (
        <Tag minimal intent={row.balanceConfirmed ? Intent.SUCCESS : Intent.WARNING}>
          {t(
            row.creditReleased
              ? 'shipping.approvals.creditReleased'
              : row.balanceConfirmed
                ? 'shipping.approvals.balanceConfirmed'
                : 'shipping.approvals.balanceNot',
          )}
        </Tag>
      ),
    },
    { key: 'reason', title: t('shipping.approvals.reason'), render: (row) => row.reason, width: 360 },
    {
      key: 'requested',
      title: t('shipping.approvals.requested'),
      render: (row) =>
        `${row.requestedByName ?? row.requestedBy} · ${formatDateTime(row.requestedAt, locale)}`,
    },
  ];
  if (decided)
    columns.push({
      key: 'decision',
      title: t('shipping.approvals.decision'),
      render: (row) => (
        <>
          <Tag minimal intent={row.status === 'approved' ? Intent.SUCCESS : Intent.DANGER}>
            {t(`shipping.approvalStatus.${row.status}`)}
          </Tag>{' '}
          {row.decisionReason ?? ''}
        </>
      ),
      width: 360,
    });
  return columns;
}

/**
 * /OperatorManage/Shipping: the salesmen's requests for an over-shipment (with the quantity and the
 * order's figures) or a credit release (with where the balance stands), each approved or rejected
 * with a reason; what was answered below.
 */
export function ApprovalsScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const pendingPaging = usePaging('shipping-approvals-pending');
  const decidedPaging = usePaging('shipping-approvals-decided');
  const pending = useApprovals('pending', pendingPaging.page, pendingPaging.size);
  const decided = useApprovals('decided', decidedPaging.page, decidedPaging.size);
  const [deciding, setDeciding] = useState<{ row: ApprovalRow; decision: Decision } | null>(null);
  const pendingColumns = useMemo(() => approvalColumns(t, locale, false), [t, locale]);
  const decidedColumns = useMemo(() => approvalColumns(t, locale, true), [t, locale]);
  const kindOf = (row: ApprovalRow) => t(`shipping.approvalKinds.${row.kind}`);

  return (
    <Page title={t('shipping.titles.approvals')}>
      <div className="pf-ship-touch">
        <H4>{t('shipping.approvals.pending')}</H4>
        <PagedTable
          phoneCards
          label={t('shipping.approvals.pending')}
          columns={pendingColumns}
          rows={pending.data?.rows}
          pageInfo={pending.data?.pageInfo}
          loading={pending.isFetching && (pending.isPlaceholderData || pending.data === undefined)}
          onPage={pendingPaging.onPage}
          rowKey={(row) => row.id}
          actions={(row) => (
            <span className="pf-ship-row-actions">
              {row.actions.includes('approve') && (
                <Button
                  intent={Intent.SUCCESS}
                  icon={<TickIcon />}
                  text={t('shipping.approvals.approve')}
                  aria-label={t('shipping.approvals.approveOf', {
                    kind: kindOf(row),
                    number: row.orderNumber,
                  })}
                  onClick={() => setDeciding({ row, decision: 'approve' })}
                />
              )}
              {row.actions.includes('reject') && (
                <Button
                  intent={Intent.DANGER}
                  variant="outlined"
                  icon={<CrossIcon />}
                  text={t('shipping.approvals.reject')}
                  aria-label={t('shipping.approvals.rejectOf', {
                    kind: kindOf(row),
                    number: row.orderNumber,
                  })}
                  onClick={() => setDeciding({ row, decision: 'reject' })}
                />
              )}
            </span>
          )}
          empty={
            pending.isError
              ? t('common.loadFailed', { message: pending.error.message })
              : t('shipping.approvals.emptyPending')
          }
        />
        <H4 className="pf-ship-decided-title">{t('shipping.approvals.decided')}</H4>
        <PagedTable
          phoneCards
          label={t('shipping.approvals.decided')}
          columns={decidedColumns}
          rows={decided.data?.rows}
          pageInfo={decided.data?.pageInfo}
          loading={decided.isFetching && (decided.isPlaceholderData || decided.data === undefined)}
          onPage={decidedPaging.onPage}
          rowKey={(row) => row.id}
          empty={
            decided.isError
              ? t('common.loadFailed', { message: decided.error.message })
              : t('shipping.approvals.emptyDecided')
          }
        />
      </div>
      {deciding && <DecideDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Page>
  );
}

function DecideDialog({
  row,
  decision,
  onClose,
}: {
  row: ApprovalRow;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideApproval();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verb = t(`shipping.approvals.${decision}`);
  return (
    <FormDialog
      title={t('shipping.approvals.decideTitle', {
        decision: verb,
        kind: t(`shipping.approvalKinds.${row.kind}`),
        number: row.orderNumber,
      })}
      busy={decide.isPending}
      formError={errors.form}
      closeText={t('shipping.approvals.cancel')}
      submitText={verb}
      intent={decision === 'approve' ? Intent.SUCCESS : Intent.DANGER}
      submitDisabled={reason.trim() === ''}
      onSubmit={() =>
        void sendForm(
          async () => {
            await decide.mutateAsync({ orderId: row.orderId, approvalId: row.id, decision, reason });
            const said = decision === 'approve' ? 'approved' : 'rejected';
            return {
              msg: t(`shipping.approvals.${said}`, {
                kind: t(`shipping.approvalKinds.${row.kind}`),
                number: row.orderNumber,
              }),
            };
          },
          t,
          onClose,
          setErrors,
        )
      }
      onClose={onClose}
      header={<p>{row.reason}</p>}
    >
      <Field label={t('shipping.approvals.decisionReason')} labelFor="decide-reason" error={errors.reason}>
        <TextArea
          id="decide-reason"
          fill
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
    </FormDialog>
  );
}

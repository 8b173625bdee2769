import '../orders.css';
import { useMemo, useState } from 'react';
import { Button, Dialog, DialogBody, Intent, Spinner } from '@blueprintjs/core';
import { EyeOpenIcon, TickIcon, CrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { toastSuccess } from '../../../components/ui/toaster';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useKeyword } from '../../../lib/use-keyword';
import { useCancelRequests } from '../api/get-orders';
import { useReviewCancel } from '../api/order-commands';
import { useOrder } from '../api/get-order';
import { orderColumns } from './order-columns';
import { Facts } from './order-detail-screen';
import { OrderTimeline } from './order-timeline';
import { ReasonDialog } from './reason-dialog';

/**
 * /OperatorManage/Order: the cancel requests on the supervisor's salesmen's orders, oldest first,
 * live; each approved (the order is cancelled) or rejected with a reason.
 */
export function CancelReviewScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging('order-cancel-review');
  const search = useKeyword(paging.firstPage);
  const list = useCancelRequests({ keyword: search.keyword, page: paging.page, size: paging.size });
  const review = useReviewCancel();
  const [deciding, setDeciding] = useState<{ row: OrderRow; decision: 'approve' | 'reject' } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const open = (id: string) => setViewing(id);
  const columns = useMemo(() => {
    const extra: TableColumn<OrderRow>[] = [
      {
        key: 'reason',
        title: t('orders.columns.cancelReason'),
        render: (row) => row.cancelReason ?? '',
        export: { field: 'cancelReason' },
      },
      {
        key: 'requested',
        title: t('orders.columns.requestedAt'),
        render: (row) => (row.cancelRequestedAt ? formatDateTime(row.cancelRequestedAt, locale) : ''),
        width: 150,
        export: { field: 'cancelRequestedAt', kind: 'datetime' },
      },
    ];
    return orderColumns(t, locale, open, extra);
  }, [t, locale]);

  return (
    <Page title={t('orders.titles.review')}>
      <PagedTable
        phoneCards
        label={t('orders.review.label')}
        columns={columns}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        toolbar={<KeywordInput label={t('orders.list.search')} search={search} />}
        exportList={{
          path: 'operator-manage/order',
          params: { keyword: search.keyword },
          fileName: t('orders.titles.review'),
        }}
        actions={(row) => (
          <>
            <Button
              size="small"
              variant="minimal"
              icon={<EyeOpenIcon />}
              aria-label={t('orders.actions.view', { number: row.number })}
              title={t('orders.actions.view', { number: row.number })}
              onClick={() => open(row.id)}
            />
            {/* The decisions the server offers this reader (never on a cancel they asked for). */}
            {row.actions.includes('approveCancel') && (
              <Button
                size="small"
                intent={Intent.SUCCESS}
                icon={<TickIcon />}
                text={t('orders.actions.approve')}
                onClick={() => setDeciding({ row, decision: 'approve' })}
              />
            )}
            {row.actions.includes('rejectCancel') && (
              <Button
                size="small"
                intent={Intent.DANGER}
                icon={<CrossIcon />}
                text={t('orders.actions.reject')}
                onClick={() => setDeciding({ row, decision: 'reject' })}
              />
            )}
          </>
        )}
        empty={
          list.isError ? t('common.loadFailed', { message: list.error.message }) : t('orders.review.empty')
        }
      />
      {viewing && <OrderDialog id={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <ReasonDialog
          title={t('orders.dialogs.reviewTitle', { number: deciding.row.number })}
          hint={`${deciding.row.cancelReason ?? ''} — ${t('orders.dialogs.reviewReasonHint')}`}
          reasonRequired={deciding.decision === 'reject'}
          intent={deciding.decision === 'approve' ? Intent.SUCCESS : Intent.DANGER}
          submitText={t(`orders.actions.${deciding.decision}`)}
          onSubmit={async ({ reason }) => {
            const answer = await review.mutateAsync({
              id: deciding.row.id,
              decision: deciding.decision,
              reason,
            });
            await toastSuccess(answer.msg || t('common.operationSuccessful'));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </Page>
  );
}

/** The order a cancel request is about, for the supervisor: its facts and its history. */
function OrderDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useOrder(id, '');
  const order = query.data;
  return (
    <Dialog
      isOpen
      title={order ? t('orders.titles.detail', { number: order.number }) : t('orders.titles.detailEmpty')}
      onClose={onClose}
      className="pf-order-dialog"
    >
      <DialogBody>
        {query.isLoading && <Spinner size={24} />}
        {query.isError && <p role="alert">{t('common.loadFailed', { message: query.error.message })}</p>}
        {order && (
          <>
            <Facts order={order} />
            <OrderTimeline order={order} />
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

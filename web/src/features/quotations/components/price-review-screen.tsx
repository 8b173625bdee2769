import '../quotations.css';
import { useCallback, useMemo, useState } from 'react';
import { Button, Intent, Tab, Tabs } from '@blueprintjs/core';
import { CrossIcon, EyeOpenIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  lossAgainstLoading,
  QUOTATION_STATUSES,
  type QuotationRange,
  type QuotationReviewRow,
  type QuotationStatus,
} from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import {
  type ColumnExport,
  PagedTable,
  usePaging,
  type TableColumn,
} from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRatioRange } from '../api/get-pricing-options';
import { useReviewQueue } from '../api/get-review-queue';
import type { ReviewDecision } from '../api/review-quotation';
import { formatMoney, formatRatio } from '../format';
import { quotationDetailPath } from '../paths';
import { DecisionDialog } from './decision-dialog';
import { quotationColumns } from './quotation-columns';

const REVIEW_TABS: readonly QuotationStatus[] = QUOTATION_STATUSES;

/**
 * /OperatorManage/Index: quotations whose adjustment ratio is outside the allowed range, for the
 * supervisor to approve or reject (a rejection needs a reason, which the salesman sees); the
 * decided ones under their own tabs (`?status=` opens one, as /Home's tiles do).
 */
export function PriceReviewScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const paging = usePaging('quotation-review');
  const [params] = useSearchParams();
  const [status, setStatus] = useState<QuotationStatus>(
    () => REVIEW_TABS.find((s) => s === params.get('status')) ?? 'pending',
  );
  const queue = useReviewQueue({ status, page: paging.page, size: paging.size });
  // Each row says which range its ratio was judged by; today's setting stands in for older answers.
  const settingsRange = useRatioRange();
  const rangeOf = useCallback(
    (row: QuotationReviewRow): QuotationRange | undefined => row.range ?? settingsRange.data,
    [settingsRange.data],
  );
  const [deciding, setDeciding] = useState<{ row: QuotationReviewRow; decision: ReviewDecision } | null>(
    null,
  );

  // The supervisor's order (issue 6): who asks, for whom, which quotation, the calculated price,
  // the requested ratio against the allowed range, and what the customer would pay; then the
  // loading (break-even) price and the final price's ratio to it, in red below it (issue 13).
  const columns = useMemo<TableColumn<QuotationReviewRow>[]>(() => {
    const shared = new Map(quotationColumns(t, locale).map((c) => [c.key, c]));
    const take = (key: string) => shared.get(key)!;
    const column = (
      key: string,
      title: string,
      render: TableColumn<QuotationReviewRow>['render'],
      width?: number,
      exported?: ColumnExport,
    ): TableColumn<QuotationReviewRow> => ({
      key,
      title,
      render,
      ...(width ? { width } : {}),
      ...(exported ? { export: exported } : {}),
    });
    return [
      column('salesman', t('quotations.columns.salesman'), (row) => row.ownerName ?? '—', 110, {
        field: 'ownerName',
      }),
      take('customer'),
      take('number'),
      column(
        'calculated',
        t('quotations.columns.calculated'),
        (row) => <span className="pf-num">{formatMoney(row.price, row.currency)}</span>,
        110,
        { field: 'price', kind: 'money' },
      ),
      take('ratio'),
      column(
        'allowed',
        t('quotations.columns.allowed'),
        (row) => {
          const range = rangeOf(row);
          return range ? `${range.minRatio}%–${range.maxRatio}%` : '—';
        },
        100,
      ),
      take('final'),
      column(
        'loading',
        t('quotations.columns.loading'),
        (row) => <span className="pf-num">{formatMoney(row.price_loading, row.currency)}</span>,
        110,
        { field: 'price_loading', kind: 'money' },
      ),
      column(
        'ofLoading',
        t('quotations.columns.ofLoading'),
        (row) => {
          const loss = lossAgainstLoading(row.price_end, row.price_loading, row.decimals);
          return (
            <span
              className={loss ? 'pf-num pf-loss' : 'pf-num'}
              title={
                loss
                  ? t('quotations.review.belowLoading', {
                      loss: formatMoney(loss.loss, row.currency),
                      percent: loss.percent,
                    })
                  : undefined
              }
            >
              {formatRatio(row.ratioOfLoading, 2)}
            </span>
          );
        },
        100,
        { field: 'ratioOfLoading', kind: 'number' },
      ),
      column(
        'sent',
        t('quotations.columns.sent'),
        (row) => formatDateTime(row.submittedAt ?? row.createdAt, locale),
        140,
        { field: 'submittedAt', kind: 'datetime' },
      ),
      ...(status === 'pending'
        ? []
        : [
            column('reason', t('quotations.review.reason'), (row) => row.lastReason || '—', undefined, {
              field: 'lastReason',
            }),
          ]),
    ];
  }, [t, locale, rangeOf, status]);

  const actions = (row: QuotationReviewRow) => (
    <span className="pf-actions">
      <Button
        size="small"
        variant="minimal"
        icon={<EyeOpenIcon />}
        aria-label={t('quotations.actions.view', { number: row.number })}
        title={t('quotations.actions.view', { number: row.number })}
        onClick={() => navigate(quotationDetailPath(row.id))}
      />
      {row.actions.includes('approve') && (
        <>
          <Button
            size="small"
            intent={Intent.SUCCESS}
            icon={<TickIcon />}
            text={t('quotations.buttons.approve')}
            aria-label={t('quotations.actions.approve', { number: row.number })}
            onClick={() => setDeciding({ row, decision: 'approve' })}
          />
          <Button
            size="small"
            intent={Intent.DANGER}
            icon={<CrossIcon />}
            text={t('quotations.buttons.reject')}
            aria-label={t('quotations.actions.reject', { number: row.number })}
            onClick={() => setDeciding({ row, decision: 'reject' })}
          />
        </>
      )}
    </span>
  );

  return (
    <Page title={t('quotations.titles.review')}>
      <Tabs
        id="review-status"
        selectedTabId={status}
        onChange={(id) => {
          setStatus(id as QuotationStatus);
          paging.firstPage();
        }}
      >
        {REVIEW_TABS.map((s) => (
          <Tab key={s} id={s} title={t(`quotations.status.${s}`)} />
        ))}
      </Tabs>
      <PagedTable<QuotationReviewRow>
        label={t('quotations.review.label')}
        columns={columns}
        rows={queue.data?.rows}
        pageInfo={queue.data?.pageInfo}
        loading={queue.isFetching && (queue.isPlaceholderData || queue.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={actions}
        actionsWidth={status === 'pending' ? 200 : 50}
        empty={
          queue.isError
            ? t('common.loadFailed', { message: queue.error.message })
            : t('quotations.review.empty')
        }
        exportList={{
          path: 'quotation-review',
          params: { status },
          fileName: `${t('quotations.titles.review')} ${t(`quotations.status.${status}`)}`,
        }}
      />
      {deciding && (
        <DecisionDialog
          row={deciding.row}
          decision={deciding.decision}
          range={rangeOf(deciding.row)}
          onClose={() => setDeciding(null)}
        />
      )}
    </Page>
  );
}

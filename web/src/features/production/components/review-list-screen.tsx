import './machine-console.css';
import { useMemo, useState } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { EyeOpenIcon, EndorsedIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type Locale, PRINTING_TYPES, type ProductionJobRow, type ReviewStatus } from '@packflow/contracts';
import { ChoiceFilter, KeywordInput } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useKeyword } from '../../../lib/use-keyword';
import { useReviewList } from '../api/review';
import { ReviewDialog } from './review-dialog';

/** The order log's paths (ProductManage) and the review status each lists. */
export const REVIEW_PATHS: Readonly<Record<ReviewStatus, string>> = {
  pending: '/OrderLog/Wait',
  confirmed: '/OrderLog/Confirm',
  rejected: '/OrderLog/Reject',
};

const statusOfPath = (path: string): ReviewStatus =>
  (Object.entries(REVIEW_PATHS) as [ReviewStatus, string][]).find(([, p]) => p === path)?.[0] ?? 'pending';

/** "Stand-up pouch" or "Roll film". */
export const productOf = (row: Pick<ProductionJobRow, 'make' | 'bagType'>, t: TFunction): string =>
  row.make === 'coiled' || !row.bagType
    ? t(`production.makes.${row.make}`)
    : t(`production.bagTypes.${row.bagType}`);

/** "10,000 pcs". */
export const quantityOf = (
  row: Pick<ProductionJobRow, 'quantity' | 'unit'>,
  t: TFunction,
  locale: Locale,
): string =>
  `${row.quantity.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')} ${t(`production.unitSuffix.${row.unit as 'piece'}`)}`;

const ARTWORK_INTENT = {
  none: Intent.NONE,
  not_confirmed: Intent.WARNING,
  confirmed: Intent.SUCCESS,
  rejected: Intent.DANGER,
} as const;

/**
 * /OrderLog/Wait, /Confirm, /Reject: signed orders by their production review, each opening the
 * review dialog (to review when the server offers it, else to read).
 */
export function ReviewListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const status = statusOfPath(useLocation().pathname);
  const paging = usePaging(`production-review-${status}`);
  const search = useKeyword(paging.firstPage);
  const [printingType, setPrintingType] = useState<(typeof PRINTING_TYPES)[number] | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useReviewList({
    status,
    keyword: search.keyword,
    printingType,
    page: paging.page,
    size: paging.size,
  });

  const columns = useMemo((): TableColumn<ProductionJobRow>[] => {
    const base: TableColumn<ProductionJobRow>[] = [
      {
        key: 'number',
        title: t('production.review.columns.number'),
        render: (row) => (
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              setOpen(row.orderId);
            }}
          >
            {row.number}
          </a>
        ),
        width: 200,
      },
      { key: 'customer', title: t('production.review.columns.customer'), render: (row) => row.customerName },
      {
        key: 'product',
        title: t('production.review.columns.product'),
        render: (row) => `${productOf(row, t)} · ${t(`production.printingTypes.${row.printingType}`)}`,
      },
      {
        key: 'quantity',
        title: t('production.review.columns.quantity'),
        render: (row) => <span className="pf-prod-num">{quantityOf(row, t, locale)}</span>,
      },
      {
        key: 'artwork',
        title: t('production.review.columns.artwork'),
        render: (row) => (
          <Tag minimal intent={ARTWORK_INTENT[row.artworkStatus]}>
            {t(`production.artwork.${row.artworkStatus}`)}
          </Tag>
        ),
        width: 110,
      },
      {
        key: 'signed',
        title: t('production.review.columns.signed'),
        render: (row) => formatDateTime(row.signedAt, locale),
        width: 150,
      },
    ];
    if (status !== 'pending')
      base.push({
        key: 'reviewed',
        title: t('production.review.columns.reviewed'),
        render: (row) => (row.reviewedAt ? formatDateTime(row.reviewedAt, locale) : '—'),
        width: 150,
      });
    if (status === 'rejected')
      base.push({
        key: 'reason',
        title: t('production.review.columns.reason'),
        render: (row) => row.rejectReason ?? '—',
      });
    return base;
  }, [t, locale, status]);

  return (
    <Page title={t(`production.review.titles.${status}`)}>
      <div className="pf-prod-touch">
        <PagedTable
          phoneCards
          label={t('production.review.label')}
          columns={columns}
          rows={list.data?.rows}
          pageInfo={list.data?.pageInfo}
          loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
          onPage={paging.onPage}
          rowKey={(row) => row.orderId}
          actions={(row) =>
            row.actions.includes('review') ? (
              <Button
                intent={Intent.PRIMARY}
                icon={<EndorsedIcon />}
                text={t('production.review.action')}
                aria-label={t('production.review.open', { number: row.number })}
                title={t('production.review.open', { number: row.number })}
                onClick={() => setOpen(row.orderId)}
              />
            ) : (
              <Button
                variant="minimal"
                icon={<EyeOpenIcon />}
                aria-label={t('production.review.view', { number: row.number })}
                title={t('production.review.view', { number: row.number })}
                onClick={() => setOpen(row.orderId)}
              />
            )
          }
          empty={
            list.isError
              ? t('common.loadFailed', { message: list.error.message })
              : t('production.review.empty')
          }
          toolbar={
            <>
              <KeywordInput label={t('production.review.search')} search={search} />
              <ChoiceFilter
                label={t('production.review.printingFilter')}
                allLabel={t('production.review.allPrinting')}
                value={printingType}
                choices={PRINTING_TYPES.map((value) => ({
                  value,
                  label: t(`production.printingTypes.${value}`),
                }))}
                onChange={(value) => {
                  setPrintingType(value);
                  paging.firstPage();
                }}
              />
            </>
          }
        />
      </div>
      {open !== null && <ReviewDialog orderId={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

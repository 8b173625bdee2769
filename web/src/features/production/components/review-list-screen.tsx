import './machine-console.css';
import { useMemo, useState } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { EyeOpenIcon, EndorsedIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PRINTING_TYPES, type ProductionJobRow, type ReviewStatus } from '@packflow/contracts';
import { ChoiceFilter, KeywordInput } from '../../../components/ui/list-filters';
import { type TableColumn, labelsOf, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useKeyword } from '../../../lib/use-keyword';
import { useReviewList } from '../api/review';
import { JobListPage, jobColumns } from './production-job-list';
import { ReviewDialog } from './review-dialog';

/** Kept for the lists that still import them from here. */

/** The order log's paths (ProductManage) and the review status each lists. */
export const REVIEW_PATHS: Readonly<Record<ReviewStatus, string>> = {
  pending: '/OrderLog/Wait',
  confirmed: '/OrderLog/Confirm',
  rejected: '/OrderLog/Reject',
};

const statusOfPath = (path: string): ReviewStatus =>
  (Object.entries(REVIEW_PATHS) as [ReviewStatus, string][]).find(([, p]) => p === path)?.[0] ?? 'pending';

const ARTWORK_STATUSES = ['none', 'not_confirmed', 'confirmed', 'rejected'] as const;

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
      ...jobColumns('review', t, locale, setOpen),
      {
        key: 'artwork',
        title: t('production.review.columns.artwork'),
        render: (row) => (
          <Tag minimal intent={ARTWORK_INTENT[row.artworkStatus]}>
            {t(`production.artwork.${row.artworkStatus}`)}
          </Tag>
        ),
        width: 110,
        export: {
          field: 'artworkStatus',
          labels: labelsOf(ARTWORK_STATUSES, (a) => t(`production.artwork.${a}`)),
        },
      },
      {
        key: 'signed',
        title: t('production.review.columns.signed'),
        render: (row) => formatDateTime(row.signedAt, locale),
        width: 150,
        export: { field: 'signedAt', kind: 'datetime' },
      },
    ];
    if (status !== 'pending')
      base.push({
        key: 'reviewed',
        title: t('production.review.columns.reviewed'),
        render: (row) => (row.reviewedAt ? formatDateTime(row.reviewedAt, locale) : '—'),
        width: 150,
        export: { field: 'reviewedAt', kind: 'datetime' },
      });
    if (status === 'rejected')
      base.push({
        key: 'reason',
        title: t('production.review.columns.reason'),
        render: (row) => row.rejectReason ?? '—',
        export: { field: 'rejectReason' },
      });
    return base;
  }, [t, locale, status]);

  return (
    <JobListPage
      title={t(`production.review.titles.${status}`)}
      label={t('production.review.label')}
      query={list}
      onPage={paging.onPage}
      columns={columns}
      empty={t('production.review.empty')}
      exportList={{
        path: 'production/review',
        params: { status, keyword: search.keyword, printingType },
        fileName: t(`production.review.titles.${status}`),
      }}
      dialog={open !== null && <ReviewDialog orderId={open} onClose={() => setOpen(null)} />}
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
  );
}

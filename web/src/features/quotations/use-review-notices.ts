import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  QUOTATION_READ_MODELS,
  type QuotationRow,
  type QuotationStatus,
  quotesAsRole,
} from '@packflow/contracts';
import { toastError, toastSuccess } from '../../components/ui/toaster';
import { useSession } from '../../lib/session';
import { getQuotation } from './api/get-quotation';
import { getQuotations } from './api/get-quotations';

/** The newest of one's own quotations this many at most are watched for a supervisor's decision. */
const WATCHED = 100;

// Statuses last seen, by quotation id, for whoever is signed in: shared by every screen that
// watches, so one decision gives one notice, also when seen first on another screen.
let seenFor: string | undefined;
const seen = new Map<string, QuotationStatus>();

/**
 * Compares the statuses of refetched rows with the ones seen before: a quotation of the signed-in
 * person that left review (approved or rejected by a supervisor) gives a notice, a rejection with
 * its reason (read from the detail's review history).
 */
export function noticeDecisions(
  rows: readonly QuotationRow[],
  me: string,
  notify: (row: QuotationRow) => void,
): void {
  if (seenFor !== me) {
    seen.clear();
    seenFor = me;
  }
  for (const row of rows) {
    if (row.ownerId !== me) continue;
    const before = seen.get(row.id);
    seen.set(row.id, row.status);
    if (before === 'pending' && row.status !== 'pending') notify(row);
  }
}

/**
 * Live notices of review decisions for salesmen and traders (spec: "the salesman is notified
 * live"). Lists refetch on 'quotations' changes; so does this watch of one's newest quotations,
 * and `rows` a screen shows are compared too.
 */
export function useReviewNotices(rows?: readonly QuotationRow[]): void {
  const { t } = useTranslation();
  const session = useSession();
  const me = session?.user.id;
  const quoting = quotesAsRole(session?.user.role);
  const watch = useQuery({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'watch'],
    queryFn: ({ signal }) =>
      getQuotations(
        {
          status: '',
          quotation_type: '',
          make: '',
          customerId: '',
          keyword: '',
          from: '',
          to: '',
          page: 1,
          size: WATCHED,
        },
        signal,
      ),
    enabled: quoting,
  });

  useEffect(() => {
    if (!quoting || me === undefined) return;
    const notify = (row: QuotationRow) => {
      if (row.status === 'approved') {
        void toastSuccess(t('quotations.notices.approved', { number: row.number }));
        return;
      }
      void getQuotation(row.id)
        .then((detail) => detail.review.filter((step) => step.action === 'rejected').at(-1)?.reason ?? '')
        .catch(() => '')
        .then((reason) =>
          toastError(
            reason
              ? t('quotations.notices.rejected', { number: row.number, reason })
              : t('quotations.notices.rejectedNoReason', { number: row.number }),
          ),
        );
    };
    for (const list of [watch.data?.rows, rows]) if (list) noticeDecisions(list, me, notify);
  }, [quoting, me, watch.data, rows, t]);
}

import type { JobPhase, ProductionJobRow, ReviewStatus, StageKind } from '@packflow/contracts';
import { productionPolicies } from '@packflow/domain';
import { sql } from 'kysely';
import type { Paging } from '../../http/paging';
import { type KeywordHits, keywordHits, keywordOrders } from '../../orders/orders.queries';
import { type Db, type FactoryReader, countOf, isoOf, orderOfRow, rm } from './read-rows';

/** The order log and the scheduling lists (production_jobs), and the sellers' progress. */

export interface JobFilter {
  reviewStatus?: ReviewStatus;
  phases?: readonly JobPhase[];
  keyword?: string;
  printingType?: string;
}

type JobRaw = Awaited<ReturnType<ReturnType<typeof jobsQuery>['executeTakeFirstOrThrow']>>;

/** The jobs of the filter; a keyword names its orders the orders' way (`hits`, looked up first). */
function jobsQuery(db: Db, filter: JobFilter, hits?: KeywordHits) {
  let q = rm(db).selectFrom('production_jobs as j').selectAll('j');
  if (filter.reviewStatus)
    q = q.where('j.review_status', '=', filter.reviewStatus).where('j.phase', '!=', 'closed');
  if (filter.phases?.length) q = q.where('j.phase', 'in', [...filter.phases]);
  if (filter.printingType) q = q.where('j.printing_type', '=', filter.printingType);
  if (filter.keyword && hits) q = q.where(keywordOrders('j.order_id', filter.keyword, hits));
  return q;
}

/** The count of a list without a keyword, from production_job_counts: no job row is read. */
async function keptCount(db: Db, filter: JobFilter): Promise<number> {
  let q = rm(db).selectFrom('production_job_counts as c');
  if (filter.reviewStatus)
    q = q.where('c.review_status', '=', filter.reviewStatus).where('c.phase', '!=', 'closed');
  if (filter.phases?.length) q = q.where('c.phase', 'in', [...filter.phases]);
  if (filter.printingType) q = q.where('c.printing_type', '=', filter.printingType);
  const found = await q.select(sql<string>`coalesce(sum(c.n), 0)::text`.as('n')).executeTakeFirstOrThrow();
  return Number(found.n);
}

function toJobRow(r: JobRaw, reader: FactoryReader): ProductionJobRow {
  return {
    ...orderOfRow(r),
    phase: r.phase as JobPhase,
    reviewStatus: r.review_status as ReviewStatus,
    artworkStatus: r.artwork_status as ProductionJobRow['artworkStatus'],
    rejectReason: r.reject_reason,
    currentStage: r.current_stage,
    currentKind: r.current_kind as StageKind | null,
    stagesDone: r.stages_done,
    stageCount: r.stage_count,
    progress: Number(r.progress),
    unscheduled: r.unscheduled,
    signedAt: isoOf(r.signed_at)!,
    reviewedAt: isoOf(r.reviewed_at),
    actions: productionPolicies.productionActions(productionPolicies.jobStandingOfRow(r), reader),
    revision: r.stream_revision,
  };
}

/** The order log (by review status) and the scheduling lists (by phase): oldest signed first, the decided ones newest first. */
export async function listJobs(
  db: Db,
  reader: FactoryReader,
  filter: JobFilter,
  page: Paging,
): Promise<{ rows: ProductionJobRow[]; count: number }> {
  const hits = filter.keyword ? await keywordHits(db, filter.keyword) : undefined;
  const decided = filter.reviewStatus && filter.reviewStatus !== 'pending';
  const ordered = <Q extends ReturnType<typeof jobsQuery>>(q: Q) =>
    decided
      ? q.orderBy('j.reviewed_at', 'desc').orderBy('j.order_id', 'desc')
      : q.orderBy('j.signed_at', 'asc').orderBy('j.order_id', 'asc');
  if (hits) {
    // A keyword's matches are few and found whole: sorted and counted by their ids (an index
    // alone), then only the page's rows read.
    const keys = await ordered(jobsQuery(db, filter, hits))
      .clearSelect()
      .select(['j.order_id', sql<string>`count(*) over ()::text`.as('matches')])
      .limit(page.size)
      .offset(page.offset)
      .execute();
    const ids = keys.map((k) => k.order_id);
    const byId = new Map(
      (ids.length
        ? await rm(db)
            .selectFrom('production_jobs as j')
            .selectAll('j')
            .where('j.order_id', 'in', ids)
            .execute()
        : []
      ).map((r) => [r.order_id, r]),
    );
    const found = ids.flatMap((id) => byId.get(id) ?? []);
    const count = await countOf(found.length, page, async () =>
      keys[0]
        ? { n: keys[0].matches }
        : jobsQuery(db, filter, hits)
            .clearSelect()
            .select(sql<string>`count(*)::text`.as('n'))
            .executeTakeFirstOrThrow(),
    );
    return { rows: found.map((r) => toJobRow(r, reader)), count };
  }
  const [found, kept] = await Promise.all([
    ordered(jobsQuery(db, filter)).limit(page.size).offset(page.offset).execute(),
    keptCount(db, filter),
  ]);
  const count = await countOf(found.length, page, async () => ({ n: String(kept) }));
  return { rows: found.map((r) => toJobRow(r, reader)), count };
}

/** The current stage and progress of these orders' production jobs (the /Order/Product list). */
export async function progressOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { stage: StageKind | null; progress: number }>> {
  if (!orderIds.length) return new Map();
  const found = await rm(db)
    .selectFrom('production_jobs')
    .select(['order_id', 'current_kind', 'progress'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(
    found.map((r) => [
      r.order_id,
      { stage: r.current_kind as StageKind | null, progress: Number(r.progress) },
    ]),
  );
}

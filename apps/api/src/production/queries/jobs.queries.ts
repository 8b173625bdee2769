import type { JobPhase, ProductionJobRow, ReviewStatus, StageKind } from '@packflow/contracts';
import { productionPolicies } from '@packflow/domain';
import { sql } from 'kysely';
import type { Paging } from '../../http/paging';
import { type Db, type FactoryReader, countOf, escaped, isoOf, orderOfRow, rm } from './read-rows';

/** The order log and the scheduling lists (production_jobs), and the sellers' progress. */

export interface JobFilter {
  reviewStatus?: ReviewStatus;
  phases?: readonly JobPhase[];
  keyword?: string;
  printingType?: string;
}

type JobRaw = Awaited<ReturnType<ReturnType<typeof jobsQuery>['executeTakeFirstOrThrow']>>;

function jobsQuery(db: Db, filter: JobFilter) {
  let q = rm(db).selectFrom('production_jobs as j').selectAll('j');
  if (filter.reviewStatus)
    q = q.where('j.review_status', '=', filter.reviewStatus).where('j.phase', '!=', 'closed');
  if (filter.phases?.length) q = q.where('j.phase', 'in', [...filter.phases]);
  if (filter.printingType) q = q.where('j.printing_type', '=', filter.printingType);
  if (filter.keyword) q = q.where('j.search', 'like', `%${escaped(filter.keyword.toLowerCase())}%`);
  return q;
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
  const q = jobsQuery(db, filter);
  const decided = filter.reviewStatus && filter.reviewStatus !== 'pending';
  const ordered = decided
    ? q.orderBy('j.reviewed_at', 'desc').orderBy('j.order_id', 'desc')
    : q.orderBy('j.signed_at', 'asc').orderBy('j.order_id', 'asc');
  const found = await ordered.limit(page.size).offset(page.offset).execute();
  const count = await countOf(found.length, page, () =>
    jobsQuery(db, filter)
      .clearSelect()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  );
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

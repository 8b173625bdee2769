import { Inject, Injectable } from '@nestjs/common';
import { QUOTATION_HOME_TILES, type HomeTileValue } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { sql } from 'kysely';
import {
  countValue,
  type HomeDay,
  type HomeReader,
  type HomeTileSource,
  HomeTiles,
  onDay,
  waitingValue,
} from '../home/home-tiles';
import { INFRA } from '../tokens';
import { quotationScope } from './quotation.queries';

const T = QUOTATION_HOME_TILES;

/**
 * The quotations' tiles on /Home, counted within the reader's quotation scope (the policy's:
 * a salesman's or trader's own, a supervisor's salesmen's): the review queue, one's own
 * quotations waiting or rejected, and today's quotations, submissions and approvals.
 */
@Injectable()
@HomeTiles()
export class QuotationsHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(reader: HomeReader, _wanted: unknown, day: HomeDay): Promise<Record<string, HomeTileValue>> {
    const scope = quotationScope({ id: reader.accountId, role: reader.role, areacode: reader.areacode });
    // One pass over the reader's quotations for every count (a filtered count each).
    const counts = await this.infra.db
      .withSchema('rm')
      .selectFrom('quotations as q')
      .where(scope)
      .select([
        sql<string>`count(*) filter (where q.status = 'pending' and q.submitted_at is not null and q.superseded_by is null)::text`.as(
          'pending',
        ),
        sql<string>`count(*) filter (where q.status = 'rejected' and q.superseded_by is null)::text`.as(
          'rejected',
        ),
        sql<string>`count(*) filter (where ${onDay(day, 'q.created_at')})::text`.as('generated'),
        sql<string>`count(*) filter (where exists (select 1 from rm.quotation_reviews r
          where r.quotation_id = q.id and r.action in ('submitted', 'resubmitted') and ${onDay(day, 'r.at')}))::text`.as(
          'submitted',
        ),
        sql<string>`count(*) filter (where exists (select 1 from rm.quotation_reviews r
          where r.quotation_id = q.id and r.action = 'approved' and ${onDay(day, 'r.at')}))::text`.as(
          'approved',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      [T.reviewQueue.id]: waitingValue(counts.pending, { query: {} }),
      [T.minePending.id]: waitingValue(counts.pending, { query: { status: 'pending' } }),
      [T.mineRejected.id]: waitingValue(counts.rejected, { query: { status: 'rejected' } }),
      [T.generatedToday.id]: countValue(counts.generated, { query: { from: day.date, to: day.date } }),
      [T.approvedToday.id]: countValue(counts.approved, { query: { status: 'approved' } }),
      [T.submittedToday.id]: countValue(counts.submitted),
      [T.reviewedApprovedToday.id]: countValue(counts.approved, { query: { status: 'approved' } }),
    };
  }
}

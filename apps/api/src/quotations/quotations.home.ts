import { Inject, Injectable } from '@nestjs/common';
import { QUOTATION_HOME_TILES, type HomeTileDefinition, type HomeTileValue } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { type SqlBool, type Expression, sql } from 'kysely';
import { type HomeDay, type HomeReader, type HomeTileSource, HomeTiles } from '../home/home-tiles';
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

  async values(
    reader: HomeReader,
    wanted: readonly HomeTileDefinition[],
    day: HomeDay,
  ): Promise<Record<string, HomeTileValue>> {
    const scope = quotationScope({ id: reader.accountId, role: reader.role, areacode: reader.areacode });
    const today = (column: string): Expression<SqlBool> =>
      sql<SqlBool>`${sql.ref(column)} >= ${day.start} and ${sql.ref(column)} < ${day.end}`;
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
        sql<string>`count(*) filter (where ${today('q.created_at')})::text`.as('generated'),
        sql<string>`count(*) filter (where exists (select 1 from rm.quotation_reviews r
          where r.quotation_id = q.id and r.action in ('submitted', 'resubmitted') and ${today('r.at')}))::text`.as(
          'submitted',
        ),
        sql<string>`count(*) filter (where exists (select 1 from rm.quotation_reviews r
          where r.quotation_id = q.id and r.action = 'approved' and ${today('r.at')}))::text`.as('approved'),
      ])
      .executeTakeFirstOrThrow();
    const n = (text: string) => String(Number(text));
    const waiting = (count: string, query: Record<string, string>): HomeTileValue => ({
      value: n(count),
      alert: Number(count) > 0,
      query,
    });
    const all: Record<string, HomeTileValue> = {
      [T.reviewQueue.id]: waiting(counts.pending, {}),
      [T.minePending.id]: waiting(counts.pending, { status: 'pending' }),
      [T.mineRejected.id]: waiting(counts.rejected, { status: 'rejected' }),
      [T.generatedToday.id]: { value: n(counts.generated), query: { from: day.date, to: day.date } },
      [T.approvedToday.id]: { value: n(counts.approved), query: { status: 'approved' } },
      [T.submittedToday.id]: { value: n(counts.submitted) },
      [T.reviewedApprovedToday.id]: { value: n(counts.approved), query: { status: 'approved' } },
    };
    return Object.fromEntries(wanted.map((tile) => [tile.id, all[tile.id]!]));
  }
}

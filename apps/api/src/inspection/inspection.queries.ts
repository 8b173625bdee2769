import type { LotListStatus, LotStatus, StageKind, TemplateKind } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../auth/access';
import type { Paging } from '../http/paging';
import type { LotSource } from './inspection-views';
import { ownerScopeOf } from './order-reach';

/**
 * The lot lists (inspection_lots): waiting (/OrderQuality/Wait, oldest arrived first), inspected
 * (/Finished, newest first), failed (/OrderQuality/Failed: every failed lot, those waiting for a
 * decision before the decided ones, newest inspected first; the actions say which wait) and
 * concessions waiting for OperatorManage (oldest asked first). A seller sees only the lots of the
 * orders he reaches.
 */

type Db = Kysely<Database>;
const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function lotsQuery(db: Db, auth: AuthContext, status: LotListStatus, keyword?: string) {
  let q = db.withSchema('rm').selectFrom('inspection_lots as l').where(ownerScopeOf(auth, 'l.owner_id'));
  if (status === 'waiting') q = q.where('l.status', '=', 'waiting').where('l.order_closed', '=', false);
  else if (status === 'inspected') q = q.where('l.inspected_at', 'is not', null);
  else if (status === 'failed') q = q.where('l.result', '=', 'failed');
  else q = q.where('l.status', '=', 'concessionPending');
  if (keyword) q = q.where('l.search', 'like', `%${escaped(keyword.toLowerCase())}%`);
  return q;
}

export async function listLots(
  db: Db,
  auth: AuthContext,
  status: LotListStatus,
  keyword: string | undefined,
  page: Paging,
): Promise<{ rows: LotSource[]; count: number }> {
  let q = lotsQuery(db, auth, status, keyword).selectAll('l');
  q =
    status === 'waiting'
      ? q.orderBy('l.arrived_at', 'asc').orderBy('l.id', 'asc')
      : status === 'concessionPending'
        ? q.orderBy('l.decided_at', 'asc').orderBy('l.id', 'asc')
        : status === 'failed'
          ? // Those waiting for ProductManage's decision first, then the decided ones.
            q
              .orderBy(sql`(l.status in ('failed', 'concessionRejected')) desc`)
              .orderBy('l.inspected_at', 'desc')
              .orderBy('l.id', 'desc')
          : q.orderBy('l.inspected_at', 'desc').orderBy('l.id', 'desc');
  const [found, counted] = await Promise.all([
    q.limit(page.size).offset(page.offset).execute(),
    lotsQuery(db, auth, status, keyword)
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: found.map((r) => {
      const disposition = json<(LotSource['disposition'] & { decision: LotSource['decision'] }) | null>(
        r.disposition,
      );
      return {
        id: r.id,
        n: r.n,
        orderId: r.order_id,
        number: r.number,
        customerName: r.customer_name,
        ownerId: r.owner_id,
        templateKind: r.template_kind as TemplateKind,
        orderUnit: r.order_unit,
        quantity: r.quantity,
        unit: r.unit as 'meter' | 'piece',
        source: r.source as 'production' | 'rework',
        status: r.status as LotStatus,
        arrivedAt: iso(r.arrived_at)!,
        inspection: json<LotSource['inspection']>(r.inspection),
        disposition: disposition ? (({ decision: _d, ...d }) => d)(disposition) : null,
        decision: disposition?.decision ?? null,
        sizes: json<Record<string, number>>(r.sizes),
        stages: json<StageKind[]>(r.stages),
        closed: r.order_closed,
      };
    }),
    count: Number(counted.n),
  };
}

/** Lots waiting for inspection (QualityTesting's /Home tile). */
export async function waitingLots(db: Db): Promise<number> {
  const found = await db
    .withSchema('rm')
    .selectFrom('inspection_lot_counts')
    .where('status', '=', 'waiting')
    .where('order_closed', '=', false)
    .select(sql<string>`coalesce(sum(n), 0)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

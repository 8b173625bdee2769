import type { ReworkRow } from '@packflow/contracts';
import { sql } from 'kysely';
import type { Paging } from '../../http/paging';
import { type Db, escaped, isoOf, rm } from './read-rows';

/** The rework items (production_reworks): open ones oldest first, finished ones newest first. */
export async function listReworks(
  db: Db,
  filter: { status: 'open' | 'finished'; keyword?: string },
  page: Paging,
  mayFinish: boolean,
): Promise<{ rows: Omit<ReworkRow, 'finishedByName'>[]; count: number }> {
  const filtered = () => {
    let q = rm(db).selectFrom('production_reworks as r').where('r.status', '=', filter.status);
    if (filter.keyword) q = q.where('r.search', 'like', `%${escaped(filter.keyword.toLowerCase())}%`);
    return q;
  };
  let q = filtered().selectAll('r');
  q =
    filter.status === 'open'
      ? q.orderBy('r.opened_at', 'asc').orderBy('r.rework_id', 'asc')
      : q.orderBy('r.finished_at', 'desc').orderBy('r.rework_id', 'desc');
  const [found, counted] = await Promise.all([
    q.limit(page.size).offset(page.offset).execute(),
    filtered()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: found.map((r) => ({
      reworkId: r.rework_id,
      orderId: r.order_id,
      lot: r.lot,
      orderNumber: r.number,
      customerName: r.customer_name,
      stage: r.stage as ReworkRow['stage'],
      quantity: r.quantity,
      unit: r.unit as ReworkRow['unit'],
      reason: r.reason,
      status: r.status as ReworkRow['status'],
      goodQuantity: r.good_quantity,
      waste: r.waste,
      note: r.note,
      finishedBy: r.finished_by,
      openedAt: isoOf(r.opened_at)!,
      finishedAt: isoOf(r.finished_at),
      actions: r.status === 'open' && mayFinish ? ['finish'] : [],
    })),
    count: Number(counted.n),
  };
}

import type { RankMeasure, RankRow } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';

/**
 * The rank (month-end.md, "Statistics and rank"): the salesmen's months of the commission ledger
 * (rm.commission_months) added up over whole months from..to, placed by the measure (largest
 * first, then by name). A month's sums only ever take lines of events of that month, so a past
 * period's rank never changes. Only salesmen (OperatorIndex accounts) are ranked, and only those
 * with a line in the period.
 */

type Db = Kysely<Database>;

const MEASURE_COLUMNS: Record<RankMeasure, string> = {
  signed: 'signed',
  collections: 'collections',
  commission: 'commission',
};

const money = (v: string): string => Number(v).toFixed(2);

/** Every ranked salesman's row (or only `only`'s), with how many are ranked. */
export async function rankOf(
  db: Db,
  period: { from: string; to: string; by: RankMeasure },
  only: string | null,
): Promise<{ rows: RankRow[]; total: number }> {
  const measure = sql.ref(`s.${MEASURE_COLUMNS[period.by]}`);
  const sums = db
    .withSchema('rm')
    .selectFrom('commission_months as m')
    .innerJoin('accounts as a', 'a.id', 'm.staff_id')
    .where('m.month', '>=', period.from)
    .where('m.month', '<=', period.to)
    .where(sql<boolean>`a.roles @> ARRAY['OperatorIndex']::text[]`)
    .groupBy(['m.staff_id', 'a.nickname', 'a.areacode'])
    .select([
      'm.staff_id',
      'a.nickname',
      'a.areacode',
      sql<string>`sum(m.signed)`.as('signed'),
      sql<string>`sum(m.collections)`.as('collections'),
      sql<string>`sum(m.earned)`.as('commission'),
    ]);
  const placed = db
    .selectFrom(sums.as('s'))
    .select([
      's.staff_id',
      's.nickname',
      's.areacode',
      sql<string>`s.signed::text`.as('signed'),
      sql<string>`s.collections::text`.as('collections'),
      sql<string>`s.commission::text`.as('commission'),
      sql<string>`(row_number() over (order by ${measure} desc, s.nickname asc, s.staff_id asc))::text`.as(
        'place',
      ),
      sql<string>`(count(*) over ())::text`.as('total'),
    ]);
  let q = db.selectFrom(placed.as('p')).selectAll('p');
  if (only !== null) q = q.where('p.staff_id', '=', only);
  const rows = await q.orderBy(sql`p.place::int`).execute();
  const total = rows.length
    ? Number(rows[0]!.total)
    : only === null
      ? 0
      : Number(
          (
            await db
              .selectFrom(placed.as('p'))
              .select(sql<string>`count(*)::text`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  return {
    total,
    rows: rows.map((r) => ({
      place: Number(r.place),
      staffId: r.staff_id,
      staffName: r.nickname,
      areacode: r.areacode as RankRow['areacode'],
      signed: money(r.signed),
      collections: money(r.collections),
      commission: money(r.commission),
    })),
  };
}

import type { BoardView } from '@packflow/contracts';
import { sql } from 'kysely';
import { listMachines } from './machines.queries';
import type { Db, FactoryReader } from './read-rows';
import { type StageFilter, cardsOf, onQueue, stageFiltered, stagesQuery } from './stages.queries';

/** The most cards a column shows (running and paused first, then by planned start); its total is told beside. */
export const BOARD_COLUMN_CARDS = 100;

export type BoardGroup = 'stage' | 'machine';

/** The column a card stands in: its stage kind, or its machine ('-' for none). */
const columnOf = (groupBy: BoardGroup) =>
  groupBy === 'machine' ? sql`coalesce(s.machine_id, '-')` : sql`s.kind`;

/** The board's stages: by stage, each open confirmed job's stage worked on now; by machine, every queued stage. */
function boardStages(db: Db, groupBy: BoardGroup, filter: StageFilter) {
  const q = stagesQuery(db).where('s.job_open', '=', true).where('s.confirmed', '=', true);
  const grouped =
    groupBy === 'machine'
      ? onQueue(q)
      : // The stage worked on now: the first not finished (stages finish in order, so its previous one is finished).
        q
          .where('s.state', '!=', 'finished')
          .where((eb) => eb.or([eb('s.prev_state', 'is', null), eb('s.prev_state', '=', 'finished')]));
  return stageFiltered(grouped, filter, 's.planned_start');
}

/**
 * The board's cards: by stage, each open confirmed job's stage worked on now (its first not
 * finished); by machine, every queued stage on a machine. With the machines and their states.
 * At most BOARD_COLUMN_CARDS per column (running and paused first, then by planned start), with
 * every column's total beside. Given `orderIds`, only those orders' cards (all of them, no totals):
 * what a live board patches in after a change of those orders; an order with no card answers none.
 */
export async function board(
  db: Db,
  reader: FactoryReader,
  groupBy: BoardGroup,
  filter: StageFilter,
  position: string,
  orderIds?: readonly string[],
): Promise<BoardView> {
  const column = columnOf(groupBy);
  const ordered = <Q extends ReturnType<typeof boardStages>>(q: Q) =>
    q
      .orderBy(sql`(s.state in ('running', 'paused')) desc`)
      .orderBy(sql`s.planned_start asc nulls last`)
      .orderBy('s.order_id')
      .orderBy('s.seq');
  if (orderIds !== undefined) {
    const found = orderIds.length
      ? await ordered(boardStages(db, groupBy, filter).where('s.order_id', 'in', [...orderIds])).execute()
      : [];
    const [cards, machines] = await Promise.all([cardsOf(db, reader, found), listMachines(db)]);
    return { cards, machines, position };
  }
  const totals = await boardStages(db, groupBy, filter)
    .clearSelect()
    .select([sql<string>`${column}`.as('col'), sql<string>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const columnTotals = Object.fromEntries(totals.map((t) => [t.col, Number(t.n)]));
  // Each column's first cards: running and paused first (being worked on), then by planned start.
  const found = (
    await Promise.all(
      Object.keys(columnTotals).map((key) =>
        ordered(boardStages(db, groupBy, filter).where(sql<boolean>`${column} = ${key}`))
          .limit(BOARD_COLUMN_CARDS)
          .execute(),
      ),
    )
  ).flat();
  const [cards, machines] = await Promise.all([cardsOf(db, reader, found), listMachines(db)]);
  return { cards, machines, position, columnTotals };
}

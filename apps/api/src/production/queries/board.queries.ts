import type { BoardView } from '@packflow/contracts';
import { sql } from 'kysely';
import { listMachines } from './machines.queries';
import type { Db, FactoryReader } from './read-rows';
import { type StageFilter, cardsOf, onQueue, stageFiltered, stagesQuery } from './stages.queries';

/**
 * The board's cards: by stage, each open confirmed job's stage worked on now (its first not
 * finished); by machine, every queued stage on a machine. With the machines and their states.
 */
export async function board(
  db: Db,
  reader: FactoryReader,
  groupBy: 'stage' | 'machine',
  filter: StageFilter,
  position: string,
): Promise<BoardView> {
  let q = stagesQuery(db).where('s.job_open', '=', true).where('s.confirmed', '=', true);
  q =
    groupBy === 'machine'
      ? onQueue(q)
      : // The stage worked on now: the first not finished (stages finish in order, so its previous one is finished).
        q
          .where('s.state', '!=', 'finished')
          .where((eb) => eb.or([eb('s.prev_state', 'is', null), eb('s.prev_state', '=', 'finished')]));
  q = stageFiltered(q, filter, 's.planned_start');
  const found = await q
    .orderBy(sql`s.planned_start asc nulls last`)
    .orderBy('s.order_id')
    .orderBy('s.seq')
    .limit(2000)
    .execute();
  const [cards, machines] = await Promise.all([cardsOf(db, reader, found), listMachines(db)]);
  return { cards, machines, position };
}

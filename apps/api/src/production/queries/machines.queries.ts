import {
  type MachineKind,
  type MachineQueueView,
  type MachineState,
  type MachineStateReason,
  type MachineView,
  type QueueEntry,
  jobKey,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { machine, productionSequence } from '@packflow/domain';
import { type Selectable, sql } from 'kysely';
import { type Db, type FactoryReader, isoOf, jsonList, rm } from './read-rows';
import { cardsOf, onQueue, stagesQuery } from './stages.queries';

/** The machines (their read model) and a machine's queue. */

type MachineRaw = Omit<Selectable<Database['machines']>, 'queue' | 'pinned' | 'position' | 'updated_at'> & {
  queued: string | number | null;
};

const toMachine = (r: MachineRaw): MachineView => ({
  id: r.id,
  name: r.name,
  kind: r.kind as MachineKind,
  colours: r.colours,
  maxWebWidthMm: r.max_web_width_mm,
  wasteTargetPercent: Number(r.waste_target),
  cureHours: r.cure_hours,
  state: r.state as MachineState,
  stateReason: r.state_reason as MachineStateReason,
  stateNote: r.state_note,
  stateSince: isoOf(r.state_since)!,
  queued: Number(r.queued ?? 0),
  revision: r.stream_revision,
});

/** The machines with their state and how many stages wait on each, by kind and name. */
export async function listMachines(db: Db, ids?: readonly string[]): Promise<MachineView[]> {
  let q = rm(db)
    .selectFrom('machines as m')
    .select([
      'm.id',
      'm.name',
      'm.kind',
      'm.colours',
      'm.max_web_width_mm',
      'm.waste_target',
      'm.cure_hours',
      'm.state',
      'm.state_reason',
      'm.state_note',
      'm.state_since',
      'm.stream_revision',
    ])
    .select(
      sql<string>`(select count(*) from rm.production_stages s where s.machine_id = m.id and s.job_open
        and s.state in ('scheduled', 'running', 'paused'))::text`.as('queued'),
    );
  if (ids) {
    if (!ids.length) return [];
    q = q.where('m.id', 'in', [...ids]);
  }
  const found = await q.orderBy('m.kind').orderBy('m.name').orderBy('m.id').execute();
  return found.map(toMachine);
}

/**
 * A machine's queue, ranked as the planner ordered it (then by planned start), each job with
 * what its changeover depends on; for a gravure press the suggested sequence of the jobs waiting,
 * after the one on the press now.
 */
export async function machineQueue(
  db: Db,
  reader: FactoryReader,
  id: string,
): Promise<MachineQueueView | null> {
  const [found] = await listMachines(db, [id]);
  if (!found) return null;
  const row = await rm(db)
    .selectFrom('machines')
    .select(['queue', 'pinned'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const order = jsonList(row.queue);
  const pinned = new Set(jsonList(row.pinned));
  const stages = await onQueue(stagesQuery(db)).where('s.machine_id', '=', id).execute();
  const cards = await cardsOf(db, reader, stages);
  const entries: QueueEntry[] = cards.map((card, i) => {
    const r = stages[i]!;
    return {
      ...card,
      pinned: pinned.has(jobKey(card.orderId, card.stage)),
      substrate: r.substrate,
      webWidthMm: r.web_width_mm,
      colours: jsonList(r.colours),
    };
  });
  const keyed = entries.map((e) => ({ ...e, key: jobKey(e.orderId, e.stage) }));
  const ranked = machine.rankQueue(keyed, order);
  const jobs = ranked.map(({ key: _key, ...e }) => e);
  let suggestion: MachineQueueView['suggestion'] = null;
  if (found.kind === 'gravurePress') {
    const asJob = (e: (typeof ranked)[number]) => ({
      key: e.key,
      substrate: e.substrate,
      webWidthMm: e.webWidthMm,
      colours: e.colours,
      plannedStart: e.plannedStart,
      pinned: e.pinned,
    });
    const onPress = ranked.find((e) => e.state === 'running' || e.state === 'paused') ?? null;
    suggestion = productionSequence.suggestSequence(
      ranked.filter((e) => e.state === 'scheduled').map(asJob),
      onPress ? asJob(onPress) : null,
    );
  }
  return { machine: found, jobs, suggestion };
}

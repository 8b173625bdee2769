import { PRODUCTION_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { machine, productionPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import type { Projector } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { createMachinesTable } from './production.table';
import { upsertRows } from './upsert';

type Row = Selectable<Database['machines']>;
type NewRow = Insertable<Database['machines']>;
/** A row being worked on: the queue and the pinned jobs as lists until the upsert. */
type Working = Omit<NewRow, 'queue' | 'pinned'> & { queue: string[]; pinned: string[] };

const idOf = (event: RecordedEvent): string => event.streamId.slice(machine.MACHINE_STREAM_PREFIX.length);

const working = (row: Row): Working => ({
  ...row,
  queue: row.queue as unknown as string[],
  pinned: row.pinned as unknown as string[],
  state_since: iso(row.state_since)!,
  updated_at: iso(row.updated_at)!,
});

const settingsOf = (s: machine.MachineSettings) => ({
  name: s.name,
  kind: s.kind,
  colours: s.colours,
  max_web_width_mm: s.maxWebWidthMm,
  waste_target: s.wasteTargetPercent,
  cure_hours: s.cureHours,
});

function apply(row: Working | undefined, e: machine.MachineEvent, at: string): Working | undefined {
  if (e.type === 'MachineDefined') {
    if (row) return row;
    return {
      id: e.data.machineId,
      ...settingsOf(e.data),
      // A new machine stands idle with no job (the aggregate's first state).
      state: 'idle',
      state_reason: 'noJob',
      state_note: '',
      state_since: e.data.at,
      queue: [],
      pinned: [],
      stream_revision: 0,
      position: '0',
      updated_at: at,
    };
  }
  if (!row) return undefined;
  switch (e.type) {
    case 'MachineChanged':
      return { ...row, ...settingsOf(e.data), updated_at: at };
    case 'MachineStateChanged':
      return {
        ...row,
        state: e.data.state,
        state_reason: e.data.reason,
        state_note: e.data.note,
        state_since: e.data.at,
        updated_at: at,
      };
    case 'MachineQueueOrdered':
      return { ...row, queue: e.data.jobs, pinned: e.data.pinned, updated_at: at };
  }
}

/**
 * The plant's machines (Admin's settings, the board's machine states, the queues' order), from
 * the machine events (stream `machine-<id>`). A state change touches only this row: the stage
 * rows name their machine and the API joins its state. Every change is heard by the factory and
 * Admin (the machines are no seller's business).
 */
export const machinesProjector: Projector = {
  name: PRODUCTION_READ_MODELS.machines,
  version: 1,
  eventTypes: machine.MACHINE_EVENT_TYPES,
  tables: ['machines'],
  createTables: createMachinesTable,

  async applyBatch(db, events) {
    const current = new Map<string, Working>();
    const ids = [...new Set(events.map(idOf))];
    for (const part of chunks(ids, 1000))
      for (const row of await db.selectFrom('machines').selectAll().where('id', 'in', part).execute())
        current.set(row.id, working(row));
    const changed = new Set<string>();
    for (const event of events) {
      const id = idOf(event);
      const e = { type: event.type, data: event.data } as machine.MachineEvent;
      const applied = apply(current.get(id), e, eventTime(event));
      if (!applied) continue;
      current.set(id, { ...applied, stream_revision: event.revision, position: event.position.toString() });
      changed.add(id);
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map((id) => {
      const w = current.get(id)!;
      return { ...w, queue: JSON.stringify(w.queue), pinned: JSON.stringify(w.pinned) } satisfies NewRow;
    });
    for (const part of chunks(rows, 200)) await upsertRows(db, 'machines', ['id'], part);
    return { ids: [...changed], audience: { roles: ['Admin', ...productionPolicies.FACTORY_ROLES] } };
  },
};

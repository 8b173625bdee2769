import {
  MACHINE_STATE_REASONS,
  type MachineKind,
  type MachineState,
  type MachineStateReason,
} from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { DEFAULT_CURE_HOURS, DEFAULT_WASTE_TARGET_PERCENT } from './ledger';

/**
 * A machine of the plant (factory.md, "Machines and scheduling"), one stream each: its settings
 * (Admin), its state with a coded reason (Product and ProductManage), and the order of its queue
 * as the planner dragged it, with the jobs pinned in place. Which stages are on it is the
 * production jobs' fact (StageScheduled); the queue order only ranks them.
 */

export const machineStream = (id: string): string => `machine-${id}`;
export const MACHINE_STREAM_PREFIX = 'machine-';

export interface MachineSettings {
  name: string;
  kind: MachineKind;
  colours: number | null;
  maxWebWidthMm: number | null;
  wasteTargetPercent: number;
  cureHours: number | null;
}

interface Act {
  by: string;
  at: string;
}

export type MachineEvent =
  | DomainEvent<'MachineDefined', { machineId: string } & MachineSettings & Act>
  | DomainEvent<'MachineChanged', MachineSettings & Act>
  | DomainEvent<
      'MachineStateChanged',
      { state: MachineState; reason: MachineStateReason; note: string } & Act
    >
  | DomainEvent<'MachineQueueOrdered', { jobs: string[]; pinned: string[] } & Act>;

export const MACHINE_EVENT_TYPES: MachineEvent['type'][] = [
  'MachineDefined',
  'MachineChanged',
  'MachineStateChanged',
  'MachineQueueOrdered',
];

export type MachineCommand =
  | { type: 'DefineMachine'; data: { machineId: string } & MachineSettings & Act }
  | { type: 'ChangeMachine'; data: MachineSettings & Act }
  | { type: 'ChangeMachineState'; data: { state: MachineState; reason: string; note: string } & Act }
  | { type: 'OrderQueue'; data: { jobs: string[]; pinned: string[] } & Act };

export interface MachineAggregate {
  exists: boolean;
  id: string;
  settings: MachineSettings | null;
  state: MachineState;
  reason: MachineStateReason;
  note: string;
  since: string | null;
  queue: string[];
  pinned: string[];
}

export const initialMachineState = (): MachineAggregate => ({
  exists: false,
  id: '',
  settings: null,
  state: 'idle',
  reason: 'noJob',
  note: '',
  since: null,
  queue: [],
  pinned: [],
});

export function evolve(state: MachineAggregate, event: MachineEvent): MachineAggregate {
  switch (event.type) {
    case 'MachineDefined': {
      const { machineId, by: _by, at, ...settings } = event.data;
      return { ...state, exists: true, id: machineId, settings, since: at };
    }
    case 'MachineChanged': {
      const { by: _by, at: _at, ...settings } = event.data;
      return { ...state, settings };
    }
    case 'MachineStateChanged':
      return {
        ...state,
        state: event.data.state,
        reason: event.data.reason,
        note: event.data.note,
        since: event.data.at,
      };
    case 'MachineQueueOrdered':
      return { ...state, queue: event.data.jobs, pinned: event.data.pinned };
    default:
      return assertNever(event);
  }
}

const refuse = (code: string, key: string, field?: string) => new DomainError(code, key, {}, field);
export const machineNotFound = () => new DomainError('MACHINE.NOT_FOUND', 'common.notFound');

/** Presses carry colours and a web width; other kinds none; a laminator its cure time. */
function settingsOf(settings: MachineSettings): MachineSettings {
  const press = settings.kind === 'digitalPress' || settings.kind === 'gravurePress';
  const name = settings.name.trim();
  if (!name) throw refuse('MACHINE.NAME_REQUIRED', 'validation.required', 'name');
  if (press && (!settings.colours || !settings.maxWebWidthMm))
    throw refuse(
      'MACHINE.PRESS_NEEDS_UNITS',
      'production.pressNeedsUnits',
      settings.colours ? 'maxWebWidthMm' : 'colours',
    );
  return {
    name,
    kind: settings.kind,
    colours: press ? settings.colours : null,
    maxWebWidthMm: press ? settings.maxWebWidthMm : null,
    wasteTargetPercent: settings.wasteTargetPercent ?? DEFAULT_WASTE_TARGET_PERCENT,
    cureHours: settings.kind === 'laminator' ? (settings.cureHours ?? DEFAULT_CURE_HOURS) : null,
  };
}

const sameSettings = (a: MachineSettings, b: MachineSettings): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export function decide(command: MachineCommand, state: MachineAggregate): MachineEvent[] {
  if (command.type === 'DefineMachine') {
    if (state.exists) return [];
    const { machineId, by, at, ...settings } = command.data;
    return [{ type: 'MachineDefined', data: { machineId, ...settingsOf(settings), by, at } }];
  }
  if (!state.exists || !state.settings) throw machineNotFound();
  const { by, at } = command.data;
  switch (command.type) {
    case 'ChangeMachine': {
      const { by: _b, at: _a, ...rest } = command.data;
      const settings = settingsOf(rest);
      if (settings.kind !== state.settings.kind)
        throw refuse('MACHINE.KIND_FIXED', 'production.machineKindFixed', 'kind');
      if (sameSettings(settings, state.settings)) return [];
      return [{ type: 'MachineChanged', data: { ...settings, by, at } }];
    }
    case 'ChangeMachineState': {
      const { state: next, note } = command.data;
      const reasons = MACHINE_STATE_REASONS[next] as readonly string[];
      if (!reasons.includes(command.data.reason))
        throw refuse('MACHINE.STATE_REASON', 'production.stateReasonInvalid', 'reason');
      const reason = command.data.reason as MachineStateReason;
      if (next === state.state && reason === state.reason && note.trim() === state.note) return [];
      return [{ type: 'MachineStateChanged', data: { state: next, reason, note: note.trim(), by, at } }];
    }
    case 'OrderQueue': {
      const jobs = [...new Set(command.data.jobs)];
      const pinned = [...new Set(command.data.pinned)].filter((job) => jobs.includes(job));
      if (
        JSON.stringify(jobs) === JSON.stringify(state.queue) &&
        JSON.stringify(pinned) === JSON.stringify(state.pinned)
      )
        return [];
      return [{ type: 'MachineQueueOrdered', data: { jobs, pinned, by, at } }];
    }
    default:
      return assertNever(command);
  }
}

/**
 * The queue's order: the jobs on the machine ranked by the planner's order, then those not yet
 * ranked by planned start (and key, so the order is the same for the same input).
 */
export function rankQueue<J extends { key: string; plannedStart: string | null }>(
  jobs: readonly J[],
  order: readonly string[],
): J[] {
  const rank = new Map(order.map((key, i) => [key, i]));
  return [...jobs].sort((a, b) => {
    const ra = rank.get(a.key) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.key) ?? Number.MAX_SAFE_INTEGER;
    if (ra !== rb) return ra - rb;
    const pa = a.plannedStart ?? '';
    const pb = b.plannedStart ?? '';
    return pa < pb ? -1 : pa > pb ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
}

export const machineDecider: Decider<MachineAggregate, MachineCommand, MachineEvent> = {
  initialState: initialMachineState,
  evolve,
  decide,
};

import { MACHINE_STATES, MACHINE_STATE_REASONS, type MachineState } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type MachineCommand,
  type MachineEvent,
  type MachineSettings,
  machineDecider,
  rankQueue,
} from './machine';

const { given, stateAfter } = deciderSpec(machineDecider);

const AT = '2026-11-27T08:00:00.000Z';
const ADMIN = 'admin-1';
const act = { by: ADMIN, at: AT };

const press: MachineSettings = {
  name: 'Gravure 1',
  kind: 'gravurePress',
  colours: 8,
  maxWebWidthMm: 1050,
  wasteTargetPercent: 6,
  cureHours: null,
};

const define = (settings: Partial<MachineSettings> = {}, machineId = 'm-1'): MachineCommand => ({
  type: 'DefineMachine',
  data: { machineId, ...press, ...settings, ...act },
});
const change = (settings: Partial<MachineSettings> = {}): MachineCommand => ({
  type: 'ChangeMachine',
  data: { ...press, ...settings, ...act },
});
const changeState = (state: MachineState, reason: string, note = ''): MachineCommand => ({
  type: 'ChangeMachineState',
  data: { state, reason, note, ...act },
});
const orderQueue = (jobs: string[], pinned: string[] = []): MachineCommand => ({
  type: 'OrderQueue',
  data: { jobs, pinned, ...act },
});

const defined: MachineEvent = { type: 'MachineDefined', data: { machineId: 'm-1', ...press, ...act } };

describe('defining a machine', () => {
  it('defines it once (idle, no job); defining it again records nothing', () => {
    given([]).when(define()).then([defined]);
    given([defined])
      .when(define({ name: 'Other' }))
      .then([]);
    expect(stateAfter([defined])).toMatchObject({
      exists: true,
      id: 'm-1',
      state: 'idle',
      reason: 'noJob',
      settings: press,
    });
  });

  it('trims the name and refuses a blank one', () => {
    given([])
      .when(define({ name: '  Gravure 1 ' }))
      .then([defined]);
    given([])
      .when(define({ name: ' ' }))
      .thenThrows('MACHINE.NAME_REQUIRED', { field: 'name' });
  });

  it.each([
    [{ colours: null }, 'colours'],
    [{ colours: 0 }, 'colours'],
    [{ maxWebWidthMm: null }, 'maxWebWidthMm'],
  ])('refuses a press without colour units or web width (%j)', (missing, field) => {
    given([])
      .when(define(missing))
      .thenThrows('MACHINE.PRESS_NEEDS_UNITS', { messageKey: 'production.pressNeedsUnits', field });
    given([])
      .when(define({ ...missing, kind: 'digitalPress' }))
      .thenThrows('MACHINE.PRESS_NEEDS_UNITS');
  });

  it('keeps no colours or width on other kinds; a laminator cures 48 h unless set', () => {
    given([])
      .when(
        define({ kind: 'laminator', name: 'Laminator 1', colours: 4, maxWebWidthMm: 1300, cureHours: null }),
      )
      .thenMatches([{ data: { kind: 'laminator', colours: null, maxWebWidthMm: null, cureHours: 48 } }]);
    given([])
      .when(define({ kind: 'laminator', name: 'Laminator 1', cureHours: 24 }))
      .thenMatches([{ data: { cureHours: 24 } }]);
    given([])
      .when(define({ kind: 'slitter', name: 'Slitter', cureHours: 24 }))
      .thenMatches([{ data: { colours: null, maxWebWidthMm: null, cureHours: null } }]);
  });

  it('refuses every other command before the machine exists', () => {
    given([]).when(change()).thenThrows('MACHINE.NOT_FOUND', 'common.notFound');
    given([])
      .when(orderQueue(['a']))
      .thenThrows('MACHINE.NOT_FOUND');
  });
});

describe('changing a machine', () => {
  it('changes its settings; the same settings again record nothing', () => {
    given([defined])
      .when(change({ colours: 10, wasteTargetPercent: 5 }))
      .then([{ type: 'MachineChanged', data: { ...press, colours: 10, wasteTargetPercent: 5, ...act } }]);
    given([defined]).when(change()).then([]);
  });

  it('refuses a change of kind', () => {
    given([defined])
      .when(change({ kind: 'digitalPress' }))
      .thenThrows('MACHINE.KIND_FIXED', { messageKey: 'production.machineKindFixed', field: 'kind' });
  });

  it('refuses to take a press its colour units or web width', () => {
    given([defined])
      .when(change({ colours: null }))
      .thenThrows('MACHINE.PRESS_NEEDS_UNITS', { field: 'colours' });
    given([defined])
      .when(change({ maxWebWidthMm: 0 }))
      .thenThrows('MACHINE.PRESS_NEEDS_UNITS', { field: 'maxWebWidthMm' });
  });
});

describe("a machine's state", () => {
  const cases = MACHINE_STATES.flatMap((state) =>
    (MACHINE_STATE_REASONS[state] as readonly string[]).map((reason) => [state, reason] as const),
  );

  it.each(cases)('accepts %s for the reason %s', (state, reason) => {
    const outcome = given([
      defined,
      { type: 'MachineStateChanged', data: { state: 'off', reason: 'holiday', note: '', ...act } },
    ]).when(changeState(state, reason, ' a note '));
    outcome.then([
      { type: 'MachineStateChanged', data: { state, reason, note: 'a note', ...act } } as MachineEvent,
    ]);
  });

  it.each(MACHINE_STATES)('refuses %s with a reason coded for another state', (state) => {
    const foreign = cases.find(
      ([other, reason]) =>
        other !== state && !(MACHINE_STATE_REASONS[state] as readonly string[]).includes(reason),
    )!;
    given([defined])
      .when(changeState(state, foreign[1]))
      .thenThrows('MACHINE.STATE_REASON', { messageKey: 'production.stateReasonInvalid', field: 'reason' });
    given([defined]).when(changeState(state, '')).thenThrows('MACHINE.STATE_REASON');
  });

  it('records the state with its reason and since when; the same state, reason and note again record nothing', () => {
    const down: MachineEvent = {
      type: 'MachineStateChanged',
      data: { state: 'problem', reason: 'mechanical', note: 'Bearing', ...act },
    };
    given([defined])
      .when(changeState('problem', 'mechanical', ' Bearing '))
      .then([down]);
    given([defined, down])
      .when(changeState('problem', 'mechanical', 'Bearing'))
      .then([]);
    given([defined, down])
      .when(changeState('problem', 'electrical', 'Bearing'))
      .thenMatches([{ data: { reason: 'electrical' } }]);
    expect(stateAfter([defined, down])).toMatchObject({
      state: 'problem',
      reason: 'mechanical',
      note: 'Bearing',
      since: AT,
    });
  });
});

describe("a machine's queue order", () => {
  it('records the order once, without repeated jobs, the pinned ones among its jobs', () => {
    given([defined])
      .when(orderQueue(['b', 'a', 'b', 'c'], ['c', 'x', 'c']))
      .then([{ type: 'MachineQueueOrdered', data: { jobs: ['b', 'a', 'c'], pinned: ['c'], ...act } }]);
    const ordered: MachineEvent = {
      type: 'MachineQueueOrdered',
      data: { jobs: ['b', 'a', 'c'], pinned: ['c'], ...act },
    };
    given([defined, ordered])
      .when(orderQueue(['b', 'a', 'c'], ['c']))
      .then([]);
    given([defined, ordered])
      .when(orderQueue(['b', 'a', 'c'], []))
      .thenMatches([{ data: { pinned: [] } }]);
    expect(stateAfter([defined, ordered])).toMatchObject({ queue: ['b', 'a', 'c'], pinned: ['c'] });
  });
});

describe('rankQueue', () => {
  const job = (key: string, plannedStart: string | null) => ({ key, plannedStart });

  it("ranks the planner's order first, then the rest by planned start and key", () => {
    const jobs = [
      job('d', '2026-11-28T08:00:00.000Z'),
      job('c', '2026-11-27T08:00:00.000Z'),
      job('b', '2026-11-29T08:00:00.000Z'),
      job('a', '2026-11-28T08:00:00.000Z'),
      job('e', '2026-11-30T08:00:00.000Z'),
    ];
    expect(rankQueue(jobs, ['e', 'b', 'gone']).map((j) => j.key)).toEqual(['e', 'b', 'c', 'a', 'd']);
  });

  it('gives the same order whatever order the jobs come in, and leaves its input alone', () => {
    const jobs = [job('x', '2026-11-28T08:00:00.000Z'), job('y', '2026-11-27T08:00:00.000Z'), job('z', null)];
    const copy = [...jobs];
    const once = rankQueue(jobs, ['x']).map((j) => j.key);
    expect(rankQueue([...jobs].reverse(), ['x']).map((j) => j.key)).toEqual(once);
    expect(jobs).toEqual(copy);
  });
});

import { type MachineKind, ROLES, type Role, STAGE_ACTIONS, type StageAction } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { pouchSnapshot } from '../../../../test/support/production-fixtures';
import { passes } from '../shared/actions';
import { productionOf } from './fulfilment.process';
import { productionActions, seesFactory, stageActions, summaryFor } from './policies';
import {
  type MachineRef,
  type ProductionCommand,
  type ProductionEvent,
  jobStanding,
  productionDecider,
  stageStanding,
} from './production-job';
import { machineKindsFor } from './stages';

const { stateAfter } = deciderSpec(productionDecider);

const T0 = Date.parse('2026-11-27T00:00:00.000Z');
const at = (hours: number): string => new Date(T0 + hours * 3_600_000).toISOString();

/** A digital stand-up bag laminated once: printing, lamination-1, bag making. */
const openData = productionOf(
  {
    orderId: 'order-1',
    number: 'HT-1',
    customerName: 'Qingdao Tea',
    ownerId: 'sales-1',
    ownerRole: 'OperatorIndex',
    printingType: 'digital',
    quantity: 10000,
    unit: 'piece',
    snapshot: pouchSnapshot(),
  } as unknown as Parameters<typeof productionOf>[0],
  'upload/2026/11/front.pdf',
  at(0),
  at(0),
);
const STAGES = openData.stages.map((s) => s.key);
const act = (hour: number) => ({ by: 'someone', at: at(hour) });

/** A command as the factory sends it: its type and data. */
type Step = [ProductionCommand['type'], object];

/** Applies commands one by one, as the factory would send them, and keeps the events. */
function history(commands: Step[]): ProductionEvent[] {
  const events: ProductionEvent[] = [];
  for (const [type, data] of commands)
    events.push(...productionDecider.decide({ type, data } as ProductionCommand, stateAfter(events)));
  return events;
}

const machine = (stage: string): MachineRef => {
  const kind = machineKindsFor(
    openData.stages.find((s) => s.key === stage)!.kind,
    'digital',
  )[0] as MachineKind;
  return { machineId: `m-${kind}`, name: kind, kind, wasteTargetPercent: 5, cureHours: 24 };
};

const schedule = (stage: string, hour: number): Step => [
  'ScheduleStage',
  { stage, machine: machine(stage), plannedStart: at(hour), ...act(hour) },
];
const start = (stage: string, hour: number): Step => [
  'StartStage',
  { stage, operators: ['Wang'], ...act(hour) },
];
const entry = (stage: string, id: string, metresIn: number, goodOut: number, hour: number): Step => [
  'RecordStageEntry',
  { stage, entryId: id, metresIn, kgIn: 0, goodOut, setupWaste: 0, runningWaste: 0, note: '', ...act(hour) },
];
const opened: Step[] = [['OpenProduction', openData]];
const base: Step[] = [
  ...opened,
  [
    'ReviewProduction',
    { decision: 'confirm', artwork: 'confirmed', reason: '', colours: ['C'], webWidthMm: 120, ...act(1) },
  ],
];
const pending = history(opened);
const confirmed = history(base);
const printScheduled = [...base, schedule('printing', 2)];
const printRunning = [...printScheduled, start('printing', 3)];
const printOutput = [...printRunning, entry('printing', 'p1', 1000, 950, 4), schedule('lamination-1', 4)];
const printPaused = [
  ...printOutput,
  ['PauseStage', { stage: 'printing', reason: 'Roll change', ...act(5) }],
] as Step[];
const laminated = [
  ...printOutput,
  ['FinishStage', { stage: 'printing', ...act(5) }],
  start('lamination-1', 6),
  entry('lamination-1', 'l1', 900, 850, 7),
  ['FinishStage', { stage: 'lamination-1', ...act(8) }],
  schedule('bagMaking', 9),
] as Step[];
const closed = [...printOutput, ['CloseProduction', { reason: 'Canceled', at: at(6) }]] as Step[];
const bagRunning = [...laminated, start('bagMaking', 33)];
const bagOutput = [...bagRunning, entry('bagMaking', 'b1', 100, 800, 34)];
const sendPart = (partId: string, quantity: number, hour: number): Step => [
  'SendPartLot',
  { stage: 'bagMaking', partId, quantity, ...act(hour) },
];
const bagPartSent = [...bagOutput, sendPart('part-1', 300, 35)];
const bagPaused = [
  ...bagPartSent,
  ['PauseStage', { stage: 'bagMaking', reason: 'Roll change', ...act(36) }],
] as Step[];
const bagAllSent = [...bagPartSent, sendPart('part-2', 500, 36)];

/** The standings: a history and the instant the reader looks at it. */
const STANDINGS: [string, ProductionEvent[], string][] = [
  ['review pending', pending, at(1)],
  ['confirmed', confirmed, at(2)],
  ['printing scheduled', history(printScheduled), at(3)],
  ['printing running, nothing made', history(printRunning), at(4)],
  ['printing running with output, lamination scheduled', history(printOutput), at(5)],
  ['printing paused', history(printPaused), at(6)],
  ['laminated roll curing (finished at hour 8, cures 24 h)', history(laminated), at(12)],
  ['laminated roll cured', history(laminated), at(33)],
  ['closed', history(closed), at(7)],
  ['bag making (the last stage) running, nothing made', history(bagRunning), at(34)],
  ['bag making running with output', history(bagOutput), at(35)],
  ['bag making with a part sent', history(bagPartSent), at(36)],
  ['bag making paused with a part sent', history(bagPaused), at(37)],
  ['bag making with all its output sent', history(bagAllSent), at(37)],
];

/** The command each action sends for a stage, as the handlers build them. */
function commandOf(action: StageAction, stage: string, when: string): ProductionCommand {
  const by = { by: 'someone', at: when };
  switch (action) {
    case 'schedule':
      return { type: 'ScheduleStage', data: { stage, machine: machine(stage), plannedStart: at(40), ...by } };
    case 'start':
      return { type: 'StartStage', data: { stage, operators: ['Li'], ...by } };
    case 'pause':
      return { type: 'PauseStage', data: { stage, reason: 'Break', ...by } };
    case 'resume':
      return { type: 'ResumeStage', data: { stage, ...by } };
    case 'record':
      return {
        type: 'RecordStageEntry',
        data: {
          stage,
          entryId: 'new',
          metresIn: 1,
          kgIn: 0,
          goodOut: 1,
          setupWaste: 0,
          runningWaste: 0,
          note: '',
          ...by,
        },
      };
    case 'finish':
      return { type: 'FinishStage', data: { stage, ...by } };
    case 'overrideCure':
      return { type: 'OverrideCure', data: { stage, reason: 'Deadline', ...by } };
    case 'sendPart':
      return { type: 'SendPartLot', data: { stage, partId: 'new-part', quantity: 1, ...by } };
  }
}

const actor = (role: Role) => ({ role });
const PLANNING: StageAction[] = ['schedule', 'overrideCure'];

describe('stageActions: offered exactly when the production job accepts', () => {
  it.each(STANDINGS)('%s', (_, events, when) => {
    const state = stateAfter(events);
    for (const stage of STAGES) {
      const offered = stageActions(stageStanding(state, stage), actor('Admin'), when);
      for (const action of STAGE_ACTIONS) {
        const accepted = passes(() => productionDecider.decide(commandOf(action, stage, when), state));
        expect({ stage, action, offered: offered.includes(action) }).toEqual({
          stage,
          action,
          offered: accepted,
        });
      }
    }
  });

  it('offers the buttons each standing calls for', () => {
    const offered = (events: ProductionEvent[], stage: string, when: string, role: Role = 'Admin') =>
      stageActions(stageStanding(stateAfter(events), stage), actor(role), when);
    expect(offered(pending, 'printing', at(1))).toEqual([]);
    expect(offered(confirmed, 'printing', at(2))).toEqual(['schedule']);
    expect(offered(history(printScheduled), 'printing', at(3))).toEqual(['schedule', 'start']);
    expect(offered(history(printRunning), 'printing', at(4))).toEqual(['pause', 'record']);
    expect(offered(history(printOutput), 'printing', at(5))).toEqual(['pause', 'record', 'finish']);
    expect(offered(history(printOutput), 'lamination-1', at(5))).toEqual(['schedule', 'start']);
    expect(offered(history(printPaused), 'printing', at(6))).toEqual(['resume', 'finish']);
    expect(offered(history(laminated), 'bagMaking', at(12))).toEqual(['schedule', 'overrideCure']);
    expect(offered(history(laminated), 'bagMaking', at(33))).toEqual(['schedule', 'start']);
    expect(offered(history(closed), 'printing', at(7))).toEqual([]);
    expect(offered(history(bagRunning), 'bagMaking', at(34))).toEqual(['pause', 'record']);
    expect(offered(history(bagPartSent), 'bagMaking', at(36))).toEqual([
      'pause',
      'record',
      'finish',
      'sendPart',
    ]);
    expect(offered(history(bagPaused), 'bagMaking', at(37))).toEqual(['resume', 'finish', 'sendPart']);
    expect(offered(history(bagAllSent), 'bagMaking', at(37))).toEqual(['pause', 'record', 'finish']);
  });
});

describe('stageActions per role', () => {
  const curing = stageStanding(stateAfter(history(laminated)), 'bagMaking');
  const running = stageStanding(stateAfter(history(printOutput)), 'printing');

  it('Product runs stages but neither schedules nor overrides a cure', () => {
    expect(stageActions(curing, actor('Product'), at(12))).toEqual([]);
    expect(stageActions(running, actor('Product'), at(5))).toEqual(['pause', 'record', 'finish']);
  });

  it('ProductManage schedules and overrides a cure, and runs stages', () => {
    expect(stageActions(curing, actor('ProductManage'), at(12))).toEqual(['schedule', 'overrideCure']);
    expect(stageActions(running, actor('ProductManage'), at(5))).toEqual(['pause', 'record', 'finish']);
  });

  it.each(ROLES)('%s is offered what its side allows of what the job accepts', (role) => {
    for (const [, events, when] of STANDINGS) {
      const state = stateAfter(events);
      for (const stage of STAGES) {
        const standing = stageStanding(state, stage);
        const all = stageActions(standing, actor('Admin'), when);
        const plans = role === 'Admin' || role === 'ProductManage';
        const works = plans || role === 'Product';
        const expected = all.filter((a) => (PLANNING.includes(a) ? plans : works));
        expect(stageActions(standing, actor(role), when)).toEqual(expected);
      }
    }
  });

  it('traders and salespeople get nothing and do not see the factory', () => {
    for (const role of ['Traders', 'OperatorIndex'] as const) {
      expect(stageActions(curing, actor(role), at(12))).toEqual([]);
      expect(stageActions(running, actor(role), at(5))).toEqual([]);
      expect(seesFactory(actor(role))).toBe(false);
    }
    expect(seesFactory(actor('Product'))).toBe(true);
  });
});

describe('productionActions', () => {
  const review = (events: ProductionEvent[], role: Role) =>
    productionActions(jobStanding(stateAfter(events)), actor(role));
  const reviewCommand: ProductionCommand = {
    type: 'ReviewProduction',
    data: {
      decision: 'reject',
      artwork: 'rejected',
      reason: 'Bleed',
      colours: [],
      webWidthMm: null,
      ...act(2),
    },
  };

  it.each(STANDINGS)('offers the review exactly when the job takes one: %s', (_, events) => {
    const accepted = passes(() => productionDecider.decide(reviewCommand, stateAfter(events)));
    expect(review(events, 'Admin')).toEqual(accepted ? ['review'] : []);
  });

  it('ProductManage reviews a pending job; Product, Traders and OperatorIndex never', () => {
    expect(review(pending, 'ProductManage')).toEqual(['review']);
    expect(review(confirmed, 'ProductManage')).toEqual([]);
    for (const role of ['Product', 'Traders', 'OperatorIndex'] as const)
      expect(review(pending, role)).toEqual([]);
  });
});

describe('summaryFor', () => {
  it('hides the ledger from traders only', () => {
    const summary = { ledger: { metresIn: 1 } } as unknown as Parameters<typeof summaryFor>[0];
    expect(summaryFor(summary, actor('Traders')).ledger).toBeNull();
    expect(summaryFor(summary, actor('OperatorIndex')).ledger).toEqual({ metresIn: 1 });
  });
});

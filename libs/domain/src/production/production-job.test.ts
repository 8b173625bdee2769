import type { MachineKind, OrderSnapshot } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { pouchSnapshot } from '../../../../test/support/production-fixtures';
import {
  type MachineRef,
  type ProductionCommand,
  type ProductionEvent,
  type ProductionOpenedData,
  type StageEntryData,
  productionDecider,
} from './production-job';
import { pitchOf, stagesOf } from './stages';

const { given, stateAfter } = deciderSpec(productionDecider);

/** Hours after the job opened, as an instant. */
const T0 = Date.parse('2026-11-27T00:00:00.000Z');
const at = (hours = 0): string => new Date(T0 + hours * 3_600_000).toISOString();
const PLANNER = 'planner-1';
const WORKER = 'worker-1';

const layer = (name: string) => ({ name, english_name: name });

/** A stand-up bag, PET printed and laminated to PE: printing, lamination-1, bag making; 120 mm pitch. */
const bagSnapshot: OrderSnapshot = pouchSnapshot({ artworkCount: 2 });

/** Three-layer roll film: printing, lamination-1, lamination-2, slitting. */
const rollSnapshot: OrderSnapshot = {
  ...bagSnapshot,
  quotation_type: 'gravure',
  make: 'coiled',
  bagType: null,
  maketype: 'meter',
  sizes: { width: 600 },
  materialcompinfo: layer('AL'),
};

const openedData = (extra: Partial<ProductionOpenedData> = {}): ProductionOpenedData => {
  const snapshot = extra.snapshot ?? bagSnapshot;
  return {
    orderId: 'order-1',
    number: 'HT20261124001-1',
    customerName: 'Qingdao Tea',
    ownerId: 'sales-1',
    ownerRole: 'OperatorIndex',
    printingType: snapshot.quotation_type === 'gravure' ? 'gravure' : 'digital',
    quantity: 10000,
    unit: 'piece',
    snapshot,
    stages: stagesOf(snapshot),
    pitchMm: pitchOf(snapshot),
    artworkFiles: 'upload/2026/11/front.pdf',
    signedAt: at(),
    at: at(),
    ...extra,
  };
};

const opened: ProductionEvent = { type: 'ProductionOpened', data: openedData() };
const rollOpened: ProductionEvent = {
  type: 'ProductionOpened',
  data: openedData({ snapshot: rollSnapshot, unit: 'meter', quantity: 5000 }),
};

const MACHINES: Record<MachineKind, MachineRef> = {
  digitalPress: {
    machineId: 'm-dp',
    name: 'HP 6K',
    kind: 'digitalPress',
    wasteTargetPercent: 4,
    cureHours: null,
  },
  gravurePress: {
    machineId: 'm-gp',
    name: 'Gravure 1',
    kind: 'gravurePress',
    wasteTargetPercent: 6,
    cureHours: null,
  },
  laminator: {
    machineId: 'm-la',
    name: 'Laminator 1',
    kind: 'laminator',
    wasteTargetPercent: 3,
    cureHours: 24,
  },
  slitter: { machineId: 'm-sl', name: 'Slitter 1', kind: 'slitter', wasteTargetPercent: 2, cureHours: null },
  bagMaker: {
    machineId: 'm-bm',
    name: 'Bag maker 1',
    kind: 'bagMaker',
    wasteTargetPercent: 5,
    cureHours: null,
  },
};

// ---------------------------------------------------------------- commands

const open = (data = openedData()): ProductionCommand => ({ type: 'OpenProduction', data });
const receiveArtwork = (files: string, when = at(1)): ProductionCommand => ({
  type: 'ReceiveArtwork',
  data: { files, at: when },
});
const reviewCmd = (
  decision: 'confirm' | 'reject',
  extra: Partial<{ artwork: 'confirmed' | 'rejected'; reason: string; colours: string[] }> = {},
): ProductionCommand => ({
  type: 'ReviewProduction',
  data: {
    decision,
    artwork: extra.artwork ?? (decision === 'confirm' ? 'confirmed' : 'rejected'),
    reason: extra.reason ?? '',
    colours: extra.colours ?? ['C', 'M'],
    webWidthMm: 120,
    by: PLANNER,
    at: at(1),
  },
});
const schedule = (
  stage: string,
  machine: MachineRef,
  plannedStart = at(2),
  when = at(1),
): ProductionCommand => ({
  type: 'ScheduleStage',
  data: { stage, machine, plannedStart, by: PLANNER, at: when },
});
const start = (stage: string, when = at(3), operators = ['Wang', 'Li']): ProductionCommand => ({
  type: 'StartStage',
  data: { stage, operators, by: WORKER, at: when },
});
const pause = (stage: string, reason = 'Roll change'): ProductionCommand => ({
  type: 'PauseStage',
  data: { stage, reason, by: WORKER, at: at(4) },
});
const resume = (stage: string): ProductionCommand => ({
  type: 'ResumeStage',
  data: { stage, by: WORKER, at: at(4) },
});
type Entry = Omit<StageEntryData, 'stage' | 'entryId' | 'note' | 'kgIn'> & Partial<StageEntryData>;
const entryData = (stage: string, entryId: string, e: Entry): StageEntryData => ({
  stage,
  entryId,
  kgIn: 0,
  note: '',
  ...e,
});
const record = (stage: string, entryId: string, e: Entry, when = at(5)): ProductionCommand => ({
  type: 'RecordStageEntry',
  data: { ...entryData(stage, entryId, e), by: WORKER, at: when },
});
const finish = (stage: string, when = at(6)): ProductionCommand => ({
  type: 'FinishStage',
  data: { stage, by: WORKER, at: when },
});
const overrideCure = (stage: string, reason = 'Customer deadline', when = at(30)): ProductionCommand => ({
  type: 'OverrideCure',
  data: { stage, reason, by: PLANNER, at: when },
});
const close = (reason = 'Order canceled'): ProductionCommand => ({
  type: 'CloseProduction',
  data: { reason, at: at(50) },
});

// ---------------------------------------------------------------- events (what the commands record)

const reviewed = (decision: 'confirm' | 'reject', reason = ''): ProductionEvent => ({
  type: 'ProductionReviewed',
  data: {
    decision,
    artwork: decision === 'confirm' ? 'confirmed' : 'rejected',
    reason,
    colours: ['C', 'M'],
    webWidthMm: 120,
    by: PLANNER,
    at: at(1),
  },
});
const confirmed = reviewed('confirm');
const rejected = reviewed('reject', 'Bleed missing');
const scheduled = (stage: string, m: MachineRef, cureHours: number | null = null): ProductionEvent => ({
  type: 'StageScheduled',
  data: {
    stage,
    machineId: m.machineId,
    machineName: m.name,
    plannedStart: at(2),
    wasteTargetPercent: m.wasteTargetPercent,
    cureHours,
    by: PLANNER,
    at: at(1),
  },
});
const started = (stage: string, when = at(3)): ProductionEvent => ({
  type: 'StageStarted',
  data: { stage, operators: ['Wang', 'Li'], by: WORKER, at: when },
});
const recorded = (stage: string, entryId: string, e: Entry, when = at(5)): ProductionEvent => ({
  type: 'StageEntryRecorded',
  data: { ...entryData(stage, entryId, e), by: WORKER, at: when },
});
const finished = (stage: string, when = at(6), cureUntil: string | null = null): ProductionEvent => ({
  type: 'StageFinished',
  data: { stage, cureUntil, by: WORKER, at: when },
});
const closed: ProductionEvent = { type: 'ProductionClosed', data: { reason: 'Order canceled', at: at(50) } };

/** The bag job: reviewed, printing run and finished with 1000 good metres. */
const printed: ProductionEvent[] = [
  opened,
  confirmed,
  scheduled('printing', MACHINES.digitalPress),
  started('printing'),
  recorded('printing', 'p-1', { metresIn: 1100, goodOut: 1000, setupWaste: 60, runningWaste: 40 }),
  finished('printing'),
];
/** … then laminated (800 good metres) and finished at hour 10: the roll cures until hour 34 (24 h). */
const laminated: ProductionEvent[] = [
  ...printed,
  scheduled('lamination-1', MACHINES.laminator, 24),
  started('lamination-1', at(7)),
  recorded('lamination-1', 'l-1', { metresIn: 1000, goodOut: 800, setupWaste: 100, runningWaste: 100 }),
  finished('lamination-1', at(10), at(34)),
];
/** … and bag making put on its machine. */
const bagReady: ProductionEvent[] = [...laminated, scheduled('bagMaking', MACHINES.bagMaker)];
/** … started after the cure. */
const bagRunning: ProductionEvent[] = [...bagReady, started('bagMaking', at(40))];

// ---------------------------------------------------------------- tests

describe('opening a production job', () => {
  it('opens it once, with the stages of the specification; opening again records nothing', () => {
    given([]).when(open()).then([opened]);
    given([opened]).when(open()).then([]);
    expect(stateAfter([opened]).stages.map((s) => [s.key, s.state])).toEqual([
      ['printing', 'unscheduled'],
      ['lamination-1', 'unscheduled'],
      ['bagMaking', 'unscheduled'],
    ]);
  });

  it('refuses every other command before the job exists', () => {
    given([]).when(reviewCmd('confirm')).thenThrows('PRODUCTION.NOT_FOUND', 'common.notFound');
    given([]).when(start('printing')).thenThrows('PRODUCTION.NOT_FOUND');
  });
});

describe('the production review', () => {
  it('confirms an order whose artwork is there and confirmed (colours trimmed, blanks dropped)', () => {
    given([opened])
      .when(reviewCmd('confirm', { colours: [' C ', '', 'M'] }))
      .then([confirmed]);
    expect(stateAfter([opened, confirmed])).toMatchObject({
      review: { status: 'confirmed', by: PLANNER },
      artwork: { status: 'confirmed' },
      colours: ['C', 'M'],
      webWidthMm: 120,
    });
  });

  it('refuses to confirm without artwork files', () => {
    const noArtwork: ProductionEvent = { type: 'ProductionOpened', data: openedData({ artworkFiles: '' }) };
    given([noArtwork])
      .when(reviewCmd('confirm'))
      .thenThrows('PRODUCTION.ARTWORK_MISSING', 'production.artworkMissing');
  });

  it('refuses to confirm the order while its artwork is not confirmed', () => {
    given([opened])
      .when(reviewCmd('confirm', { artwork: 'rejected' }))
      .thenThrows('PRODUCTION.ARTWORK_NOT_CONFIRMED', { field: 'artwork' });
  });

  it('rejects only with a reason', () => {
    given([opened])
      .when(reviewCmd('reject', { reason: '  ' }))
      .thenThrows('PRODUCTION.REASON_REQUIRED', { messageKey: 'production.reasonRequired', field: 'reason' });
    given([opened])
      .when(reviewCmd('reject', { reason: ' Bleed missing ' }))
      .then([rejected]);
    expect(stateAfter([opened, rejected]).review).toMatchObject({
      status: 'rejected',
      reason: 'Bleed missing',
    });
  });

  it.each([
    ['confirmed', confirmed],
    ['rejected', rejected],
  ])('refuses a second review once %s', (_, first) => {
    given([opened, first])
      .when(reviewCmd('confirm'))
      .thenThrows('PRODUCTION.ALREADY_REVIEWED', 'production.alreadyReviewed');
  });

  it('queues a rejected review again when corrected artwork arrives, which may then be confirmed', () => {
    const received: ProductionEvent = {
      type: 'ProductionArtworkReceived',
      data: { files: 'upload/2026/11/front-v2.pdf', requeued: true, at: at(1) },
    };
    given([opened, rejected]).when(receiveArtwork('upload/2026/11/front-v2.pdf')).then([received]);
    const state = stateAfter([opened, rejected, received]);
    expect(state.review.status).toBe('pending');
    expect(state.artwork).toEqual({ files: 'upload/2026/11/front-v2.pdf', status: 'not_confirmed' });
    given([opened, rejected, received])
      .when(reviewCmd('confirm'))
      .thenMatches([{ type: 'ProductionReviewed' }]);
  });

  it('records the same artwork once', () => {
    given([opened]).when(receiveArtwork(openedData().artworkFiles)).then([]);
  });

  it('does not queue the review again for artwork that arrives after a stage started', () => {
    const history = [opened, confirmed, scheduled('printing', MACHINES.digitalPress), started('printing')];
    given(history)
      .when(receiveArtwork('upload/2026/11/late.pdf'))
      .then([
        {
          type: 'ProductionArtworkReceived',
          data: { files: 'upload/2026/11/late.pdf', requeued: false, at: at(1) },
        },
      ]);
    const after = stateAfter([
      ...history,
      {
        type: 'ProductionArtworkReceived',
        data: { files: 'upload/2026/11/late.pdf', requeued: false, at: at(1) },
      },
    ]);
    expect(after.review.status).toBe('confirmed');
    expect(after.artwork.status).toBe('confirmed');
  });

  it('refuses a review of a closed job', () => {
    given([opened, closed]).when(reviewCmd('confirm')).thenThrows('PRODUCTION.CLOSED', 'production.closed');
  });
});

describe('scheduling a stage', () => {
  it('puts the stage on the machine, with its waste target (and a laminator its cure time)', () => {
    given([opened, confirmed])
      .when(schedule('printing', MACHINES.digitalPress))
      .then([scheduled('printing', MACHINES.digitalPress)]);
    given([opened, confirmed])
      .when(schedule('lamination-1', MACHINES.laminator))
      .then([scheduled('lamination-1', MACHINES.laminator, 24)]);
    expect(
      stateAfter([opened, confirmed, scheduled('printing', MACHINES.digitalPress)]).stages[0],
    ).toMatchObject({ state: 'scheduled', machineId: 'm-dp', wasteTargetPercent: 4 });
  });

  it('gives a laminator without a cure time the default 48 hours', () => {
    const laminator = { ...MACHINES.laminator, cureHours: null };
    given([opened, confirmed])
      .when(schedule('lamination-1', laminator))
      .thenMatches([{ data: { cureHours: 48 } }]);
  });

  it('refuses before the review confirmed the order', () => {
    given([opened])
      .when(schedule('printing', MACHINES.digitalPress))
      .thenThrows('PRODUCTION.NOT_CONFIRMED', 'production.notConfirmed');
    given([opened, rejected])
      .when(schedule('printing', MACHINES.digitalPress))
      .thenThrows('PRODUCTION.NOT_CONFIRMED');
  });

  it('refuses a stage the job does not have', () => {
    given([opened, confirmed])
      .when(schedule('slitting', MACHINES.slitter))
      .thenThrows('PRODUCTION.STAGE_NOT_FOUND');
  });

  // The machine must fit the stage, and printing the press of the order's printing type.
  it.each<[string, 'bag' | 'roll', string, MachineKind, boolean]>([
    ['digital', 'bag', 'printing', 'digitalPress', true],
    ['digital', 'bag', 'printing', 'gravurePress', false],
    ['gravure', 'roll', 'printing', 'gravurePress', true],
    ['gravure', 'roll', 'printing', 'digitalPress', false],
    ['digital', 'bag', 'lamination-1', 'laminator', true],
    ['digital', 'bag', 'lamination-1', 'bagMaker', false],
    ['gravure', 'roll', 'lamination-2', 'laminator', true],
    ['gravure', 'roll', 'lamination-2', 'slitter', false],
    ['gravure', 'roll', 'slitting', 'slitter', true],
    ['gravure', 'roll', 'slitting', 'laminator', false],
    ['digital', 'bag', 'bagMaking', 'bagMaker', true],
    ['digital', 'bag', 'bagMaking', 'slitter', false],
  ])('%s %s job: %s on a %s is accepted: %s', (_, job, stage, kind, accepted) => {
    const outcome = given([job === 'bag' ? opened : rollOpened, confirmed]).when(
      schedule(stage, MACHINES[kind]),
    );
    if (accepted)
      expect(outcome.events).toMatchObject([
        { type: 'StageScheduled', data: { stage, machineId: MACHINES[kind].machineId } },
      ]);
    else
      outcome.thenThrows('PRODUCTION.MACHINE_KIND', {
        messageKey: 'production.machineKind',
        field: 'machineId',
      });
  });

  it('reschedules before the stage started; the same place again records nothing', () => {
    const history = [opened, confirmed, scheduled('printing', MACHINES.digitalPress)];
    given(history).when(schedule('printing', MACHINES.digitalPress)).then([]);
    const other = { ...MACHINES.digitalPress, machineId: 'm-dp2', name: 'HP 6K #2' };
    given(history)
      .when(schedule('printing', other, at(8)))
      .thenMatches([{ type: 'StageScheduled', data: { machineId: 'm-dp2', plannedStart: at(8) } }]);
  });

  it('refuses to move a stage that started', () => {
    given([opened, confirmed, scheduled('printing', MACHINES.digitalPress), started('printing')])
      .when(schedule('printing', MACHINES.digitalPress, at(8)))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.alreadyStarted');
  });
});

describe('starting a stage', () => {
  const printScheduled = [opened, confirmed, scheduled('printing', MACHINES.digitalPress)];

  it('starts a scheduled stage with its operators (names trimmed, blanks dropped)', () => {
    given(printScheduled)
      .when(start('printing', at(3), [' Wang ', '', 'Li']))
      .then([started('printing')]);
    expect(stateAfter([...printScheduled, started('printing')]).stages[0]).toMatchObject({
      state: 'running',
      startedAt: at(3),
    });
  });

  it('refuses without operators', () => {
    given(printScheduled)
      .when(start('printing', at(3), [' ', '']))
      .thenThrows('PRODUCTION.OPERATORS_REQUIRED', { field: 'operators' });
  });

  it('refuses a stage that is not on a machine', () => {
    given([opened, confirmed])
      .when(start('printing'))
      .thenThrows('PRODUCTION.NOT_SCHEDULED', 'production.notScheduled');
  });

  it('refuses a stage that runs already', () => {
    given([...printScheduled, started('printing')])
      .when(start('printing'))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.alreadyStarted');
  });

  it('refuses while the previous stage made no good output', () => {
    given([...printScheduled, started('printing'), scheduled('lamination-1', MACHINES.laminator, 24)])
      .when(start('lamination-1'))
      .thenThrows('PRODUCTION.PREVIOUS_NO_OUTPUT', 'production.previousNoOutput');
  });

  it('lets a stage start on the output of a printing that still runs', () => {
    given([
      ...printScheduled,
      started('printing'),
      recorded('printing', 'p-1', { metresIn: 500, goodOut: 450, setupWaste: 50, runningWaste: 0 }),
      scheduled('lamination-1', MACHINES.laminator, 24),
    ])
      .when(start('lamination-1', at(5)))
      .thenMatches([{ type: 'StageStarted', data: { stage: 'lamination-1' } }]);
  });

  it('refuses to start on a lamination pass that is not finished (its roll has not cured)', () => {
    given([
      ...printed,
      scheduled('lamination-1', MACHINES.laminator, 24),
      started('lamination-1', at(7)),
      recorded('lamination-1', 'l-1', { metresIn: 1000, goodOut: 800, setupWaste: 100, runningWaste: 100 }),
      scheduled('bagMaking', MACHINES.bagMaker),
    ])
      .when(start('bagMaking', at(40)))
      .thenThrows('PRODUCTION.LAMINATION_NOT_FINISHED', 'production.laminationNotFinished');
  });

  it.each([
    // [hours after opening, whole hours left]: the roll cures until hour 34.
    [16, 18],
    [16.5, 18],
    [33.9, 1],
  ])('refuses at hour %s while the laminated roll cures, with %s h left', (hour, left) => {
    given(bagReady)
      .when(start('bagMaking', at(hour)))
      .thenThrows('PRODUCTION.CURING', { messageKey: 'production.curing', params: { hours: left } });
  });

  it('starts once the roll has cured', () => {
    given(bagReady)
      .when(start('bagMaking', at(34)))
      .then([started('bagMaking', at(34))]);
  });

  it('starts before the cure ends when the planner overrode it with a reason', () => {
    const overridden: ProductionEvent = {
      type: 'CureOverridden',
      data: { stage: 'bagMaking', reason: 'Customer deadline', by: PLANNER, at: at(16) },
    };
    given(bagReady)
      .when(overrideCure('bagMaking', ' Customer deadline ', at(16)))
      .then([overridden]);
    given([...bagReady, overridden])
      .when(start('bagMaking', at(16)))
      .then([started('bagMaking', at(16))]);
  });

  it('refuses an override without a reason, when nothing cures, and once the stage started', () => {
    given(bagReady)
      .when(overrideCure('bagMaking', ' ', at(16)))
      .thenThrows('PRODUCTION.REASON_REQUIRED');
    given(bagReady)
      .when(overrideCure('bagMaking', 'Deadline', at(35)))
      .thenThrows('PRODUCTION.NOT_CURING', 'production.notCuring');
    given(printed)
      .when(overrideCure('lamination-1', 'Deadline', at(7)))
      .thenThrows('PRODUCTION.NOT_CURING');
    given(bagRunning)
      .when(overrideCure('bagMaking', 'Deadline', at(16)))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.alreadyStarted');
  });
});

describe('pausing and resuming a stage', () => {
  const running = [opened, confirmed, scheduled('printing', MACHINES.digitalPress), started('printing')];
  const paused: ProductionEvent = {
    type: 'StagePaused',
    data: { stage: 'printing', reason: 'Roll change', by: WORKER, at: at(4) },
  };

  it('pauses a running stage with a reason and resumes it', () => {
    given(running).when(pause('printing', ' Roll change ')).then([paused]);
    expect(stateAfter([...running, paused]).stages[0]).toMatchObject({
      state: 'paused',
      pausedReason: 'Roll change',
    });
    given([...running, paused])
      .when(resume('printing'))
      .then([{ type: 'StageResumed', data: { stage: 'printing', by: WORKER, at: at(4) } }]);
  });

  it('refuses a pause without a reason', () => {
    given(running)
      .when(pause('printing', '  '))
      .thenThrows('PRODUCTION.REASON_REQUIRED', { field: 'reason' });
  });

  it('refuses to pause what does not run and to resume what is not paused', () => {
    given([...running, paused])
      .when(pause('printing'))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.notRunning');
    given(running).when(resume('printing')).thenThrows('PRODUCTION.STAGE_STATE', 'production.notPaused');
    given([...running, paused])
      .when(record('printing', 'p-1', { metresIn: 10, goodOut: 5, setupWaste: 0, runningWaste: 0 }))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.notRunning');
  });
});

describe('recording a stage entry', () => {
  const running = [opened, confirmed, scheduled('printing', MACHINES.digitalPress), started('printing')];
  const e = { metresIn: 1000, goodOut: 900, setupWaste: 60, runningWaste: 40 };

  it('records an entry (its note trimmed) and adds it to the stage totals', () => {
    given(running)
      .when(record('printing', 'p-1', { ...e, note: ' first roll ' }))
      .then([recorded('printing', 'p-1', { ...e, note: 'first roll' })]);
    expect(stateAfter([...running, recorded('printing', 'p-1', e)]).stages[0]!.totals).toEqual({
      metresIn: 1000,
      kgIn: 0,
      goodOut: 900,
      setupWaste: 60,
      runningWaste: 40,
    });
  });

  it('records the same entry once (a retry or a second tap)', () => {
    given([...running, recorded('printing', 'p-1', e)])
      .when(record('printing', 'p-1', e))
      .then([]);
  });

  it('refuses an empty entry', () => {
    given(running)
      .when(record('printing', 'p-1', { metresIn: 0, goodOut: 0, setupWaste: 5, runningWaste: 0 }))
      .thenThrows('PRODUCTION.ENTRY_EMPTY', { field: 'metresIn' });
  });

  it('refuses input above what the previous stage made good, naming what is available', () => {
    const laminating = [
      ...printed,
      scheduled('lamination-1', MACHINES.laminator, 24),
      started('lamination-1', at(7)),
    ];
    const first = recorded('lamination-1', 'l-1', {
      metresIn: 900,
      goodOut: 800,
      setupWaste: 50,
      runningWaste: 50,
    });
    given([...laminating, first])
      .when(record('lamination-1', 'l-2', { metresIn: 100, goodOut: 90, setupWaste: 0, runningWaste: 10 }))
      .thenMatches([{ type: 'StageEntryRecorded' }]);
    given([...laminating, first])
      .when(record('lamination-1', 'l-2', { metresIn: 100.01, goodOut: 90, setupWaste: 0, runningWaste: 0 }))
      .thenThrows('PRODUCTION.INPUT_ABOVE_PREVIOUS', {
        messageKey: 'production.inputAbovePrevious',
        params: { available: 1000 },
        field: 'metresIn',
      });
  });

  it('refuses good output above input', () => {
    given(running)
      .when(record('printing', 'p-1', { metresIn: 100, goodOut: 100.01, setupWaste: 0, runningWaste: 0 }))
      .thenThrows('PRODUCTION.GOOD_ABOVE_INPUT', { field: 'goodOut' });
  });

  it('refuses good output and waste above input, counting in exact hundredths', () => {
    given(running)
      .when(record('printing', 'p-1', { metresIn: 100, goodOut: 90, setupWaste: 5, runningWaste: 5.01 }))
      .thenThrows('PRODUCTION.OUTPUT_ABOVE_INPUT', { field: 'runningWaste' });
    // 50.1 + 50.2 in, 100 good, 0.1 + 0.2 waste: exactly accounted in hundredths (not in floats).
    const first = recorded('printing', 'p-1', {
      metresIn: 50.1,
      goodOut: 50,
      setupWaste: 0.1,
      runningWaste: 0,
    });
    given([...running, first])
      .when(record('printing', 'p-2', { metresIn: 50.2, goodOut: 50, setupWaste: 0, runningWaste: 0.2 }))
      .thenMatches([{ type: 'StageEntryRecorded' }]);
    given([...running, first])
      .when(record('printing', 'p-2', { metresIn: 50.2, goodOut: 50, setupWaste: 0, runningWaste: 0.21 }))
      .thenThrows('PRODUCTION.OUTPUT_ABOVE_INPUT');
  });

  it('counts pieces at bag making in metres through the pitch (120 mm: 1000 bags are 120 m)', () => {
    given(bagRunning)
      .when(record('bagMaking', 'b-1', { metresIn: 120, goodOut: 1000, setupWaste: 0, runningWaste: 0 }))
      .thenMatches([{ type: 'StageEntryRecorded', data: { goodOut: 1000 } }]);
    given(bagRunning)
      .when(record('bagMaking', 'b-1', { metresIn: 120, goodOut: 1001, setupWaste: 0, runningWaste: 0 }))
      .thenThrows('PRODUCTION.GOOD_ABOVE_INPUT');
    given(bagRunning)
      .when(record('bagMaking', 'b-1', { metresIn: 120, goodOut: 900, setupWaste: 12.01, runningWaste: 0 }))
      .thenThrows('PRODUCTION.OUTPUT_ABOVE_INPUT');
    // Bag making takes at most the 800 m lamination made good.
    given(bagRunning)
      .when(record('bagMaking', 'b-1', { metresIn: 801, goodOut: 1000, setupWaste: 0, runningWaste: 0 }))
      .thenThrows('PRODUCTION.INPUT_ABOVE_PREVIOUS', { params: { available: 800 } });
  });
});

describe('finishing a stage', () => {
  const printing = [opened, confirmed, scheduled('printing', MACHINES.digitalPress), started('printing')];

  it('refuses to finish a stage with no good output', () => {
    given(printing).when(finish('printing')).thenThrows('PRODUCTION.NO_OUTPUT', 'production.noOutput');
  });

  it('refuses to finish a stage that does not run', () => {
    given([opened, confirmed, scheduled('printing', MACHINES.digitalPress)])
      .when(finish('printing'))
      .thenThrows('PRODUCTION.STAGE_STATE', 'production.notRunning');
  });

  it('refuses to finish a stage before the previous one finished', () => {
    given([
      ...printing,
      recorded('printing', 'p-1', { metresIn: 500, goodOut: 450, setupWaste: 50, runningWaste: 0 }),
      scheduled('lamination-1', MACHINES.laminator, 24),
      started('lamination-1', at(5)),
      recorded('lamination-1', 'l-1', { metresIn: 400, goodOut: 390, setupWaste: 10, runningWaste: 0 }),
    ])
      .when(finish('lamination-1', at(9)))
      .thenThrows('PRODUCTION.PREVIOUS_NOT_FINISHED', 'production.previousNotFinished');
  });

  it('finishes a printing (no cure) and a paused stage too', () => {
    const withOutput = [
      ...printing,
      recorded('printing', 'p-1', { metresIn: 1100, goodOut: 1000, setupWaste: 60, runningWaste: 40 }),
    ];
    given(withOutput)
      .when(finish('printing'))
      .then([finished('printing')]);
    given([
      ...withOutput,
      { type: 'StagePaused', data: { stage: 'printing', reason: 'Shift end', by: WORKER, at: at(5) } },
    ])
      .when(finish('printing'))
      .then([finished('printing')]);
  });

  it.each<[number | null, number]>([
    [24, 24],
    [12, 12],
    [null, 48],
  ])(
    'a lamination pass on a laminator curing %s h cures until %s h after it finished',
    (cureHours, hours) => {
      const history = [
        ...printed,
        scheduled('lamination-1', { ...MACHINES.laminator, cureHours }, cureHours),
        started('lamination-1', at(7)),
        recorded('lamination-1', 'l-1', { metresIn: 1000, goodOut: 800, setupWaste: 100, runningWaste: 100 }),
      ];
      given(history)
        .when(finish('lamination-1', at(10)))
        .then([finished('lamination-1', at(10), at(10 + hours))]);
    },
  );

  it('finishing the last stage hands the lot over with its quantity in pieces', () => {
    const history = [
      ...bagRunning,
      recorded('bagMaking', 'b-1', { metresIn: 780, goodOut: 6250, setupWaste: 20, runningWaste: 10 }),
    ];
    given(history)
      .when(finish('bagMaking', at(45)))
      .then([
        finished('bagMaking', at(45)),
        { type: 'ProductionFinished', data: { quantity: 6250, unit: 'piece', at: at(45) } },
      ]);
  });

  it('finishing slitting hands roll film over in metres', () => {
    const history: ProductionEvent[] = [
      rollOpened,
      confirmed,
      scheduled('printing', MACHINES.gravurePress),
      started('printing'),
      recorded('printing', 'p-1', { metresIn: 1000, goodOut: 950, setupWaste: 50, runningWaste: 0 }),
      finished('printing'),
      scheduled('lamination-1', MACHINES.laminator, 24),
      started('lamination-1', at(7)),
      recorded('lamination-1', 'l-1', { metresIn: 950, goodOut: 900, setupWaste: 50, runningWaste: 0 }),
      finished('lamination-1', at(8), at(32)),
      scheduled('lamination-2', MACHINES.laminator, 24),
      started('lamination-2', at(32)),
      recorded('lamination-2', 'l2-1', { metresIn: 900, goodOut: 880, setupWaste: 20, runningWaste: 0 }),
      finished('lamination-2', at(33), at(57)),
      scheduled('slitting', MACHINES.slitter),
      started('slitting', at(57)),
      recorded('slitting', 's-1', { metresIn: 880, goodOut: 860.5, setupWaste: 19.5, runningWaste: 0 }),
    ];
    given(history)
      .when(finish('slitting', at(60)))
      .then([
        finished('slitting', at(60)),
        { type: 'ProductionFinished', data: { quantity: 860.5, unit: 'meter', at: at(60) } },
      ]);
  });

  it('a finished job takes no more steps and is not closed again', () => {
    const done = [
      ...bagRunning,
      recorded('bagMaking', 'b-1', { metresIn: 780, goodOut: 6250, setupWaste: 20, runningWaste: 10 }),
      finished('bagMaking', at(45)),
      { type: 'ProductionFinished', data: { quantity: 6250, unit: 'piece', at: at(45) } } as ProductionEvent,
    ];
    given(done)
      .when(finish('bagMaking', at(46)))
      .thenThrows('PRODUCTION.CLOSED');
    given(done).when(close()).then([]);
  });
});

describe('closing a production job', () => {
  it('closes it once; a closed job takes no more steps and no artwork', () => {
    given([opened, confirmed]).when(close()).then([closed]);
    given([opened, confirmed, closed]).when(close()).then([]);
    given([opened, confirmed, scheduled('printing', MACHINES.digitalPress), closed])
      .when(start('printing'))
      .thenThrows('PRODUCTION.CLOSED', 'production.closed');
    given([opened, confirmed, closed])
      .when(schedule('printing', MACHINES.digitalPress))
      .thenThrows('PRODUCTION.CLOSED');
    given([opened, closed]).when(receiveArtwork('upload/2026/11/new.pdf')).then([]);
  });
});

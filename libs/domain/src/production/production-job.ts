import type {
  MachineKind,
  OrderSnapshot,
  OutputUnit,
  ReviewStatus,
  StagePlan,
  StageState,
} from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import {
  DEFAULT_CURE_HOURS,
  DEFAULT_WASTE_TARGET_PERCENT,
  type LedgerTotals,
  addTotals,
  emptyTotals,
  goodMetresOf,
} from './ledger';
import { type PartLotSentData, type SendPartLotData, decideSendPart, evolvePartSent } from './part-lots';
import { type JobStanding, type StageStanding, jobChecks, stageChecks } from './production-checks';
import { machineKindsFor } from './stages';

/**
 * An order's production job (factory.md), one stream per order, opened by the order-fulfilment
 * process when the order is signed: the production review (with the artwork's status), each
 * stage's place on a machine, and each stage's job card with its material ledger. Its last stage
 * finishing hands the lot over to inspection (ProductionFinished). Times and people arrive in
 * the commands.
 */

export const productionStream = (orderId: string): string => `production-${orderId}`;
export const PRODUCTION_STREAM_PREFIX = 'production-';

// ---------------------------------------------------------------- events and commands

export interface ProductionOpenedData {
  orderId: string;
  number: string;
  customerName: string;
  ownerId: string;
  ownerRole: string;
  printingType: 'digital' | 'gravure';
  quantity: number;
  unit: string;
  snapshot: OrderSnapshot;
  stages: StagePlan[];
  /** Bag pitch along the web, mm (pieces <-> metres at bag making); null for roll film. */
  pitchMm: number | null;
  artworkFiles: string;
  signedAt: string;
  at: string;
}

interface Act {
  by: string;
  at: string;
}

export interface StageEntryData {
  stage: string;
  entryId: string;
  metresIn: number;
  kgIn: number;
  goodOut: number;
  setupWaste: number;
  runningWaste: number;
  note: string;
}

export interface StageScheduledData {
  stage: string;
  machineId: string;
  machineName: string;
  plannedStart: string;
  wasteTargetPercent: number;
  cureHours: number | null;
}

export type ProductionEvent =
  | DomainEvent<'ProductionOpened', ProductionOpenedData>
  /** New artwork on the order: a rejected (or not yet started) review waits again. */
  | DomainEvent<'ProductionArtworkReceived', { files: string; requeued: boolean; at: string }>
  | DomainEvent<
      'ProductionReviewed',
      {
        decision: 'confirm' | 'reject';
        artwork: 'confirmed' | 'rejected';
        reason: string;
        colours: string[];
        webWidthMm: number | null;
      } & Act
    >
  | DomainEvent<'StageScheduled', StageScheduledData & Act>
  | DomainEvent<'StageStarted', { stage: string; operators: string[] } & Act>
  | DomainEvent<'StagePaused', { stage: string; reason: string } & Act>
  | DomainEvent<'StageResumed', { stage: string } & Act>
  | DomainEvent<'StageEntryRecorded', StageEntryData & Act>
  /** `cureUntil`: a lamination pass's roll cures until then. */
  | DomainEvent<'StageFinished', { stage: string; cureUntil: string | null } & Act>
  /** ProductionManage let `stage` start before the previous pass's roll cured. */
  | DomainEvent<'CureOverridden', { stage: string; reason: string } & Act>
  /** Part of the last stage's good output sent to inspection before it finishes (part-lots.ts). */
  | DomainEvent<'PartLotSent', PartLotSentData>
  /** The last stage finished: the lot (its good output) goes to inspection. */
  | DomainEvent<'ProductionFinished', { quantity: number; unit: OutputUnit; at: string }>
  /** The order was canceled or ended: the job leaves every queue. */
  | DomainEvent<'ProductionClosed', { reason: string; at: string }>;
export type ProductionEventType = ProductionEvent['type'];

export const PRODUCTION_EVENT_TYPES: ProductionEventType[] = [
  'ProductionOpened',
  'ProductionArtworkReceived',
  'ProductionReviewed',
  'StageScheduled',
  'StageStarted',
  'StagePaused',
  'StageResumed',
  'StageEntryRecorded',
  'StageFinished',
  'CureOverridden',
  'PartLotSent',
  'ProductionFinished',
  'ProductionClosed',
];

/** The machine a stage is put on, as the handler loaded it. */
export interface MachineRef {
  machineId: string;
  name: string;
  kind: MachineKind;
  wasteTargetPercent: number;
  cureHours: number | null;
}

export type ProductionCommand =
  | { type: 'OpenProduction'; data: ProductionOpenedData }
  | { type: 'ReceiveArtwork'; data: { files: string; at: string } }
  | {
      type: 'ReviewProduction';
      data: {
        decision: 'confirm' | 'reject';
        artwork: 'confirmed' | 'rejected';
        reason: string;
        colours: string[];
        webWidthMm: number | null;
      } & Act;
    }
  | { type: 'ScheduleStage'; data: { stage: string; machine: MachineRef; plannedStart: string } & Act }
  | { type: 'StartStage'; data: { stage: string; operators: string[] } & Act }
  | { type: 'PauseStage'; data: { stage: string; reason: string } & Act }
  | { type: 'ResumeStage'; data: { stage: string } & Act }
  | { type: 'RecordStageEntry'; data: StageEntryData & Act }
  | { type: 'FinishStage'; data: { stage: string } & Act }
  | { type: 'OverrideCure'; data: { stage: string; reason: string } & Act }
  | { type: 'SendPartLot'; data: SendPartLotData }
  | { type: 'CloseProduction'; data: { reason: string; at: string } };

// ---------------------------------------------------------------- state

export interface StageProgress extends StagePlan {
  state: StageState;
  machineId: string | null;
  machineName: string | null;
  plannedStart: string | null;
  wasteTargetPercent: number;
  cureHours: number | null;
  operators: string[];
  startedAt: string | null;
  finishedAt: string | null;
  pausedReason: string | null;
  totals: LedgerTotals;
  entryIds: string[];
  /** Set on a finished lamination pass. */
  cureUntil: string | null;
  /** Set on the stage that was let start before the previous pass cured. */
  cureOverridden: boolean;
  /** Good output sent to inspection in parts before the stage finished (the last stage's). */
  partsSent: number;
}

export interface ProductionState {
  exists: boolean;
  opened: ProductionOpenedData | null;
  review: { status: ReviewStatus; reason: string | null; by: string | null; at: string | null };
  artwork: { files: string; status: 'none' | 'not_confirmed' | 'confirmed' | 'rejected' };
  colours: string[];
  webWidthMm: number | null;
  stages: StageProgress[];
  /** The ids of the parts sent to inspection (part-lots.ts). */
  partIds: string[];
  finished: boolean;
  closed: boolean;
}

export const initialProductionState = (): ProductionState => ({
  exists: false,
  opened: null,
  review: { status: 'pending', reason: null, by: null, at: null },
  artwork: { files: '', status: 'none' },
  colours: [],
  webWidthMm: null,
  stages: [],
  partIds: [],
  finished: false,
  closed: false,
});

/** A stage as its job opens: not yet on a machine, its ledger empty. */
export const newStage = (plan: StagePlan): StageProgress => ({
  ...plan,
  state: 'unscheduled',
  machineId: null,
  machineName: null,
  plannedStart: null,
  wasteTargetPercent: DEFAULT_WASTE_TARGET_PERCENT,
  cureHours: null,
  operators: [],
  startedAt: null,
  finishedAt: null,
  pausedReason: null,
  totals: emptyTotals(),
  entryIds: [],
  cureUntil: null,
  cureOverridden: false,
  partsSent: 0,
});

/**
 * What the job's rules (phase, progress, a stage's good metres) read of a job: its state, and
 * the facts the production read models rebuild from their rows alike.
 */
export interface JobShape {
  opened: Pick<ProductionOpenedData, 'quantity' | 'unit' | 'pitchMm'> | null;
  review: { status: ReviewStatus };
  stages: readonly StageShape[];
  finished: boolean;
  closed: boolean;
}
export type StageShape = Pick<
  StageProgress,
  'key' | 'kind' | 'state' | 'outputUnit' | 'startedAt' | 'totals'
>;

/** A stage's good output in metres (pieces by the job's pitch). */
export const stageGoodMetres = (state: Pick<JobShape, 'opened'>, stage: StageShape): number =>
  goodMetresOf(stage.totals.goodOut, stage.outputUnit, state.opened?.pitchMm ?? null);

/** What the checks read of one stage of the job. */
export function stageStanding(state: ProductionState, key: string): StageStanding {
  const index = state.stages.findIndex((s) => s.key === key);
  const stage = state.stages[index];
  if (!stage) throw new DomainError('PRODUCTION.STAGE_NOT_FOUND', 'production.stageNotFound', {}, 'stage');
  const previous = index > 0 ? state.stages[index - 1] : undefined;
  return {
    open: state.exists && !state.closed && !state.finished,
    confirmed: state.review.status === 'confirmed',
    state: stage.state,
    kind: stage.kind,
    goodOut: stage.totals.goodOut,
    previous: previous
      ? { state: previous.state, kind: previous.kind, goodMetres: stageGoodMetres(state, previous) }
      : null,
    cureUntil: previous?.cureUntil ?? null,
    cureOverridden: stage.cureOverridden,
    last: index === state.stages.length - 1,
    partsSent: stage.partsSent,
  };
}

// ---------------------------------------------------------------- evolve

/** What a stage's own events move (the job's state, and the read models' facts alike). */
export type StageMoves = Omit<StageProgress, keyof StagePlan | 'entryIds'>;

const STAGE_MOVES = [
  'StageScheduled',
  'StageStarted',
  'StagePaused',
  'StageResumed',
  'StageFinished',
  'CureOverridden',
] as const;
type StageEvent = Extract<ProductionEvent, { type: (typeof STAGE_MOVES)[number] }>;

/** Whether the event moves one stage's state (moveStage); a ledger entry moves its totals. */
export const isStageMove = (event: ProductionEvent): event is StageEvent =>
  (STAGE_MOVES as readonly string[]).includes(event.type);

/** One stage event on a stage; a ledger entry (its data) adds to the stage's totals. */
export function moveStage<S extends StageMoves>(s: S, event: StageEvent | StageEntryData): S {
  if (!('type' in event)) return { ...s, totals: addTotals(s.totals, event) };
  switch (event.type) {
    case 'StageScheduled': {
      const d = event.data;
      return {
        ...s,
        state: 'scheduled',
        machineId: d.machineId,
        machineName: d.machineName,
        plannedStart: d.plannedStart,
        wasteTargetPercent: d.wasteTargetPercent,
        cureHours: d.cureHours,
      };
    }
    case 'StageStarted':
      return { ...s, state: 'running', operators: event.data.operators, startedAt: event.data.at };
    case 'StagePaused':
      return { ...s, state: 'paused', pausedReason: event.data.reason };
    case 'StageResumed':
      return { ...s, state: 'running', pausedReason: null };
    case 'StageFinished':
      return {
        ...s,
        state: 'finished',
        finishedAt: event.data.at,
        pausedReason: null,
        cureUntil: event.data.cureUntil,
      };
    case 'CureOverridden':
      return { ...s, cureOverridden: true };
  }
}

const withStage = (state: ProductionState, key: string, change: (s: StageProgress) => StageProgress) => ({
  ...state,
  stages: state.stages.map((s) => (s.key === key ? change(s) : s)),
});

export function evolve(state: ProductionState, event: ProductionEvent): ProductionState {
  if (isStageMove(event)) return withStage(state, event.data.stage, (s) => moveStage(s, event));
  switch (event.type) {
    case 'ProductionOpened':
      return {
        ...state,
        exists: true,
        opened: event.data,
        stages: event.data.stages.map(newStage),
        artwork: {
          files: event.data.artworkFiles,
          status: event.data.artworkFiles ? 'not_confirmed' : 'none',
        },
      };
    case 'ProductionArtworkReceived':
      return {
        ...state,
        artwork: {
          files: event.data.files,
          status: event.data.requeued ? 'not_confirmed' : state.artwork.status,
        },
        review: event.data.requeued ? { status: 'pending', reason: null, by: null, at: null } : state.review,
      };
    case 'ProductionReviewed': {
      const d = event.data;
      return {
        ...state,
        review: {
          status: d.decision === 'confirm' ? 'confirmed' : 'rejected',
          reason: d.reason || null,
          by: d.by,
          at: d.at,
        },
        artwork: { ...state.artwork, status: d.artwork },
        colours: d.decision === 'confirm' ? d.colours : state.colours,
        webWidthMm: d.decision === 'confirm' ? d.webWidthMm : state.webWidthMm,
      };
    }
    case 'StageEntryRecorded': {
      const d = event.data;
      return withStage(state, d.stage, (s) => ({ ...moveStage(s, d), entryIds: [...s.entryIds, d.entryId] }));
    }
    case 'PartLotSent':
      return evolvePartSent(state, event.data);
    case 'ProductionFinished':
      return { ...state, finished: true };
    case 'ProductionClosed':
      return { ...state, closed: true };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- decide

export const productionNotFound = () => new DomainError('PRODUCTION.NOT_FOUND', 'common.notFound');
const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function reasonOf(reason: string): string {
  const text = reason.trim();
  if (!text) throw refuse('PRODUCTION.REASON_REQUIRED', 'production.reasonRequired', {}, 'reason');
  return text;
}

const addHours = (at: string, hours: number): string =>
  new Date(Date.parse(at) + hours * 3_600_000).toISOString();

function decideReview(
  command: Extract<ProductionCommand, { type: 'ReviewProduction' }>,
  state: ProductionState,
) {
  const d = command.data;
  jobChecks.review(jobStanding(state));
  if (d.decision === 'confirm') {
    if (!state.artwork.files) throw refuse('PRODUCTION.ARTWORK_MISSING', 'production.artworkMissing');
    if (d.artwork !== 'confirmed')
      throw refuse('PRODUCTION.ARTWORK_NOT_CONFIRMED', 'production.confirmNeedsArtwork', {}, 'artwork');
  }
  const reason = d.decision === 'reject' ? reasonOf(d.reason) : d.reason.trim();
  const colours = d.colours.map((c) => c.trim()).filter(Boolean);
  return [
    {
      type: 'ProductionReviewed' as const,
      data: {
        decision: d.decision,
        artwork: d.artwork,
        reason,
        colours,
        webWidthMm: d.webWidthMm,
        by: d.by,
        at: d.at,
      },
    },
  ];
}

/** Cumulative input may not pass what the previous stage made good; good output and waste may not pass input. */
function checkEntry(state: ProductionState, stage: StageProgress, entry: StageEntryData): void {
  if (entry.metresIn <= 0 && entry.goodOut <= 0)
    throw refuse('PRODUCTION.ENTRY_EMPTY', 'production.entryEmpty', {}, 'metresIn');
  const after = addTotals(stage.totals, entry);
  const index = state.stages.indexOf(stage);
  const previous = index > 0 ? state.stages[index - 1] : undefined;
  if (previous) {
    const available = stageGoodMetres(state, previous);
    if (after.metresIn > available)
      throw refuse(
        'PRODUCTION.INPUT_ABOVE_PREVIOUS',
        'production.inputAbovePrevious',
        { available },
        'metresIn',
      );
  }
  const pitch = state.opened?.pitchMm ?? null;
  const goodMetres = goodMetresOf(after.goodOut, stage.outputUnit, pitch);
  if (goodMetres > after.metresIn)
    throw refuse('PRODUCTION.GOOD_ABOVE_INPUT', 'production.goodAboveInput', {}, 'goodOut');
  const accounted = Math.round((goodMetres + after.setupWaste + after.runningWaste) * 100);
  if (accounted > Math.round(after.metresIn * 100))
    throw refuse('PRODUCTION.OUTPUT_ABOVE_INPUT', 'production.outputAboveInput', {}, 'runningWaste');
}

export function decide(command: ProductionCommand, state: ProductionState): ProductionEvent[] {
  if (command.type === 'OpenProduction') {
    if (state.exists) return [];
    return [{ type: 'ProductionOpened', data: command.data }];
  }
  if (!state.exists) throw productionNotFound();
  switch (command.type) {
    case 'ReceiveArtwork': {
      if (state.artwork.files === command.data.files || state.closed) return [];
      const started = state.stages.some((s) => s.startedAt !== null);
      return [
        {
          type: 'ProductionArtworkReceived',
          data: { files: command.data.files, requeued: !started && !state.finished, at: command.data.at },
        },
      ];
    }
    case 'ReviewProduction':
      return decideReview(command, state);
    case 'ScheduleStage': {
      const { stage: key, machine, plannedStart, by, at } = command.data;
      const stage = state.stages.find((s) => s.key === key);
      stageChecks.schedule(stageStanding(state, key), at);
      if (!stage || !state.opened) throw productionNotFound();
      if (!machineKindsFor(stage.kind, state.opened.printingType).includes(machine.kind))
        throw refuse('PRODUCTION.MACHINE_KIND', 'production.machineKind', {}, 'machineId');
      if (stage.machineId === machine.machineId && stage.plannedStart === plannedStart) return [];
      return [
        {
          type: 'StageScheduled',
          data: {
            stage: key,
            machineId: machine.machineId,
            machineName: machine.name,
            plannedStart,
            wasteTargetPercent: machine.wasteTargetPercent,
            cureHours: stage.kind === 'lamination' ? (machine.cureHours ?? DEFAULT_CURE_HOURS) : null,
            by,
            at,
          },
        },
      ];
    }
    case 'StartStage': {
      const { stage, operators, by, at } = command.data;
      stageChecks.start(stageStanding(state, stage), at);
      const names = operators.map((o) => o.trim()).filter(Boolean);
      if (!names.length)
        throw refuse('PRODUCTION.OPERATORS_REQUIRED', 'production.operatorsRequired', {}, 'operators');
      return [{ type: 'StageStarted', data: { stage, operators: names, by, at } }];
    }
    case 'PauseStage': {
      const { stage, by, at } = command.data;
      stageChecks.pause(stageStanding(state, stage), at);
      return [{ type: 'StagePaused', data: { stage, reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'ResumeStage': {
      const { stage, by, at } = command.data;
      stageChecks.resume(stageStanding(state, stage), at);
      return [{ type: 'StageResumed', data: { stage, by, at } }];
    }
    case 'RecordStageEntry': {
      const d = command.data;
      const stage = state.stages.find((s) => s.key === d.stage);
      // The same entry sent again (a retry, a second tap) is recorded once.
      if (stage?.entryIds.includes(d.entryId)) return [];
      stageChecks.record(stageStanding(state, d.stage), d.at);
      if (!stage) throw productionNotFound();
      checkEntry(state, stage, d);
      return [{ type: 'StageEntryRecorded', data: { ...d, note: d.note.trim() } }];
    }
    case 'FinishStage': {
      const { stage: key, by, at } = command.data;
      stageChecks.finish(stageStanding(state, key), at);
      const stage = state.stages.find((s) => s.key === key);
      if (!stage) throw productionNotFound();
      const cureUntil =
        stage.kind === 'lamination' ? addHours(at, stage.cureHours ?? DEFAULT_CURE_HOURS) : null;
      const events: ProductionEvent[] = [{ type: 'StageFinished', data: { stage: key, cureUntil, by, at } }];
      const last = state.stages[state.stages.length - 1];
      if (last?.key === key)
        events.push({
          type: 'ProductionFinished',
          data: { quantity: stage.totals.goodOut, unit: stage.outputUnit, at },
        });
      return events;
    }
    case 'OverrideCure': {
      const { stage, by, at } = command.data;
      stageChecks.overrideCure(stageStanding(state, stage), at);
      return [{ type: 'CureOverridden', data: { stage, reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'SendPartLot':
      return decideSendPart(state, command.data, stageStanding(state, command.data.stage));
    case 'CloseProduction':
      if (state.closed || state.finished) return [];
      return [{ type: 'ProductionClosed', data: { reason: command.data.reason, at: command.data.at } }];
    default:
      return assertNever(command);
  }
}

/** What the job's checks read of its state. */
export const jobStanding = (state: ProductionState): JobStanding => ({
  open: state.exists && !state.closed && !state.finished,
  reviewStatus: state.review.status,
});

export const productionDecider: Decider<ProductionState, ProductionCommand, ProductionEvent> = {
  initialState: initialProductionState,
  evolve,
  decide,
};

import type { BAG_TYPES, MAKES, PRINTING_TYPES } from '../catalog/vocabulary';

/**
 * The factory floor (factory.md): production review, machines, scheduling, stages with their
 * material ledger and the live board, as the domain records them and the API answers them.
 */

// ---------------------------------------------------------------- vocabulary

/** What a stage does; an order's stages are derived from its specification (stagesOf). */
export const STAGE_KINDS = ['printing', 'lamination', 'slitting', 'bagMaking'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** The Product role's stage screens: printing, lamination (复合), making (slitting and bag making), finished. */
export const STAGE_SCREENS = ['printing', 'lamination', 'making', 'finished'] as const;
export type StageScreen = (typeof STAGE_SCREENS)[number];

export const MACHINE_KINDS = ['digitalPress', 'gravurePress', 'laminator', 'slitter', 'bagMaker'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

export const MACHINE_STATES = ['production', 'setup', 'idle', 'problem', 'maintenance', 'off'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** The coded reasons a machine's state change carries, per state (factory.md, "Machines and scheduling"). */
export const MACHINE_STATE_REASONS = {
  production: ['running'],
  setup: ['jobChange', 'plateChange', 'colourChange', 'rollChange'],
  idle: ['noJob', 'waitingMaterial', 'waitingArtwork', 'noOperator'],
  problem: ['mechanical', 'electrical', 'quality', 'material'],
  maintenance: ['planned', 'cleaning', 'repair'],
  off: ['shiftEnd', 'holiday', 'noPower'],
} as const satisfies Record<MachineState, readonly string[]>;
export type MachineStateReason = (typeof MACHINE_STATE_REASONS)[MachineState][number];

/** Where a production job's review stands (the order log). */
export const REVIEW_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where a stage stands: waiting for a machine, on a machine's queue, running, paused, finished. */
export const STAGE_STATES = ['unscheduled', 'scheduled', 'running', 'paused', 'finished'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/** Where a production job stands as a whole (the lists and the board filter by it). */
export const JOB_PHASES = [
  'review',
  'rejected',
  'scheduling',
  'ready',
  'running',
  'finished',
  'closed',
] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

/** What a reader may do with a production job now, as the domain decides it (productionActions). */
export const PRODUCTION_ACTIONS = ['review'] as const;
export type ProductionAction = (typeof PRODUCTION_ACTIONS)[number];

/** What a reader may do with a stage now (stageActions): the job card offers these and no others. */
export const STAGE_ACTIONS = [
  'schedule',
  'start',
  'pause',
  'resume',
  'record',
  'finish',
  'overrideCure',
  /** Send part of the last stage's good output to inspection before the stage finishes. */
  'sendPart',
] as const;
export type StageAction = (typeof STAGE_ACTIONS)[number];

/** A stage's output is counted in metres of web, or in pieces at bag making. */
export type OutputUnit = 'meter' | 'piece';

// ---------------------------------------------------------------- machines

export interface MachineView {
  id: string;
  name: string;
  kind: MachineKind;
  /** Printing presses: the colour units; null for other kinds. */
  colours: number | null;
  /** Printing presses: the widest web, mm. */
  maxWebWidthMm: number | null;
  /** Waste above this share of input marks a stage red (percent, default 5). */
  wasteTargetPercent: number;
  /** Laminators: hours a laminated roll cures before the next stage (default 48). */
  cureHours: number | null;
  state: MachineState;
  stateReason: MachineStateReason;
  stateNote: string;
  stateSince: string;
  /** Stages on its queue not yet finished. */
  queued: number;
  revision: number;
}

// ---------------------------------------------------------------- jobs and stages

/** A stage of an order as planned when production opened: its key (printing, lamination-1 …), kind and unit. */
export interface StagePlan {
  key: string;
  kind: StageKind;
  /** 1-based place among the order's stages. */
  seq: number;
  outputUnit: OutputUnit;
}

/** The material ledger of a stage (or of the order, added up): metres unless said. */
export interface MaterialLedger {
  metresIn: number;
  kgIn: number;
  /** Good output in the stage's unit (metres, or pieces at bag making). */
  goodOut: number;
  /** Good output in metres (pieces at bag making converted by the bag's pitch). */
  goodMetres: number;
  setupWaste: number;
  runningWaste: number;
  /** In minus good minus recorded waste, metres (never below 0 shown as flagged). */
  unaccounted: number;
  /** Percent of input, 2 decimals. */
  wastePercent: number;
  unaccountedPercent: number;
  /** Waste above the machine's target. */
  wasteOver: boolean;
  /** Unaccounted above 1% of input. */
  unaccountedFlag: boolean;
}

/** One entry of a stage's ledger (one per shift or roll). */
export interface StageEntryView {
  entryId: string;
  metresIn: number;
  kgIn: number;
  goodOut: number;
  setupWaste: number;
  runningWaste: number;
  note: string;
  by: string;
  byName: string | null;
  at: string;
}

/** The order a job card or a job row belongs to, as the factory sees it (no price, no contact). */
export interface ProductionOrderOf {
  orderId: string;
  number: string;
  customerName: string;
  printingType: (typeof PRINTING_TYPES)[number];
  make: (typeof MAKES)[number];
  bagType: (typeof BAG_TYPES)[number] | null;
  quantity: number;
  unit: string;
}

/** A job card: one stage of one order (the stage screens and the board show these). */
export interface StageCard extends ProductionOrderOf {
  stage: string;
  kind: StageKind;
  seq: number;
  stageCount: number;
  outputUnit: OutputUnit;
  state: StageState;
  machineId: string | null;
  machineName: string | null;
  machineState: MachineState | null;
  /** The machine kinds the stage may be put on (the domain's machineKindsFor): the console asks no rule of its own. */
  machineKinds: MachineKind[];
  plannedStart: string | null;
  /** The place on its machine's queue (1-based), null when not queued. */
  queuePosition: number | null;
  operators: string[];
  startedAt: string | null;
  finishedAt: string | null;
  pausedReason: string | null;
  /** The previous stage's good output (this stage's input is prefilled with it), in metres; null at the first stage. */
  previousGoodMetres: number | null;
  ledger: MaterialLedger;
  /** Share of the order's quantity made good at this stage, 0..1 (pieces or metres against the plan). */
  progress: number;
  /** Lamination done before this stage: until when the roll cures; null when no gate. */
  cureUntil: string | null;
  cureOverridden: boolean;
  /** Good output already sent to inspection in parts (the last stage's), in the stage's unit. */
  partsSent: number;
  actions: StageAction[];
  /** The event-store position the card reflects (a live client refetches on a gap). */
  position: string;
  revision: number;
}

/** A row of the order log (/OrderLog/*) and of the scheduling lists. */
export interface ProductionJobRow extends ProductionOrderOf {
  phase: JobPhase;
  reviewStatus: ReviewStatus;
  artworkStatus: 'none' | 'not_confirmed' | 'confirmed' | 'rejected';
  rejectReason: string | null;
  /** The stage now worked on (or next), its kind, and how many stages are done of all. */
  currentStage: string | null;
  currentKind: StageKind | null;
  stagesDone: number;
  stageCount: number;
  /** 0..1: the order's progress through its stages. */
  progress: number;
  /** Stages not yet on a machine. */
  unscheduled: number;
  signedAt: string;
  reviewedAt: string | null;
  actions: ProductionAction[];
  revision: number;
}

/** One step of the production story: review, schedule, stage start/pause/entry/finish, cure override. */
export interface ProductionTimelineEntry {
  type: string;
  at: string;
  by: string | null;
  byName: string | null;
  stage: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** GET production/:orderId: the job, its specification for the factory, its stages and story. */
export interface ProductionDetail extends ProductionJobRow {
  artworkFiles: string;
  /** The ink colours and web width recorded at review (the scheduler's inputs). */
  colours: string[];
  webWidthMm: number | null;
  substrate: string | null;
  /** The order's specification as the factory works to it (no prices). */
  snapshot: Record<string, unknown>;
  stages: (StageCard & { entries: StageEntryView[] })[];
  /** The ledger added up over the stages. */
  total: MaterialLedger;
  timeline: ProductionTimelineEntry[];
}

/** What sellers see of production on their order: progress and stages, never machines, operators, waste or costs. */
export interface OrderProductionSummary {
  phase: JobPhase;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
  progress: number;
  currentKind: StageKind | null;
  stages: {
    key: string;
    kind: StageKind;
    state: StageState;
    goodOut: number;
    outputUnit: OutputUnit;
    startedAt: string | null;
    finishedAt: string | null;
  }[];
  /** Staff only (not traders): the ledger per stage, for the small picture. */
  ledger:
    | {
        key: string;
        kind: StageKind;
        metresIn: number;
        goodMetres: number;
        waste: number;
        unaccounted: number;
      }[]
    | null;
}

// ---------------------------------------------------------------- queues and the suggested sequence

/** A job on a machine's queue, with what the changeover depends on. */
export interface QueueEntry extends StageCard {
  pinned: boolean;
  substrate: string | null;
  webWidthMm: number | null;
  colours: string[];
}

/** Why a job sits where the suggestion puts it (translated by the console from the code). */
export interface SequenceReason {
  code: 'pinned' | 'first' | 'sameSubstrateWidth' | 'sharedColours' | 'leastChange' | 'plannedOrder';
  /** Shared colours, colours to change, the changeover cost. */
  params: Record<string, string | number>;
}

export interface SuggestedSequence {
  jobs: { key: string; reason: SequenceReason }[];
  /** Changeover cost of the suggestion and of the queue in planned-start order (first in, first out). */
  changeovers: number;
  fifoChangeovers: number;
}

export interface MachineQueueView {
  machine: MachineView;
  jobs: QueueEntry[];
  /** Only for gravure presses (the changeover-aware sequence). */
  suggestion: SuggestedSequence | null;
}

// ---------------------------------------------------------------- the board

export interface BoardView {
  cards: StageCard[];
  machines: MachineView[];
  /** The position the whole answer reflects: a live client applies changes after it. */
  position: string;
  /**
   * The whole board only: each column's count of cards (by stage kind, or by machine id, '-' for
   * none), of which `cards` holds at most the first 100 (running and paused first, then by planned
   * start); a column with none is left out. Absent on an answer for some orders only.
   */
  columnTotals?: Record<string, number>;
}

/** The job key of a stage on a queue: `<orderId>:<stage>`. */
export const jobKey = (orderId: string, stage: string): string => `${orderId}:${stage}`;

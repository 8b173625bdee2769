import type {
  MachineKind,
  OrderSnapshot,
  OutputUnit,
  ReviewStatus,
  StagePlan,
  StageState,
} from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';
import type { LedgerTotals } from './ledger';
import type { PartLotSentData, SendPartLotData } from './part-lots';

/**
 * The words of an order's production job: its stream, the events and commands, and the state they
 * fold into. production-job.ts, which re-exports these, holds how it folds and decides them.
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

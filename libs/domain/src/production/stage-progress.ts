import type { ReviewStatus, StagePlan } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { DEFAULT_WASTE_TARGET_PERCENT, addTotals, emptyTotals, goodMetresOf } from './ledger';
import type { StageStanding } from './production-checks';
import type {
  ProductionEvent,
  ProductionOpenedData,
  ProductionState,
  StageEntryData,
  StageProgress,
} from './production-events';

/**
 * A stage of a production job as it moves: a new stage, what its own events (and its ledger
 * entries) do to it, its good metres, and what the checks read of it. The job's state and the
 * production read models' facts move by the same rules.
 */

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

import type { ProductionAction, ReviewStatus, StageAction, StageKind, StageState } from '@packflow/contracts';
import { DomainError } from '../shared/decider';

/**
 * The rules a stage's commands are refused by, one check per action (the order's checks' shape):
 * the production job's decider throws what they throw, and stageActions offers an action exactly
 * when its check passes, so a job card never offers a step the job then refuses.
 */

/** What the checks read of a stage: the job's folded state (stageStanding), or a read-model row. */
export interface StageStanding {
  /** The job is neither closed (order canceled or ended) nor finished. */
  open: boolean;
  /** The production review confirmed the order and its artwork. */
  confirmed: boolean;
  state: StageState;
  kind: StageKind;
  /** Good output recorded at this stage, in its unit. */
  goodOut: number;
  previous: {
    state: StageState;
    kind: StageKind;
    goodMetres: number;
  } | null;
  /** The previous stage is a finished lamination pass: its roll cures until then. */
  cureUntil: string | null;
  cureOverridden: boolean;
  /** The job's last stage: its good output goes to inspection (in parts, or the rest when it finishes). */
  last: boolean;
  /** Good output already sent to inspection in parts, in the stage's unit. */
  partsSent: number;
}

const refuse = (code: string, key: string, params: Record<string, string | number> = {}) =>
  new DomainError(code, key, params);

export function checkOpen(s: Pick<StageStanding, 'open'>): void {
  if (!s.open) throw refuse('PRODUCTION.CLOSED', 'production.closed');
}

export function checkConfirmed(s: Pick<StageStanding, 'confirmed'>): void {
  if (!s.confirmed) throw refuse('PRODUCTION.NOT_CONFIRMED', 'production.notConfirmed');
}

/** Whole hours left until `until` from `at`, at least 1 while any time is left. */
export const hoursLeft = (until: string, at: string): number =>
  Math.max(1, Math.ceil((Date.parse(until) - Date.parse(at)) / 3_600_000));

/** Whether the roll still cures at `at` (no override recorded). */
export const curing = (s: Pick<StageStanding, 'cureUntil' | 'cureOverridden'>, at: string): boolean =>
  s.cureUntil !== null && !s.cureOverridden && Date.parse(s.cureUntil) > Date.parse(at);

function checkCure(s: StageStanding, at: string): void {
  if (curing(s, at) && s.cureUntil)
    throw refuse('PRODUCTION.CURING', 'production.curing', { hours: hoursLeft(s.cureUntil, at) });
}

/** The previous stage made good output (a lamination pass must also be finished: its roll then cures). */
function checkPreviousOutput(s: StageStanding): void {
  const previous = s.previous;
  if (!previous) return;
  if (previous.goodMetres <= 0) throw refuse('PRODUCTION.PREVIOUS_NO_OUTPUT', 'production.previousNoOutput');
  if (previous.kind === 'lamination' && previous.state !== 'finished')
    throw refuse('PRODUCTION.LAMINATION_NOT_FINISHED', 'production.laminationNotFinished');
}

/** What a stage made good and has not sent yet, in its unit (whole pieces at bag making). */
export function unsentOf(s: Pick<StageStanding, 'goodOut' | 'partsSent' | 'kind'>): number {
  const left = Math.max(0, Math.round(s.goodOut * 100) - Math.round(s.partsSent * 100)) / 100;
  return s.kind === 'bagMaking' ? Math.floor(left) : left;
}

function checkState(s: StageStanding, allowed: readonly StageState[], key: string): void {
  if (!allowed.includes(s.state)) throw refuse('PRODUCTION.STAGE_STATE', key);
}

/** Each action's check at the instant `at`. */
export const stageChecks: Record<StageAction, (s: StageStanding, at: string) => void> = {
  schedule(s) {
    checkOpen(s);
    checkConfirmed(s);
    checkState(s, ['unscheduled', 'scheduled'], 'production.alreadyStarted');
  },
  start(s, at) {
    checkOpen(s);
    checkConfirmed(s);
    if (s.state === 'unscheduled') throw refuse('PRODUCTION.NOT_SCHEDULED', 'production.notScheduled');
    checkState(s, ['scheduled'], 'production.alreadyStarted');
    checkPreviousOutput(s);
    checkCure(s, at);
  },
  pause(s) {
    checkOpen(s);
    checkState(s, ['running'], 'production.notRunning');
  },
  resume(s) {
    checkOpen(s);
    checkState(s, ['paused'], 'production.notPaused');
  },
  record(s) {
    checkOpen(s);
    checkState(s, ['running'], 'production.notRunning');
  },
  finish(s) {
    checkOpen(s);
    checkState(s, ['running', 'paused'], 'production.notRunning');
    if (s.goodOut <= 0) throw refuse('PRODUCTION.NO_OUTPUT', 'production.noOutput');
    if (s.previous && s.previous.state !== 'finished')
      throw refuse('PRODUCTION.PREVIOUS_NOT_FINISHED', 'production.previousNotFinished');
  },
  overrideCure(s, at) {
    checkOpen(s);
    checkState(s, ['unscheduled', 'scheduled'], 'production.alreadyStarted');
    if (!curing(s, at)) throw refuse('PRODUCTION.NOT_CURING', 'production.notCuring');
  },
  /** Send part of the last stage's good output to inspection before it finishes (part-lots.ts). */
  sendPart(s) {
    checkOpen(s);
    if (!s.last) throw refuse('PRODUCTION.PART_NOT_LAST', 'production.partNotLast');
    checkState(s, ['running', 'paused'], 'production.notRunning');
    if (unsentOf(s) <= 0) throw refuse('PRODUCTION.PART_NOTHING_LEFT', 'production.partNothingLeft');
  },
};

/** What the job-level checks read: whether it is open and where its review stands. */
export interface JobStanding {
  open: boolean;
  reviewStatus: ReviewStatus;
}

export const jobChecks: Record<ProductionAction, (s: JobStanding) => void> = {
  /** A review is decided once; a rejected order waits for corrected artwork, which queues it again. */
  review(s) {
    checkOpen(s);
    if (s.reviewStatus !== 'pending')
      throw refuse('PRODUCTION.ALREADY_REVIEWED', 'production.alreadyReviewed');
  },
};

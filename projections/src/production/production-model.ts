import type { JobPhase, OutputUnit, ReviewStatus, StageKind, StageState } from '@packflow/contracts';
import { productionJob, productionLedger, productionStages } from '@packflow/domain';

/**
 * A production job as its two read models see it (production_jobs and production_stages): the
 * facts of the job and of each of its stages, moved by the job's events (the same steps as the
 * domain's evolve, on these facts), and the columns worked out from them. Each projector keeps
 * in its own table what it needs to rebuild these facts (production_jobs the stages' summary,
 * production_stages the job's facts on every stage row), so the two never read each other.
 */

export interface JobFacts {
  orderId: string;
  number: string;
  customerName: string;
  ownerId: string;
  ownerRole: string;
  printingType: 'digital' | 'gravure';
  make: string;
  bagType: string | null;
  quantity: number;
  unit: string;
  pitchMm: number | null;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
  reviewedAt: string | null;
  artworkStatus: string;
  artworkFiles: string;
  colours: string[];
  webWidthMm: number | null;
  substrate: string | null;
  signedAt: string;
  closed: boolean;
  finished: boolean;
}

export interface StageFacts {
  key: string;
  kind: StageKind;
  seq: number;
  outputUnit: OutputUnit;
  state: StageState;
  machineId: string | null;
  machineName: string | null;
  plannedStart: string | null;
  wasteTargetPercent: number;
  operators: string[];
  startedAt: string | null;
  finishedAt: string | null;
  pausedReason: string | null;
  totals: productionLedger.LedgerTotals;
  entries: number;
  /** Set on a finished lamination pass: its roll cures until then (the next stage's gate). */
  cureUntil: string | null;
  cureOverridden: boolean;
}

export interface JobModel {
  job: JobFacts;
  stages: StageFacts[];
}

const newStage = (plan: {
  key: string;
  kind: StageKind;
  seq: number;
  outputUnit: OutputUnit;
}): StageFacts => ({
  key: plan.key,
  kind: plan.kind,
  seq: plan.seq,
  outputUnit: plan.outputUnit,
  state: 'unscheduled',
  machineId: null,
  machineName: null,
  plannedStart: null,
  wasteTargetPercent: productionLedger.DEFAULT_WASTE_TARGET_PERCENT,
  operators: [],
  startedAt: null,
  finishedAt: null,
  pausedReason: null,
  totals: productionLedger.emptyTotals(),
  entries: 0,
  cureUntil: null,
  cureOverridden: false,
});

/** The job a ProductionOpened starts: its stages as derived at signing, waiting for review. */
export function openedModel(d: productionJob.ProductionOpenedData): JobModel {
  return {
    job: {
      orderId: d.orderId,
      number: d.number,
      customerName: d.customerName,
      ownerId: d.ownerId,
      ownerRole: d.ownerRole,
      printingType: d.printingType,
      make: d.snapshot.make,
      bagType: d.snapshot.bagType,
      quantity: d.quantity,
      unit: d.unit,
      pitchMm: d.pitchMm,
      reviewStatus: 'pending',
      rejectReason: null,
      reviewedAt: null,
      artworkStatus: d.artworkFiles ? 'not_confirmed' : 'none',
      artworkFiles: d.artworkFiles,
      colours: [],
      // As quoted until the review confirms the width the press runs.
      webWidthMm: productionStages.webWidthOf(d.snapshot),
      substrate: productionStages.substrateOf(d.snapshot),
      signedAt: d.signedAt,
      closed: false,
      finished: false,
    },
    stages: d.stages.map(newStage),
  };
}

const withStage = (model: JobModel, key: string, change: (s: StageFacts) => StageFacts): JobModel => ({
  ...model,
  stages: model.stages.map((s) => (s.key === key ? change(s) : s)),
});

/** One event of the job's stream on its facts (ProductionOpened starts them: openedModel). */
export function applyEvent(model: JobModel, event: productionJob.ProductionEvent): JobModel {
  const job = model.job;
  switch (event.type) {
    case 'ProductionOpened':
      // Opened once (the decider appends it once); a second one would change nothing.
      return model;
    case 'ProductionArtworkReceived': {
      const d = event.data;
      return {
        ...model,
        job: {
          ...job,
          artworkFiles: d.files,
          ...(d.requeued
            ? {
                artworkStatus: 'not_confirmed',
                reviewStatus: 'pending',
                rejectReason: null,
                reviewedAt: null,
              }
            : {}),
        },
      };
    }
    case 'ProductionReviewed': {
      const d = event.data;
      const confirmed = d.decision === 'confirm';
      return {
        ...model,
        job: {
          ...job,
          reviewStatus: confirmed ? 'confirmed' : 'rejected',
          rejectReason: confirmed ? null : d.reason || null,
          reviewedAt: d.at,
          artworkStatus: d.artwork,
          colours: confirmed ? d.colours : job.colours,
          webWidthMm: confirmed ? (d.webWidthMm ?? job.webWidthMm) : job.webWidthMm,
        },
      };
    }
    case 'StageScheduled': {
      const d = event.data;
      return withStage(model, d.stage, (s) => ({
        ...s,
        state: 'scheduled',
        machineId: d.machineId,
        machineName: d.machineName,
        plannedStart: d.plannedStart,
        wasteTargetPercent: d.wasteTargetPercent,
      }));
    }
    case 'StageStarted':
      return withStage(model, event.data.stage, (s) => ({
        ...s,
        state: 'running',
        operators: event.data.operators,
        startedAt: event.data.at,
      }));
    case 'StagePaused':
      return withStage(model, event.data.stage, (s) => ({
        ...s,
        state: 'paused',
        pausedReason: event.data.reason,
      }));
    case 'StageResumed':
      return withStage(model, event.data.stage, (s) => ({ ...s, state: 'running', pausedReason: null }));
    case 'StageEntryRecorded':
      return withStage(model, event.data.stage, (s) => ({
        ...s,
        totals: productionLedger.addTotals(s.totals, event.data),
        entries: s.entries + 1,
      }));
    case 'StageFinished':
      return withStage(model, event.data.stage, (s) => ({
        ...s,
        state: 'finished',
        finishedAt: event.data.at,
        pausedReason: null,
        cureUntil: event.data.cureUntil,
      }));
    case 'CureOverridden':
      return withStage(model, event.data.stage, (s) => ({ ...s, cureOverridden: true }));
    case 'ProductionFinished':
      return { ...model, job: { ...job, finished: true } };
    case 'ProductionClosed':
      return { ...model, job: { ...job, closed: true } };
  }
}

// ---------------------------------------------------------------- what follows from the facts

/** Good output in metres (pieces by the bag's pitch). */
export const goodMetres = (job: Pick<JobFacts, 'pitchMm'>, stage: StageFacts): number =>
  productionLedger.goodMetresOf(stage.totals.goodOut, stage.outputUnit, job.pitchMm);

/** The metres the order needs from its first stage: metres ordered, or pieces by the bag's pitch; null when not known (kilograms, impressions, no pitch). */
export function plannedMetres(job: Pick<JobFacts, 'quantity' | 'unit' | 'pitchMm'>): number | null {
  if (job.unit === 'meter') return job.quantity;
  if (job.unit === 'piece' && job.pitchMm) return (job.quantity * job.pitchMm) / 1000;
  return null;
}

/** Below 1 until the stage is finished: a stage that took all it could is still not done. */
const UNFINISHED_CAP = 0.99;
const share = (part: number, whole: number | null): number =>
  whole && whole > 0 ? Math.min(UNFINISHED_CAP, Math.round((part / whole) * 10_000) / 10_000) : 0;

/**
 * A stage's progress, 0..1, a simple rule read from its ledger: a finished stage is 1; one not
 * started 0; a started one (running or paused) below 1: the first stage its good metres against
 * the metres planned (0 while the plan is not known), a later stage the metres it took against
 * what the previous stage made good.
 */
export function stageProgress(job: JobFacts, stages: readonly StageFacts[], index: number): number {
  const stage = stages[index]!;
  if (stage.state === 'finished') return 1;
  if (stage.startedAt === null) return 0;
  const previous = index > 0 ? stages[index - 1] : undefined;
  if (!previous) return share(goodMetres(job, stage), plannedMetres(job));
  return share(stage.totals.metresIn, goodMetres(job, previous));
}

/** The job's progress: the mean of its stages' (1 when every stage is finished). */
export function jobProgress(model: JobModel): number {
  const { job, stages } = model;
  if (!stages.length) return 0;
  const sum = stages.reduce((n, _, i) => n + stageProgress(job, stages, i), 0);
  return Math.round((sum / stages.length) * 10_000) / 10_000;
}

/**
 * Where the job stands (JOB_PHASES): closed or finished; else its review (waiting or rejected);
 * once confirmed, running from its first stage start, ready when every stage is on a machine,
 * scheduling before.
 */
export function phaseOf(model: JobModel): JobPhase {
  const { job, stages } = model;
  if (job.closed) return 'closed';
  if (job.finished) return 'finished';
  if (job.reviewStatus === 'pending') return 'review';
  if (job.reviewStatus === 'rejected') return 'rejected';
  if (stages.some((s) => s.startedAt !== null)) return 'running';
  if (stages.some((s) => s.state === 'unscheduled')) return 'scheduling';
  return 'ready';
}

/** Number, customer and bag words, lower-cased: the keyword search. */
export const searchOf = (job: Pick<JobFacts, 'number' | 'customerName' | 'make' | 'bagType'>): string =>
  [job.number, job.customerName, job.make, job.bagType ?? ''].join(' ').trim().toLowerCase();

import type { ReviewStatus } from '@packflow/contracts';
import { productionJob, productionPartLots, productionStages } from '@packflow/domain';

/**
 * A production job as its two read models see it (production_jobs and production_stages): the
 * facts of the job and of each of its stages, moved by the job's events (a stage by the domain's
 * own moveStage), and read by the domain's rules (phase, progress: rulesOf). Each projector keeps
 * in its own table what it needs to rebuild these facts (production_jobs the stages' summary,
 * production_stages the job's facts on every stage row), so the two never read each other.
 */

/** The job's facts: its opening's (as the fulfilment process gave them), its review and artwork, and where it ended. */
export interface JobFacts extends Pick<
  productionJob.ProductionOpenedData,
  | 'orderId'
  | 'number'
  | 'customerName'
  | 'ownerId'
  | 'ownerRole'
  | 'printingType'
  | 'quantity'
  | 'unit'
  | 'pitchMm'
  | 'signedAt'
> {
  make: string;
  bagType: string | null;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
  reviewedAt: string | null;
  artworkStatus: string;
  artworkFiles: string;
  colours: string[];
  webWidthMm: number | null;
  substrate: string | null;
  closed: boolean;
  finished: boolean;
}

/**
 * A stage's facts: the job state's own (productionJob.StageProgress), counting its ledger entries
 * (`entries`) rather than keeping their ids. `cureHours` is kept while a batch folds; the rows do
 * not store it (null on facts rebuilt from rows).
 */
export type StageFacts = Omit<productionJob.StageProgress, 'entryIds'> & { entries: number };

export interface JobModel {
  job: JobFacts;
  stages: StageFacts[];
}

/** A stage as its job opens (the domain's, counting its entries). */
export const newStage = (plan: productionJob.ProductionOpenedData['stages'][number]): StageFacts => {
  const { entryIds: _entries, ...stage } = productionJob.newStage(plan);
  return { ...stage, entries: 0 };
};

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
  if (productionJob.isStageMove(event))
    return withStage(model, event.data.stage, (s) => productionJob.moveStage(s, event));
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
    case 'StageEntryRecorded':
      return withStage(model, event.data.stage, (s) => ({
        ...productionJob.moveStage(s, event.data),
        entries: s.entries + 1,
      }));
    case 'PartLotSent':
      return withStage(model, event.data.stage, (s) => productionPartLots.sendFrom(s, event.data.quantity));
    case 'ProductionFinished':
      return { ...model, job: { ...job, finished: true } };
    case 'ProductionClosed':
      return { ...model, job: { ...job, closed: true } };
  }
}

// ---------------------------------------------------------------- what follows from the facts

/** The job as the domain's rules read it (phaseOf, jobProgressOf, stageProgressOf, stageGoodMetres…). */
export const rulesOf = ({ job, stages }: JobModel): productionJob.JobShape => ({
  opened: job,
  review: { status: job.reviewStatus },
  stages,
  finished: job.finished,
  closed: job.closed,
});

/** Number, customer and bag words, lower-cased: the keyword search. */
export const searchOf = (job: Pick<JobFacts, 'number' | 'customerName' | 'make' | 'bagType'>): string =>
  [job.number, job.customerName, job.make, job.bagType ?? ''].join(' ').trim().toLowerCase();

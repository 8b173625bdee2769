import type {
  JobPhase,
  OrderProductionSummary,
  ProductionAction,
  ReviewStatus,
  Role,
  StageAction,
  StageKind,
  StageState,
} from '@packflow/contracts';
import type { Actor } from '../identity/policies';
import { notificationRule } from '../notifications/notice';
import { offeredOf, passes } from '../shared/actions';
import { type JobStanding, type StageStanding, jobChecks, stageChecks } from './production-checks';
import { goodMetresOf } from './ledger';
import {
  type JobShape,
  type ProductionEvent,
  type ProductionState,
  type StageShape,
  productionDecider,
  stageGoodMetres,
} from './production-job';

/**
 * Who does what on the factory floor (factory.md, "Who does what"): ProductManage reviews,
 * schedules and overrides a cure; Product (and ProductManage) run the stages and set machine
 * states; Admin defines machines and may do everything. The factory sees every job, and never
 * prices or customers' contacts (its views carry neither). Sellers follow their own orders'
 * progress; traders never see machines, operators, waste or costs.
 */

export const FACTORY_ROLES: readonly Role[] = ['ProductManage', 'Product'];

/** Reviews, schedules, reorders queues, overrides a cure. */
export const plansProduction = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'ProductManage' || actor.role === 'Admin';

/** Runs stages (start, pause, resume, entries, finish) and changes machine states. */
export const worksStages = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Product' || plansProduction(actor);

/** Whether the actor reads the factory's side (machines, operators, waste): the factory and Admin. */
export const seesFactory = (actor: Pick<Actor, 'role'>): boolean => worksStages(actor);

const PLANNING: readonly StageAction[] = ['schedule', 'overrideCure'];

/** What a reader may do with a stage at `at`: the job card's buttons. */
export function stageActions(standing: StageStanding, actor: Pick<Actor, 'role'>, at: string): StageAction[] {
  const offered = {} as Record<StageAction, boolean>;
  for (const action of Object.keys(stageChecks) as StageAction[])
    offered[action] =
      (PLANNING.includes(action) ? plansProduction(actor) : worksStages(actor)) &&
      passes(() => stageChecks[action](standing, at));
  return offeredOf(offered);
}

/** What a reader may do with a production job: the order log's decision. */
export function productionActions(standing: JobStanding, actor: Pick<Actor, 'role'>): ProductionAction[] {
  return offeredOf({ review: plansProduction(actor) && passes(() => jobChecks.review(standing)) });
}

/** Who hears live of a production change: the factory, Admin, the order's owner and the sales supervisors. */
export const productionAudience = (ownerId: string): { roles: Role[]; users: string[] } => ({
  roles: ['Admin', 'ProductManage', 'Product', 'OperatorManage'],
  users: [ownerId],
});

/** What a seller sees of the production summary: a trader (an outside company) never the ledger. */
export function summaryFor(
  summary: OrderProductionSummary,
  actor: Pick<Actor, 'role'>,
): OrderProductionSummary {
  return actor.role === 'Traders' ? { ...summary, ledger: null } : summary;
}

/**
 * A production_stages row as the checks read it (the read model keeps the same facts as the job's
 * state, like orders' standingOfRow): the job card's actions come from it.
 */
export const stageStandingOfRow = (row: {
  job_open: boolean;
  confirmed: boolean;
  state: string;
  kind: string;
  good_out: number;
  prev_state: string | null;
  prev_kind: string | null;
  prev_good_metres: number | null;
  cure_until: Date | string | null;
  cure_overridden: boolean;
  seq: number;
  stage_count: number;
  parts_sent: number;
}): StageStanding => ({
  open: row.job_open,
  confirmed: row.confirmed,
  state: row.state as StageState,
  kind: row.kind as StageKind,
  goodOut: Number(row.good_out),
  previous:
    row.prev_state === null
      ? null
      : {
          state: row.prev_state as StageState,
          kind: (row.prev_kind ?? 'printing') as StageKind,
          goodMetres: Number(row.prev_good_metres ?? 0),
        },
  cureUntil: row.cure_until === null ? null : new Date(row.cure_until).toISOString(),
  cureOverridden: row.cure_overridden,
  last: row.seq === row.stage_count,
  partsSent: Number(row.parts_sent),
});

/** A production_jobs row as the job checks read it. */
export const jobStandingOfRow = (row: { phase: string; review_status: string }): JobStanding => ({
  open: row.phase !== 'closed' && row.phase !== 'finished',
  reviewStatus: row.review_status as ReviewStatus,
});

/**
 * Where a job stands as a whole (JOB_PHASES): closed or finished; else its review; once
 * confirmed, running from its first stage start, ready when every stage is on a machine,
 * scheduling before.
 */
export function phaseOf(state: JobShape): JobPhase {
  if (state.closed) return 'closed';
  if (state.finished) return 'finished';
  if (state.review.status === 'pending') return 'review';
  if (state.review.status === 'rejected') return 'rejected';
  if (state.stages.some((s) => s.startedAt !== null)) return 'running';
  if (state.stages.some((s) => s.state === 'unscheduled')) return 'scheduling';
  return 'ready';
}

/** The metres the order needs from its first stage: metres ordered, or pieces by the bag's pitch; null when not known. */
const plannedMetres = (state: JobShape): number | null => {
  const o = state.opened;
  if (!o) return null;
  if (o.unit === 'meter') return o.quantity;
  if (o.unit === 'piece' && o.pitchMm) return (o.quantity * o.pitchMm) / 1000;
  return null;
};

/** Below 1 until the stage is finished. */
const UNFINISHED_CAP = 0.99;
const share = (part: number, whole: number | null): number =>
  whole && whole > 0 ? Math.min(UNFINISHED_CAP, Math.round((part / whole) * 10_000) / 10_000) : 0;

/**
 * A stage's progress, 0..1 (the rule the production read models follow): finished 1, not started
 * 0; a started first stage its good metres against the metres planned, a later one the metres it
 * took against what the previous stage made good.
 */
export function stageProgressOf(state: JobShape, stage: StageShape): number {
  if (stage.state === 'finished') return 1;
  if (stage.startedAt === null) return 0;
  const index = state.stages.indexOf(stage);
  const previous = index > 0 ? state.stages[index - 1] : undefined;
  if (!previous) return share(stageGoodMetres(state, stage), plannedMetres(state));
  return share(stage.totals.metresIn, stageGoodMetres(state, previous));
}

/** The job's progress: the mean of its stages'. */
export function jobProgressOf(state: JobShape): number {
  const count = state.stages.length;
  if (!count) return 0;
  const sum = state.stages.reduce((n, s) => n + stageProgressOf(state, s), 0);
  return Math.round((sum / count) * 10_000) / 10_000;
}

/** The stage worked on now, or next: the first not finished. */
export const currentStageOf = <S extends StageShape>(state: { stages: readonly S[] }): S | null =>
  state.stages.find((s) => s.state !== 'finished') ?? null;

/** The production summary an order's detail shows (summaryFor then takes the ledger from a trader). */
export function summaryOf(state: ProductionState): OrderProductionSummary {
  return {
    phase: phaseOf(state),
    reviewStatus: state.review.status,
    rejectReason: state.review.status === 'rejected' ? state.review.reason : null,
    progress: jobProgressOf(state),
    currentKind: currentStageOf(state)?.kind ?? null,
    stages: state.stages.map((s) => ({
      key: s.key,
      kind: s.kind,
      state: s.state,
      goodOut: s.totals.goodOut,
      outputUnit: s.outputUnit,
      startedAt: s.startedAt,
      finishedAt: s.finishedAt,
    })),
    ledger: state.stages.map((s) => {
      const goodMetres = goodMetresOf(s.totals.goodOut, s.outputUnit, state.opened?.pitchMm ?? null);
      const waste = Math.round((s.totals.setupWaste + s.totals.runningWaste) * 100) / 100;
      return {
        key: s.key,
        kind: s.kind,
        metresIn: s.totals.metresIn,
        goodMetres,
        waste,
        unaccounted: Math.max(0, Math.round((s.totals.metresIn - goodMetres - waste) * 100) / 100),
      };
    }),
  };
}

// ---------------------------------------------------------------- notifications

/**
 * Who is told what of a production job: its order's owner (the salesman or trader) hears that the
 * factory rejected the order at its production review (with the reason, so he corrects the
 * artwork), and that the order finished production and went to inspection. The factory's own
 * steps tell nobody: its screens follow them live.
 */
export const notifications = [
  notificationRule<ProductionState, ProductionEvent>({
    name: 'production-review-rejected',
    eventTypes: ['ProductionReviewed'],
    source: productionDecider,
    notify(event, { state }) {
      const { decision, reason } = event.data as { decision: string; reason: string };
      const opened = state.opened;
      if (decision !== 'reject' || !opened || opened.ownerId === event.actorId) return [];
      return [
        {
          recipients: [opened.ownerId],
          kind: 'production.reviewRejected',
          params: { number: opened.number, reason },
          link: { kind: 'order', id: opened.orderId },
        },
      ];
    },
  }),
  notificationRule<ProductionState, ProductionEvent>({
    name: 'production-finished',
    eventTypes: ['ProductionFinished'],
    source: productionDecider,
    notify(event, { state }) {
      const opened = state.opened;
      if (!opened || opened.ownerId === event.actorId) return [];
      return [
        {
          recipients: [opened.ownerId],
          kind: 'production.finished',
          params: { number: opened.number },
          link: { kind: 'order', id: opened.orderId },
        },
      ];
    },
  }),
];

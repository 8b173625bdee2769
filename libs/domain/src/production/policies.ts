import type { OrderProductionSummary, ProductionAction, Role, StageAction } from '@packflow/contracts';
import type { Actor } from '../identity/policies';
import { offeredOf, passes } from '../shared/actions';
import { type JobStanding, type StageStanding, jobChecks, stageChecks } from './production-checks';

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

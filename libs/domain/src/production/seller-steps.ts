import type { Actor } from '../identity/policies';
import type { ProductionEvent } from './production-job';

/**
 * The production steps an order's story shows its seller (factory.md, "Sellers follow it"): the
 * review (a rejection with its reason), each stage scheduled, started, paused, resumed, its good
 * output reported and finished, and the lot handed over; never the machine, the operators, the
 * waste or the input, and a trader (an outside company) not even who in the factory did it.
 */

export interface SellerStep {
  /** What the step carried that the seller reads. */
  details: Record<string, string | number | boolean | null>;
  /** Whether the story may name the factory's person who did it. */
  showBy: boolean;
}

export function sellerStepOf(event: ProductionEvent, actor: Pick<Actor, 'role'>): SellerStep | null {
  const showBy = actor.role !== 'Traders';
  const step = (details: SellerStep['details']): SellerStep => ({ details, showBy });
  switch (event.type) {
    case 'ProductionReviewed':
      return step({
        decision: event.data.decision,
        artwork: event.data.artwork,
        reason: event.data.decision === 'reject' ? event.data.reason : null,
      });
    case 'StageScheduled':
    case 'StageStarted':
    case 'StagePaused':
    case 'StageResumed':
    case 'StageFinished':
      return step({ stage: event.data.stage });
    case 'StageEntryRecorded':
      return step({ stage: event.data.stage, goodOut: event.data.goodOut });
    case 'ProductionFinished':
      return step({ quantity: event.data.quantity, unit: event.data.unit });
    default:
      return null;
  }
}

/**
 * Whether an order's story may name who did a step of the order's own stream: production moving
 * the order on (OrderAdvanced, caused by a stage's start or the last stage's finish) names a
 * person of the factory, whom a trader is never told.
 */
export const showsWhoDid = (type: string, actor: Pick<Actor, 'role'>): boolean =>
  actor.role !== 'Traders' || type !== 'OrderAdvanced';

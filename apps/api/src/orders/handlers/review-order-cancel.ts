import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type OrderActor, OrderInputs, type OrderResult, act } from '../order-inputs';

/** A supervisor (or an administrator) approves or rejects a cancel request on an order they reach. */
export class ReviewOrderCancelCommand {
  constructor(
    readonly actor: OrderActor,
    readonly id: string,
    readonly decision: 'approve' | 'reject',
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ReviewOrderCancelCommand)
export class ReviewOrderCancelHandler implements ICommandHandler<ReviewOrderCancelCommand, OrderResult> {
  constructor(private readonly inputs: OrderInputs) {}

  execute({ actor, id, decision, reason, metadata }: ReviewOrderCancelCommand): Promise<OrderResult> {
    return this.inputs.act(
      actor,
      id,
      metadata,
      () => ({ type: 'ReviewOrderCancel', data: { decision, reason, ...act(actor, metadata) } }),
      orderPolicies.mayReviewCancel,
    );
  }
}

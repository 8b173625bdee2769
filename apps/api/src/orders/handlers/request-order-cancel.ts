import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type OrderActor, OrderInputs, type OrderResult, act } from '../order-inputs';

/** The owner (or their supervisor) asks to cancel an order before production starts; the supervisor decides. */
export class RequestOrderCancelCommand {
  constructor(
    readonly actor: OrderActor,
    readonly id: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(RequestOrderCancelCommand)
export class RequestOrderCancelHandler implements ICommandHandler<RequestOrderCancelCommand, OrderResult> {
  constructor(private readonly inputs: OrderInputs) {}

  execute({ actor, id, reason, metadata }: RequestOrderCancelCommand): Promise<OrderResult> {
    return this.inputs.act(actor, id, metadata, () => ({
      type: 'RequestOrderCancel',
      data: { reason, ...act(actor, metadata) },
    }));
  }
}

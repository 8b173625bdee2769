import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type OrderActor, OrderInputs, type OrderResult, act } from '../order-inputs';

/** Invalidate (only from Wait, for good) or end (close short, with its supplementary orders) an order. */
export class CloseOrderCommand {
  constructor(
    readonly actor: OrderActor,
    readonly id: string,
    readonly how: 'invalidate' | 'end',
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(CloseOrderCommand)
export class CloseOrderHandler implements ICommandHandler<CloseOrderCommand, OrderResult> {
  constructor(private readonly inputs: OrderInputs) {}

  execute({ actor, id, how, reason, metadata }: CloseOrderCommand): Promise<OrderResult> {
    return this.inputs.act(actor, id, metadata, () => ({
      type: how === 'invalidate' ? 'InvalidateOrder' : 'EndOrder',
      data: { reason, ...act(actor, metadata) },
    }));
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { type OrderActor, OrderInputs, type OrderResult, act } from '../order-inputs';

/**
 * A supplementary order (补单) on an order: recorded on the parent, created by the order reactor.
 * Its id is a name-based id of the parent and its turn, so a request retried on a conflict asks
 * for the same order.
 */
export class RaiseSupplementaryOrderCommand {
  constructor(
    readonly actor: OrderActor,
    readonly id: string,
    readonly quantity: number,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(RaiseSupplementaryOrderCommand)
export class RaiseSupplementaryOrderHandler implements ICommandHandler<
  RaiseSupplementaryOrderCommand,
  OrderResult
> {
  constructor(private readonly inputs: OrderInputs) {}

  execute({ actor, id, quantity, reason, metadata }: RaiseSupplementaryOrderCommand): Promise<OrderResult> {
    return this.inputs.act(actor, id, metadata, (state) => ({
      type: 'RequestSupplementaryOrder',
      data: {
        orderId: nameBasedUuid(orderFromContract.supplementaryIdName(id, state.supplementaries.length + 1)),
        quantity,
        reason,
        ...act(actor, metadata),
      },
    }));
  }
}

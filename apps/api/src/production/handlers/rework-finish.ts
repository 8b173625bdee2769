import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReworkFinishForm } from '@packflow/contracts';
import { DomainError, rework } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, act } from '../production-inputs';

export type ReworkResult = CommandResult<rework.ReworkEvent, rework.ReworkState>;

/**
 * Product finishes a rework: the good output (back to inspection as the order's next lot, by the
 * fulfilment process) and the waste. `:lot` is the failed lot's n; the rework's id is its lot's.
 */
export class FinishReworkCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly lot: string,
    readonly form: ReworkFinishForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(FinishReworkCommand)
export class FinishReworkHandler implements ICommandHandler<FinishReworkCommand, ReworkResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, lot, form, metadata }: FinishReworkCommand): Promise<ReworkResult> {
    if (!/^\d{1,6}$/.test(lot))
      return Promise.reject(new DomainError('REWORK.NOT_FOUND', 'production.reworkNotFound'));
    return this.inputs.infra.commands.run(
      rework.reworkDecider,
      rework.reworkStream(orderId),
      {
        type: 'FinishRework',
        data: { reworkId: `${orderId}:${Number(lot)}`, ...form, ...act(actor, metadata) },
      },
      metadata,
    );
  }
}

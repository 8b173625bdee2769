import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerKeys } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import type { TraderGradeResult } from './create-trader-grade';

/** DELETE customer-grade/:id: the grade is no longer offered (it stays, flagged, for old timelines). */
export class DeleteTraderGradeCommand extends Command<TraderGradeResult> {
  constructor(
    readonly id: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(DeleteTraderGradeCommand)
export class DeleteTraderGradeHandler implements ICommandHandler<
  DeleteTraderGradeCommand,
  TraderGradeResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, metadata }: DeleteTraderGradeCommand): Promise<TraderGradeResult> {
    return this.infra.commands.run(
      customerKeys.traderGradeDecider,
      customerKeys.traderGradeStream(id),
      { type: 'DeleteTraderGrade', data: { id } },
      metadata,
    );
  }
}

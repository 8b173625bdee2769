import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerKeys } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type TraderGradeResult = CommandResult<customerKeys.TraderGradeEvent, customerKeys.GradeState>;

/** POST customer-grade: a new trader grade, its name and its price factor. */
export class CreateTraderGradeCommand extends Command<TraderGradeResult> {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly factor: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(CreateTraderGradeCommand)
export class CreateTraderGradeHandler implements ICommandHandler<
  CreateTraderGradeCommand,
  TraderGradeResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, name, factor, metadata }: CreateTraderGradeCommand): Promise<TraderGradeResult> {
    return this.infra.commands.run(
      customerKeys.traderGradeDecider,
      customerKeys.traderGradeStream(id),
      { type: 'CreateTraderGrade', data: { id, name, factor } },
      metadata,
    );
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerKeys } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import type { TraderGradeResult } from './create-trader-grade';

/** PUT customer-grade/:id: a grade's new name and price factor. */
export class ChangeTraderGradeCommand extends Command<TraderGradeResult> {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly factor: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(ChangeTraderGradeCommand)
export class ChangeTraderGradeHandler implements ICommandHandler<
  ChangeTraderGradeCommand,
  TraderGradeResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, name, factor, metadata }: ChangeTraderGradeCommand): Promise<TraderGradeResult> {
    return this.infra.commands.run(
      customerKeys.traderGradeDecider,
      customerKeys.traderGradeStream(id),
      { type: 'ChangeTraderGrade', data: { id, name, factor } },
      metadata,
    );
  }
}

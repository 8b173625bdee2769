import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fileCategory, filePolicies } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

type CategoryResult = { changed: boolean; position?: Position };

/** A directory's change: create (its creator keeps it), rename or delete (its owner or a manager). */
export class ChangeFileCategoryCommand extends Command<CategoryResult> {
  constructor(
    readonly actor: filePolicies.FileActor,
    readonly id: string,
    readonly change: { type: 'create'; name: string } | { type: 'rename'; name: string } | { type: 'delete' },
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(ChangeFileCategoryCommand)
export class ChangeFileCategoryHandler implements ICommandHandler<ChangeFileCategoryCommand, CategoryResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, change, metadata }: ChangeFileCategoryCommand): Promise<CategoryResult> {
    const stream = fileCategory.fileCategoryStream(id);
    const decider = fileCategory.fileCategoryDecider;
    if (change.type !== 'create')
      filePolicies.assertMayUseCategory(actor, await this.infra.commands.load(decider, stream));
    const command: fileCategory.FileCategoryCommand =
      change.type === 'create'
        ? { type: 'CreateFileCategory', data: { id, name: change.name, ownerId: actor.id } }
        : change.type === 'rename'
          ? { type: 'RenameFileCategory', data: { id, name: change.name } }
          : { type: 'DeleteFileCategory', data: { id } };
    const result = await this.infra.commands.run(decider, stream, command, metadata);
    return { changed: result.events.length > 0, position: result.position };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumSection } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { countSectionArticles } from '../forum.queries';

type SectionResult = CommandResult<forumSection.ForumSectionEvent, forumSection.ForumSectionState>;

const run = (
  infra: Infrastructure,
  id: string,
  command: forumSection.ForumSectionCommand,
  meta: CommandMetadata,
) => infra.commands.run(forumSection.forumSectionDecider, forumSection.forumSectionStream(id), command, meta);

export class CreateForumSectionCommand {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(CreateForumSectionCommand)
export class CreateForumSectionHandler implements ICommandHandler<CreateForumSectionCommand, SectionResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, name, metadata }: CreateForumSectionCommand): Promise<SectionResult> {
    return run(this.infra, id, { type: 'CreateForumSection', data: { id, name } }, metadata);
  }
}

export class RenameForumSectionCommand {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(RenameForumSectionCommand)
export class RenameForumSectionHandler implements ICommandHandler<RenameForumSectionCommand, SectionResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, name, metadata }: RenameForumSectionCommand): Promise<SectionResult> {
    return run(this.infra, id, { type: 'RenameForumSection', data: { id, name } }, metadata);
  }
}

export class DeleteForumSectionCommand {
  constructor(
    readonly id: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(DeleteForumSectionCommand)
export class DeleteForumSectionHandler implements ICommandHandler<DeleteForumSectionCommand, SectionResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ id, metadata }: DeleteForumSectionCommand): Promise<SectionResult> {
    const articles = await countSectionArticles(this.infra.db, id);
    return run(this.infra, id, { type: 'DeleteForumSection', data: { id, articles } }, metadata);
  }
}

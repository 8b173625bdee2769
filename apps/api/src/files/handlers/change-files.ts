import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, fileCategory, filePolicies, storedFile } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

type FilesResult = { changed: number; position?: Position };

/** PUT files-record/{ids} (move to `cateId`, '' for none) and DELETE files-record/{ids} (hide from the library). */
export class ChangeFilesCommand extends Command<FilesResult> {
  constructor(
    readonly actor: filePolicies.FileActor,
    readonly ids: readonly string[],
    readonly change: { type: 'move'; cateId: string } | { type: 'hide' },
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every file is checked before any is changed (one out of reach refuses the whole selection,
 * with 'delete failed' for a hide); then one append per file, each on its own stream.
 */
@CommandHandler(ChangeFilesCommand)
export class ChangeFilesHandler implements ICommandHandler<ChangeFilesCommand, FilesResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, ids, change, metadata }: ChangeFilesCommand): Promise<FilesResult> {
    filePolicies.assertSelection(ids);
    const refusal = () =>
      change.type === 'hide'
        ? new DomainError('FILE.NOT_FOUND', 'files.deleteFailed')
        : new DomainError('FILE.NOT_FOUND', 'common.notFound');
    if (change.type === 'move' && change.cateId)
      filePolicies.assertMayUseCategory(
        actor,
        await this.infra.commands.load(
          fileCategory.fileCategoryDecider,
          fileCategory.fileCategoryStream(change.cateId),
        ),
      );
    for (const id of ids) {
      if (!UUID.test(id)) throw refusal();
      const state = await this.infra.commands.load(storedFile.fileDecider, storedFile.fileStream(id));
      if (!state.file || state.hidden || !filePolicies.mayChangeFile(actor, state.file)) throw refusal();
    }
    let changed = 0;
    let position: Position | undefined;
    for (const id of ids) {
      const command: storedFile.FileCommand =
        change.type === 'move'
          ? { type: 'MoveFile', data: { cateId: change.cateId } }
          : { type: 'HideFile', data: {} };
      const result = await this.infra.commands.run(
        storedFile.fileDecider,
        storedFile.fileStream(id),
        command,
        metadata,
      );
      changed += result.events.length;
      position = result.position ?? position;
    }
    return { changed, position };
  }
}

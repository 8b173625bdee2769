import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ResultCode } from '@packflow/contracts';
import { DomainError, fileCategory, filePolicies, storedFile } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { ApiError } from '../../http/api-exception.filter';
import { INFRA } from '../../tokens';
import { ContentRefused, acceptableName, checkContent } from '../content';
import type { FileStore } from '../storage/file-store';
import { FILE_STORE } from '../tokens';

/** POST upload: one file, judged by its bytes, stored under a generated path, recorded as FileUploaded. */
export class RecordUploadCommand extends Command<{ file: storedFile.StoredFile; position?: Position }> {
  constructor(
    readonly actor: filePolicies.FileActor,
    readonly bytes: Buffer,
    readonly name: string,
    readonly cateId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RecordUploadCommand)
export class RecordUploadHandler implements ICommandHandler<RecordUploadCommand> {
  private readonly logger = new Logger('Files');

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async execute({ actor, bytes, name, cateId, metadata }: RecordUploadCommand) {
    if (!acceptableName(name)) throw new DomainError('VALIDATION.FAILED', 'files.nameInvalid', {}, 'file');
    if (cateId)
      filePolicies.assertMayUseCategory(
        actor,
        await this.infra.commands.load(
          fileCategory.fileCategoryDecider,
          fileCategory.fileCategoryStream(cateId),
        ),
      );
    const content = await checkContent(bytes).catch((error: unknown) => {
      if (error instanceof ContentRefused) throw new DomainError('FILE.REFUSED', error.reason, {}, 'file');
      throw error;
    });
    const id = randomUUID();
    const at = metadata.at.toISOString();
    const folder = `upload/${at.slice(0, 4)}/${at.slice(5, 7)}`;
    const file: storedFile.StoredFile = {
      id,
      path: `${folder}/${id}.${content.kind}`,
      thumb: content.thumb ? `${folder}/${id}.thumb.jpg` : null,
      name,
      size: content.bytes.length,
      mime: content.mime,
      kind: content.kind,
      cateId,
      uploaderId: actor.id,
    };
    try {
      // The bytes first: an event never names a file that is not there.
      await this.store.put(file.path, content.bytes, content.mime);
      if (file.thumb && content.thumb) await this.store.put(file.thumb, content.thumb, 'image/jpeg');
    } catch (error) {
      this.logger.error(
        `storing ${file.path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new ApiError(500, ResultCode.INTERNAL, 'files.uploadFailed', {}, 'FILE.STORE_FAILED');
    }
    const result = await this.infra.commands.run(
      storedFile.fileDecider,
      storedFile.fileStream(id),
      { type: 'RecordUpload', data: { ...file, at } },
      metadata,
    );
    return { file, position: result.position };
  }
}

import { randomUUID } from 'node:crypto';
import { Controller, Delete, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type UploadExtra,
  fileCateCreateSchema,
  fileCateRenameSchema,
  fileMoveSchema,
  uploadFormSchema,
} from '@packflow/contracts';
import { DomainError, type filePolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { Request, Response } from 'express';
import type { ZodType } from 'zod';
import { type AuthContext, RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed, SCHEMAS_KEY } from '../http/params';
import { reply } from '../http/reply';
import { ChangeFileCategoryCommand } from './handlers/change-file-category';
import { ChangeFilesCommand } from './handlers/change-files';
import { RecordUploadCommand } from './handlers/record-upload';
import { isMultipart, readMultipart } from './multipart';
import { INFRA } from '../tokens';
import { uploadLimitMb } from './upload-limit';

export const actorOf = (auth: AuthContext): filePolicies.FileActor & { areacode: 'Q' | 'L' | null } => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/**
 * The fields a multipart route takes beside its file, recorded like @Form's (the API document and
 * the input property test read them); they are parsed after the file is read.
 */
function MultipartFields(schema: ZodType): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(SCHEMAS_KEY, { body: schema }, descriptor.value as object);
  };
}

/** '1,2,3' as ids, each once. */
const idsOf = (ids: string): string[] => [
  ...new Set(
    ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/** The file library's commands (spec section 7): upload, directories, move and hide. The reads are FilesReadController's. */
@Controller()
export class FilesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  /** One file in field `file`, optional `cateid`: answers the stored path, and in `extra` its id, name, size, type and thumbnail. */
  @Post('upload')
  @RequirePermission('POST@upload')
  @MultipartFields(uploadFormSchema)
  async upload(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    if (!isMultipart(req)) {
      // Fields without a file: refused as any form would be, then for the missing file.
      uploadFormSchema.parse(req.body ?? {});
      throw new DomainError('VALIDATION.FAILED', 'files.noFile', {}, 'file');
    }
    const { file, fields } = await readMultipart(req, res, await uploadLimitMb(this.infra));
    const { cateid } = uploadFormSchema.parse(fields);
    if (!file) throw new DomainError('VALIDATION.FAILED', 'files.noFile', {}, 'file');
    const { file: stored, position } = await this.commands.execute(
      new RecordUploadCommand(actorOf(auth), file.buffer, file.originalname, cateIdOf(cateid), metadata),
    );
    const extra: UploadExtra = {
      id: stored.id,
      name: stored.name,
      size: stored.size,
      mime: stored.mime,
      thumb: stored.thumb,
    };
    return reply(stored.path, { msg: 'files.uploaded', position, extra: { ...extra } });
  }

  @Post('files-cates')
  @RequirePermission('POST@files-cates')
  async createCate(
    @Form(fileCateCreateSchema) { name }: Parsed<typeof fileCateCreateSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const id = randomUUID();
    const { position } = await this.commands.execute(
      new ChangeFileCategoryCommand(actorOf(auth), id, { type: 'create', name }, metadata),
    );
    return reply({ id, name }, { msg: 'files.cateCreated', position });
  }

  @Put('files-cates')
  @RequirePermission('PUT@files-cates')
  async renameCate(
    @Form(fileCateRenameSchema) { id, name }: Parsed<typeof fileCateRenameSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const { position } = await this.commands.execute(
      new ChangeFileCategoryCommand(actorOf(auth), id, { type: 'rename', name }, metadata),
    );
    return reply({ id, name }, { msg: 'files.cateRenamed', position });
  }

  /** 'Sure to delete the directory and files': the directory goes, its files leave the library (their bytes stay). */
  @Delete('files-cates/:id')
  @RequirePermission('DELETE@files-cates/:id')
  async deleteCate(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const { position } = await this.commands.execute(
      new ChangeFileCategoryCommand(actorOf(auth), id, { type: 'delete' }, metadata),
    );
    return reply({ id }, { msg: 'files.cateDeleted', position });
  }

  /** Move files (ids comma-separated) to the directory `cateid` ('' or 0: none). */
  @Put('files-record/:ids')
  @RequirePermission('PUT@files-record/:ids')
  async move(
    @Param('ids') ids: string,
    @Form(fileMoveSchema) { cateid }: Parsed<typeof fileMoveSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const { position } = await this.commands.execute(
      new ChangeFilesCommand(actorOf(auth), idsOf(ids), { type: 'move', cateId: cateIdOf(cateid) }, metadata),
    );
    return reply({ ids: idsOf(ids) }, { msg: 'files.moved', position });
  }

  /** Remove files from the library (a file a record uses stays downloadable for that record's readers). */
  @Delete('files-record/:ids')
  @RequirePermission('DELETE@files-record/:ids')
  async hide(
    @Param('ids') ids: string,
    @Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const { position } = await this.commands.execute(
      new ChangeFilesCommand(actorOf(auth), idsOf(ids), { type: 'hide' }, metadata),
    );
    return reply({ ids: idsOf(ids) }, { msg: 'files.hidden', position });
  }
}

/** The directory a form names: '' and 0 (the console's "all") mean none. */
const cateIdOf = (cateid: string | undefined): string => (cateid && cateid !== '0' ? cateid : '');

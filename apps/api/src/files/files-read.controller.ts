import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import {
  FILE_PAGE_SIZE,
  FILE_READ_MODELS,
  type FileCateView,
  type FileRecordView,
  ResultCode,
  fileCateQuerySchema,
  fileRecordQuerySchema,
  parseFilePath,
} from '@packflow/contracts';
import { filePolicies, storedFile } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Request, Response } from 'express';
import { type AuthContext, Public, RequirePermission } from '../auth/access';
import { signedHeadersOf } from '../auth/access.guard';
import { Sessions } from '../auth/sessions';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { actorOf } from './files.controller';
import { fileCookieOf } from './file-cookie';
import { listFileCates, listFileRecords, usesOf } from './files.queries';
import type { FileStore } from './storage/file-store';
import { FILE_STORE } from './tokens';

const FILES = [FILE_READ_MODELS.files];
const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'FILE.NOT_FOUND');

/** `filename="…"` for old clients (ASCII, quotes and backslashes dropped) and `filename*` (RFC 5987) with the name as uploaded. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file library's reads (spec section 7) and the download of stored files. */
@Controller()
export class FilesReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly readYourWrites: ReadYourWrites,
    private readonly sessions: Sessions,
  ) {}

  /** The reader's directories (`page=all`: every one; there is no other page). */
  @Get('files-cates')
  @RequirePermission('GET@files-cates')
  async cates(
    @ListQuery(fileCateQuerySchema) _: Parsed<typeof fileCateQuerySchema>,
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<FileCateView[]>> {
    const freshness = await this.readYourWrites.await(query, FILES);
    return reply(await listFileCates(this.infra.db, actorOf(auth)), { extra: freshness });
  }

  /** The library: `_page`/`page`, `size` 6 to 78 (24), `cateid`; `extra.pageInfo` with `_count` and `page`. */
  @Get('files-record')
  @RequirePermission('GET@files-record')
  async records(
    @ListQuery(fileRecordQuerySchema) q: Parsed<typeof fileRecordQuerySchema>,
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<FileRecordView[]>> {
    const freshness = await this.readYourWrites.await(query, FILES);
    const size = q.size ?? q._size ?? FILE_PAGE_SIZE;
    const page = q._page ?? q.page ?? 1;
    const paging = { page, size, offset: (page - 1) * size };
    const cateId = q.cateid === undefined || q.cateid === '' ? undefined : q.cateid === '0' ? '' : q.cateid;
    const { rows, count } = await listFileRecords(this.infra.db, actorOf(auth), cateId, paging);
    // Spec section 7 reads `page` beside the usual `_page`.
    const info = { ...pageInfo(paging, count), page };
    return reply(rows, { extra: { ...freshness, pageInfo: info } });
  }

  /**
   * A stored file's bytes (`?thumb=1`: an image's thumbnail), for its uploader, the managers and
   * whoever may see a record that uses it; everyone else gets 404 as if it did not exist. Signed
   * like any call, or by the file cookie set at login (so `<img src>` works).
   */
  @Get('file/*path')
  @Public()
  async download(@Req() req: Request, @Res() res: Response, @Query('thumb') thumb: unknown): Promise<void> {
    const path = req.path.replace(/^\/api\/file\//, '');
    const named = parseFilePath(path);
    if (!named) throw notFound();
    const auth = await this.readerOf(req);
    if (!auth) throw notFound();
    const reader = actorOf(auth);
    const { file } = await this.infra.commands.load(storedFile.fileDecider, storedFile.fileStream(named.id));
    if (!file || file.path !== path) throw notFound();
    const uses = filePolicies.mayChangeFile(reader, file) ? [] : await usesOf(this.infra.db, reader, path);
    if (!filePolicies.mayDownload(reader, file, uses)) throw notFound();
    const wantsThumb = thumb === '1' && file.thumb !== null;
    const bytes = await this.store.get(wantsThumb ? file.thumb! : file.path);
    if (!bytes) throw notFound();
    res.setHeader('Content-Type', wantsThumb ? 'image/jpeg' : file.mime);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', contentDisposition(file.name));
    res.setHeader('Cache-Control', 'private, max-age=300');
    // A PDF opened in the browser runs no script and reaches nothing of the console.
    if (file.kind === 'pdf') res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    res.status(200).end(bytes);
  }

  /** The caller: by the signing headers when sent (a bad signature is a 401), else by the file cookie. */
  private async readerOf(req: Request): Promise<AuthContext | undefined> {
    if (req.header('token')) return this.sessions.authenticate(signedHeadersOf(req));
    const token = fileCookieOf(req);
    return token ? this.sessions.authenticateToken(token) : undefined;
  }
}

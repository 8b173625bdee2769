import { PassThrough } from 'node:stream';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import {
  EXPORT_PARAMS,
  type ExportColumn,
  MAX_PAGE_SIZE,
  type PageInfo,
  ResultCode,
  XLSX_CONTENT_TYPE,
  xlsxExportQuerySchema,
} from '@packflow/contracts';
import ExcelJS from 'exceljs';
import type { Request, Response } from 'express';
import { type Observable, defer, lastValueFrom } from 'rxjs';
import { ApiError } from './api-exception.filter';
import { EXPORT_PAGING } from './paging';
import { Reply } from './reply';
import { xlsxAttachment } from './xlsx-download';
import { cellsOf, numFmtOf, widthOf } from './xlsx-rows';

/** What one run of a list's handler answered: its rows and, for a paged list, its page info. */
interface ListPage {
  rows: unknown[];
  pageInfo?: PageInfo | undefined;
}

/**
 * Rows read per run of a list that pages with `paging()`: a long list in few reads (a list reads
 * its pages by offset, so 400 at a time would read the start of a 100,000-row list 250 times),
 * and still one page in memory (two while the next is read beside the writing).
 */
export const EXPORT_PAGE_SIZE = 10_000;
/** The page size in use (tests read a list of a few hundred rows in several pages). */
export const exportReading = { pageSize: EXPORT_PAGE_SIZE };
/** Rows written between two turns of the event loop, so other requests are answered meanwhile. */
const ROWS_PER_TURN = 500;

/** The query as the list's handler reads it (Express 5 parses `req.query` anew on each read). */
function setQuery(req: Request, query: Record<string, unknown>): void {
  Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
}

/** The file's name: `_filename` without characters a file system refuses, ending in .xlsx. */
export function exportFileName(name: string | undefined): string {
  const base = (name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\.xlsx$/i, '')
    .trim();
  return `${base || 'export'}.xlsx`;
}

/** A sheet's name: at most 31 characters, none of []:*?/\ (Excel's rules). */
const sheetNameOf = (fileName: string): string =>
  fileName
    .replace(/\.xlsx$/, '')
    .replace(/[[\]:*?/\\]+/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

/**
 * `GET <any list>?…&_format=xlsx&_columns=<JSON>&_filename=<name>`: the whole list its filters
 * select, as an .xlsx file, instead of one page of JSON. The route's guards ran as for any
 * request (its permission, the caller's session); this runs the route's handler again page
 * after page (EXPORT_PAGE_SIZE rows; each run reads the query anew, so the list's own scope, filters and
 * schema apply to every page) and writes each page's rows to a streamed workbook, committing
 * every row, so a long list never sits in memory. A list that is not paged is written in one go.
 *
 * Registered after the envelope interceptor, so it sees the handler's own answer (a Reply).
 */
@Injectable()
export class XlsxExportInterceptor implements NestInterceptor {
  private readonly logger = new Logger('XlsxExport');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const query = (req.query ?? {}) as Record<string, unknown>;
    if (req.method !== 'GET' || query._format === undefined) return next.handle();
    return defer(() => this.export(req, res, query, next));
  }

  private async export(
    req: Request,
    res: Response,
    query: Record<string, unknown>,
    next: CallHandler,
  ): Promise<unknown> {
    // Bad columns are a 422 like any form, before the list runs.
    const spec = xlsxExportQuerySchema.parse(query);
    const filters = Object.fromEntries(
      Object.entries(query).filter(([k]) => !(EXPORT_PARAMS as readonly string[]).includes(k)),
    );
    const run = async (page: number): Promise<unknown> => {
      // A list paging with `paging()` reads EXPORT_PAGE_SIZE rows; one reading `_page` and `_size`
      // itself reads the largest page a screen may ask for.
      const query = { ...filters, _page: String(page), _size: String(MAX_PAGE_SIZE) };
      Object.defineProperty(query, EXPORT_PAGING, {
        value: { page, size: exportReading.pageSize, offset: (page - 1) * exportReading.pageSize },
      });
      setQuery(req, query);
      return lastValueFrom(next.handle(), { defaultValue: undefined });
    };
    // The first page answers before anything is sent: a refusal of the filters is the list's own.
    const firstAnswer = await run(1);
    // A route that answered by itself (a file it streams) is left to its answer.
    if (res.headersSent || res.writableEnded) return firstAnswer;
    const first = listPageOf(firstAnswer);
    const fileName = exportFileName(spec._filename);
    const out = new PassThrough();
    res.setHeader('Cache-Control', 'private, no-store');
    void this.write(out, spec._columns, fileName, first, async (page) => listPageOf(await run(page))).catch(
      (error: unknown) => {
        this.logger.error(
          `Export of ${req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return new StreamableFile(out, { type: XLSX_CONTENT_TYPE, disposition: xlsxAttachment(fileName) });
  }

  /** Writes every page to the workbook streaming into `out`, one page in memory at a time. */
  private async write(
    out: PassThrough,
    columns: readonly ExportColumn[],
    fileName: string,
    first: ListPage,
    pageOf: (page: number) => Promise<ListPage>,
  ): Promise<void> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetNameOf(fileName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ key: String(i), width: widthOf(c) }));
    const header = sheet.addRow(columns.map((c) => c.title));
    header.font = { bold: true };
    header.commit();
    const formats = columns.map(numFmtOf);
    let current = first;
    for (let page = 1; ; page++) {
      // The next page is read while this one is written (one run of the handler at a time).
      const next = hasMore(current, page) ? pageOf(page + 1) : undefined;
      next?.catch(() => undefined); // awaited below, unless the client went away
      for (const [n, row] of current.rows.entries()) {
        const line = sheet.addRow(cellsOf(row, columns));
        formats.forEach((numFmt, i) => {
          if (numFmt) line.getCell(i + 1).numFmt = numFmt;
        });
        line.commit();
        if (n % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
          // Let the client take what is written; the other requests are answered meanwhile.
          if (out.writableNeedDrain)
            await new Promise((resolve) => {
              out.once('drain', resolve);
              out.once('close', resolve);
            });
          else await new Promise((resolve) => setImmediate(resolve));
          if (out.destroyed) return; // the client went away
        }
      }
      if (out.destroyed) return;
      if (!next) break;
      current = await next;
    }
    sheet.commit();
    await workbook.commit();
  }
}

/** Whether a list has pages after `page`: a full page, and its count says so when it gives one. */
function hasMore({ rows, pageInfo }: ListPage, page: number): boolean {
  if (!pageInfo) return false;
  if (rows.length === 0 || rows.length < pageInfo._size) return false;
  return page * pageInfo._size < pageInfo._count;
}

/** The rows and page info of a handler's answer; anything but a list is refused. */
function listPageOf(answer: unknown): ListPage {
  const data = answer instanceof Reply ? answer.data : answer;
  const pageInfo = answer instanceof Reply ? answer.extra.pageInfo : undefined;
  if (!Array.isArray(data))
    throw new ApiError(
      422,
      ResultCode.VALIDATION_FAILED,
      'validation.exportNotList',
      {},
      'VALIDATION.FAILED',
    );
  return { rows: data, pageInfo };
}

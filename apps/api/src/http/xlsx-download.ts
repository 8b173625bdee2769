import { XLSX_CONTENT_TYPE } from '@packflow/contracts';
import type { Response } from 'express';

/** Content-Disposition of a download with a name in any language (RFC 6266: the UTF-8 name beside an ASCII one). */
export function xlsxAttachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '').replace(/["\\]/g, '') || 'export.xlsx';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of an .xlsx file streamed to `res` as a private download named `fileName`. */
export function startXlsxDownload(res: Response, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', xlsxAttachment(fileName));
  res.setHeader('Cache-Control', 'private, no-store');
}

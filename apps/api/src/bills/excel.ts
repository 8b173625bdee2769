import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { startXlsxDownload } from '../http/xlsx-download';

/**
 * Excel downloads, streamed (exceljs's workbook writer writes each row as it is committed, so a
 * long export never sits whole in memory). Money cells are numbers formatted '#,##0.00'; the
 * figures are exact decimals on the server and only become numbers in the cell.
 */

export const MONEY_FORMAT = '#,##0.00';

export interface ExcelColumn {
  header: string;
  key: string;
  width?: number;
  money?: boolean;
}

/** A sheet being written: add rows (money keys given as decimal text), then end. */
export interface SheetWriter {
  add(row: Record<string, string | number | null>, options?: { bold?: boolean }): void;
}

/**
 * Streams a workbook of one sheet or more to `res`: `write(sheet)` adds each sheet's rows.
 */
export async function streamWorkbook(
  res: Response,
  fileName: string,
  sheets: { name: string; columns: ExcelColumn[]; write: (sheet: SheetWriter) => Promise<void> | void }[],
): Promise<void> {
  startXlsxDownload(res, fileName);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name.slice(0, 31));
    sheet.columns = s.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width ?? (c.money ? 16 : 18),
      ...(c.money ? { style: { numFmt: MONEY_FORMAT } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const money = new Set(s.columns.filter((c) => c.money).map((c) => c.key));
    await s.write({
      add(values, options) {
        const cells: Record<string, string | number | null> = {};
        for (const [k, v] of Object.entries(values))
          cells[k] = money.has(k) && v !== null && v !== '' ? Number(v) : v;
        const row = sheet.addRow(cells);
        for (const key of money) {
          const cell = row.getCell(key);
          cell.numFmt = MONEY_FORMAT;
        }
        if (options?.bold) row.font = { bold: true };
        row.commit();
      },
    });
    sheet.commit();
  }
  await workbook.commit();
}

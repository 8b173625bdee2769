import type { StatisticsPage, StatisticsView } from '@packflow/contracts';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { startXlsxDownload } from '../http/xlsx-download';
import { DECIMAL_FIGURES, STATISTICS_WORDS } from './statistics-words';

/**
 * A statistics page as an .xlsx file, streamed (exceljs's workbook writer commits each row as it
 * is written): the groups with both periods' figures and the totals, then the series. Money and
 * percentages are numbers formatted '0.00'; headers in the reader's language.
 */

export const DECIMAL_FORMAT = '0.00';

type Cell = string | number | null;

export async function streamStatistics(
  res: Response,
  view: StatisticsView<StatisticsPage>,
  locale: 'cn' | 'en',
): Promise<void> {
  const w = STATISTICS_WORDS[locale];
  const figureKeys = Object.keys(view.totals);
  const fileName = `${w.pages[view.page]}-${view.period.from}-${view.period.to}.xlsx`;
  startXlsxDownload(res, fileName);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });

  const value = (f: string, v: unknown): Cell =>
    v === null || v === undefined ? null : DECIMAL_FIGURES.has(f) ? Number(v) : (v as Cell);
  const write = (sheet: ExcelJS.Worksheet, cells: Cell[], bold = false) => {
    const row = sheet.addRow(cells);
    cells.forEach((c, i) => {
      const f = columns[i];
      if (typeof c === 'number' && f && DECIMAL_FIGURES.has(f)) row.getCell(i + 1).numFmt = DECIMAL_FORMAT;
    });
    if (bold) row.font = { bold: true };
    row.commit();
  };

  // The groups: label, then each figure this period and the previous one.
  const columns: (string | null)[] = [null, ...figureKeys.flatMap((f) => [f, f])];
  const groups = workbook.addWorksheet(w.sheets.groups);
  groups.columns = [
    { header: w.groups[view.groupBy] ?? w.group, width: 24 },
    ...figureKeys.flatMap((f) => [
      { header: w.figures[f] ?? f, width: 16 },
      { header: `${w.figures[f] ?? f} (${w.previous})`, width: 18 },
    ]),
  ];
  groups.getRow(1).font = { bold: true };
  groups.getRow(1).commit();
  const both = (cur: object, prev: object): Cell[] =>
    figureKeys.flatMap((f) => [
      value(f, (cur as Record<string, unknown>)[f]),
      value(f, (prev as Record<string, unknown>)[f]),
    ]);
  for (const g of view.groups) write(groups, [g.label || g.key, ...both(g.current, g.previous)]);
  write(groups, [w.total, ...both(view.totals, view.previousTotals)], true);
  write(groups, [w.period, `${view.period.from} ~ ${view.period.to}`]);
  write(groups, [w.previousPeriod, `${view.previousPeriod.from} ~ ${view.previousPeriod.to}`]);
  if (view.currency) write(groups, [w.currency, view.currency]);
  groups.commit();

  // The series: one row per day (month).
  columns.splice(0, columns.length, null, ...figureKeys);
  const series = workbook.addWorksheet(w.sheets.series);
  series.columns = [
    { header: view.page === 'month-order' ? w.month : w.day, width: 14 },
    ...figureKeys.map((f) => ({ header: w.figures[f] ?? f, width: 16 })),
  ];
  series.getRow(1).font = { bold: true };
  series.getRow(1).commit();
  for (const p of view.series)
    write(series, [p.key, ...figureKeys.map((f) => value(f, (p as unknown as Record<string, unknown>)[f]))]);
  series.commit();
  await workbook.commit();
}

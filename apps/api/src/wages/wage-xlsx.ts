import type { RankView, WageSheetRow, WageSheetView } from '@packflow/contracts';
import type { Response } from 'express';
import { type ExcelColumn, type SheetWriter, streamWorkbook } from '../bills/excel';
import type { WageWords } from './wage-words';

/**
 * The wages' Excel files, streamed (exceljs's WorkbookWriter commits each row as it is written):
 * the list of sheets the filters select, one sheet's figures and ledger lines, and the rank.
 * Money cells are numbers shown with 2 decimals; headers and words in the reader's language.
 */

const FIGURES = [
  'base',
  'position',
  'collections',
  'earned',
  'carriedIn',
  'commission',
  'carriedOut',
  'adjustments',
  'total',
] as const;

const sheetColumns = (x: WageWords): ExcelColumn[] => [
  { header: x.month, key: 'month', width: 10 },
  { header: x.staff, key: 'staff', width: 20 },
  { header: x.area, key: 'area', width: 8 },
  { header: x.status, key: 'status', width: 12 },
  ...FIGURES.map((f) => ({ header: x[f], key: f, money: true })),
  { header: x.checkedAt, key: 'checkedAt', width: 22 },
  { header: x.paidAt, key: 'paidAt', width: 22 },
];

const sheetCells = (x: WageWords, r: WageSheetRow) => ({
  month: r.month,
  staff: r.staffName,
  area: r.areacode ?? '',
  status: x.statuses[r.status],
  ...Object.fromEntries(FIGURES.map((f) => [f, r[f]])),
  checkedAt: r.checkedAt ?? '',
  paidAt: r.paidAt ?? '',
});

/** The sheets of a list, page after page as `pages` yields them. */
export async function streamSheetsWorkbook(
  res: Response,
  x: WageWords,
  fileName: string,
  pages: AsyncIterable<WageSheetRow[]>,
): Promise<void> {
  await streamWorkbook(res, fileName, [
    {
      name: x.sheets,
      columns: sheetColumns(x),
      async write(sheet: SheetWriter) {
        for await (const rows of pages) for (const r of rows) sheet.add(sheetCells(x, r));
      },
    },
  ]);
}

/** One sheet: its figures, its ledger lines each with its event, and its adjustments with their reasons. */
export async function streamSheetWorkbook(res: Response, x: WageWords, view: WageSheetView): Promise<void> {
  await streamWorkbook(res, `${x.sheets}-${view.staffName}-${view.month}.xlsx`, [
    {
      name: x.figures,
      columns: sheetColumns(x),
      write(sheet) {
        sheet.add(sheetCells(x, view));
      },
    },
    {
      name: x.lines,
      columns: [
        { header: x.day, key: 'day', width: 12 },
        { header: x.kind, key: 'kind', width: 12 },
        { header: x.contract, key: 'contract', width: 20 },
        { header: x.customer, key: 'customer', width: 24 },
        { header: x.order, key: 'order', width: 20 },
        { header: x.amount, key: 'amount', money: true },
        { header: x.currency, key: 'currency', width: 8 },
        { header: x.cny, key: 'cny', money: true },
        { header: x.lineBase, key: 'base', money: true },
        { header: x.lineCommission, key: 'commission', money: true },
        { header: x.effectiveFrom, key: 'effectiveFrom', width: 14 },
        { header: x.event, key: 'event', width: 22 },
        { header: x.stream, key: 'stream', width: 40 },
        { header: x.eventPosition, key: 'position', width: 20 },
      ],
      write(sheet) {
        for (const l of view.lines)
          sheet.add({
            day: l.day,
            kind: x.kinds[l.kind],
            contract: l.contractNumber,
            customer: l.customerName,
            order: l.orderNumber ?? '',
            amount: l.amount,
            currency: l.currency,
            cny: l.cny,
            base: l.base,
            commission: l.commission,
            effectiveFrom: l.effectiveFrom,
            event: l.eventType,
            stream: l.streamId,
            position: l.position,
          });
      },
    },
    {
      name: x.adjustments,
      columns: [
        { header: x.day, key: 'at', width: 22 },
        { header: x.amount, key: 'amount', money: true },
        { header: x.reason, key: 'reason', width: 40 },
        { header: x.by, key: 'by', width: 20 },
      ],
      write(sheet) {
        for (const a of view.adjustmentList)
          sheet.add({ at: a.at, amount: a.amount, reason: a.reason, by: a.byName });
      },
    },
  ]);
}

/** The rank of a period by a measure. */
export async function streamRankWorkbook(res: Response, x: WageWords, rank: RankView): Promise<void> {
  await streamWorkbook(res, `${x.rank}-${rank.from}-${rank.to}-${x.measures[rank.by]}.xlsx`, [
    {
      name: x.rank,
      columns: [
        { header: x.place, key: 'place', width: 8 },
        { header: x.staff, key: 'staff', width: 20 },
        { header: x.area, key: 'area', width: 8 },
        { header: x.signed, key: 'signed', money: true },
        { header: x.collections, key: 'collections', money: true },
        { header: x.lineCommission, key: 'commission', money: true },
      ],
      write(sheet) {
        for (const r of rank.rows)
          sheet.add({
            place: r.place,
            staff: r.staffName,
            area: r.areacode ?? '',
            signed: r.signed,
            collections: r.collections,
            commission: r.commission,
          });
      },
    },
  ]);
}

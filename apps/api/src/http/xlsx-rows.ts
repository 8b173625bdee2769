import type { ExportColumn } from '@packflow/contracts';

/**
 * A list row as the cells of an exported line: each column's value read from the row's JSON by
 * its dot path, the console's words in place of stored values (labels), money and numbers as
 * numbers, days and moments as Excel dates of the business day (Asia/Shanghai).
 */

export type CellValue = string | number | Date | null;

export const MONEY_NUMBER_FORMAT = '0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
/** The business runs on China Standard Time (UTC+8, no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32_767;

/** The number format of a column's cells, if it has one. */
export function numFmtOf(column: ExportColumn): string | undefined {
  switch (column.kind) {
    case 'money':
      return MONEY_NUMBER_FORMAT;
    case 'date':
      return DATE_FORMAT;
    case 'datetime':
      return DATETIME_FORMAT;
    default:
      return undefined;
  }
}

/** A column's width in characters: enough for its title and for its kind of value. */
export function widthOf(column: ExportColumn): number {
  const title = [...column.title].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const content =
    column.kind === 'money' || column.kind === 'number'
      ? 14
      : column.kind === 'date'
        ? 12
        : column.kind === 'datetime'
          ? 17
          : 20;
  return Math.min(60, Math.max(title + 2, content));
}

/** The value at a dot path of the row (own properties only), or undefined. */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const name of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, name)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

/** A value as the screen words it: its label when it has one, else as text ('' for nothing). */
function wordOf(value: unknown, labels: Record<string, string> | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((v) => wordOf(v, labels))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value as string | number | boolean);
  return labels && Object.prototype.hasOwnProperty.call(labels, text) ? labels[text]! : text;
}

/** A day or a moment as an Excel date showing the business day's wall clock. */
function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : day;
  }
  const at = new Date(value);
  // exceljs writes a Date's UTC fields: shifted by 8 hours they are Shanghai's wall clock.
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime() + SHANGHAI_OFFSET_MS);
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** One cell of a row. */
export function cellOf(row: unknown, column: ExportColumn): CellValue {
  if (column.fields) {
    const text = column.fields
      .map((f) => wordOf(valueAt(row, f), column.labels))
      .filter((w) => w !== '')
      .join(' ');
    return text === '' ? null : text.slice(0, MAX_CELL_TEXT);
  }
  const value = valueAt(row, column.field!);
  switch (column.kind) {
    case 'money':
    case 'number': {
      const n = numberOf(value);
      // A label for a missing figure ('—') or a value that is no number stays words.
      return n ?? (value === null || value === undefined ? null : wordOf(value, column.labels) || null);
    }
    case 'date':
    case 'datetime':
      return dateOf(value) ?? (wordOf(value, column.labels) || null);
    default: {
      const text = wordOf(value, column.labels);
      return text === '' ? null : text.slice(0, MAX_CELL_TEXT);
    }
  }
}

/** Every cell of a row, in the columns' order. */
export const cellsOf = (row: unknown, columns: readonly ExportColumn[]): CellValue[] =>
  columns.map((c) => cellOf(row, c));

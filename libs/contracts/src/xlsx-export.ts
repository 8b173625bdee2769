import { z } from 'zod';
import { msg } from './validation';

/**
 * Every paged list of the API exports to Excel on its own route, filters and permission:
 * `GET <list>?<filters>&_format=xlsx&_columns=<JSON>&_filename=<name>` answers the whole list
 * (every page its filters select) as one .xlsx file, streamed. `_columns` are the columns the
 * console shows, in its order and language.
 */
export const XLSX_FORMAT = 'xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The query parameters of an export; the list itself never sees them. */
export const EXPORT_PARAMS = ['_format', '_columns', '_filename'] as const;
export const MAX_EXPORT_COLUMNS = 60;

/**
 * How a cell is written: money a number formatted '0.00'; number a number; date and datetime an
 * Excel date (the business day, Asia/Shanghai); text (the default) the value as text.
 */
export const EXPORT_COLUMN_KINDS = ['text', 'number', 'money', 'date', 'datetime'] as const;
export type ExportColumnKind = (typeof EXPORT_COLUMN_KINDS)[number];

/** A dot path in a row's JSON: `customerName`, `customer.name`, `lines.0.amount`. */
const fieldPath = z
  .string(msg('validation.exportField'))
  .max(100, msg('validation.tooLong', { max: 100 }))
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, msg('validation.exportField'))
  .refine((p) => !/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(p), msg('validation.exportField'));

const columnsMessage = msg('validation.exportColumns', { max: MAX_EXPORT_COLUMNS });

/** One column of the file: its title (already in the reader's language) and where its value is. */
export const exportColumnSchema = z
  .strictObject(
    {
      title: z
        .string(columnsMessage)
        .trim()
        .min(1, columnsMessage)
        .max(100, msg('validation.tooLong', { max: 100 })),
      /** The value's path in the row. */
      field: fieldPath.optional(),
      /** Several values, joined by a space (e.g. a bag type and its printing type). */
      fields: z.array(fieldPath, columnsMessage).min(1, columnsMessage).max(8, columnsMessage).optional(),
      kind: z.enum(EXPORT_COLUMN_KINDS, columnsMessage).optional(),
      /** Stored values to the words the console shows (statuses, yes and no), in the reader's language. */
      labels: z
        .record(
          z.string().max(100),
          z.string(columnsMessage).max(200, msg('validation.tooLong', { max: 200 })),
        )
        .refine((l) => Object.keys(l).length <= 200, columnsMessage)
        .optional(),
    },
    { error: () => columnsMessage },
  )
  .refine((c) => (c.field === undefined) !== (c.fields === undefined), columnsMessage);
export type ExportColumn = z.output<typeof exportColumnSchema>;

/** `_columns`: JSON text of 1 to 60 columns. */
export const exportColumnsSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return undefined;
    }
  },
  z.array(exportColumnSchema, columnsMessage).min(1, columnsMessage).max(MAX_EXPORT_COLUMNS, columnsMessage),
);

/** The export's own query parameters (the list's filters are the list's). */
export const xlsxExportQuerySchema = z.object({
  _format: z.literal(XLSX_FORMAT, msg('validation.exportFormat')),
  _columns: exportColumnsSchema,
  /** The file's name (without .xlsx, or with it); 'export' when not given. */
  _filename: z
    .string(msg('validation.failed'))
    .trim()
    .max(100, msg('validation.tooLong', { max: 100 }))
    .optional(),
});
export type XlsxExportQuery = z.output<typeof xlsxExportQuerySchema>;

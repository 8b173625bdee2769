import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ExportColumn, ExportColumnKind } from '@packflow/contracts';
import type { Params } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/download';
import { toastError } from './toaster';

/**
 * How a column is written to Excel: where its value is in the row's JSON (a dot path, or several
 * joined by a space), its kind (money a number with 2 decimals, number, date, datetime, text),
 * and the words the screen shows for stored values (statuses), in the reader's language.
 */
export interface ColumnExport {
  field: string | readonly string[];
  kind?: ExportColumnKind;
  labels?: Readonly<Record<string, string>>;
}

/** The list a table shows, for its export: the API route, its current filters and the file's name. */
export interface ListExport {
  /** The list's route as `api.get` takes it, e.g. 'order' or 'finance/receipt'. */
  path: string;
  /** The filters of the list as shown (paging is left out: the file holds every page). */
  params?: Params;
  /** The file's name, in the reader's language (without .xlsx). */
  fileName: string;
}

/** The columns of the file: the table's exportable columns, in the order shown. */
export function exportColumnsOf(
  columns: readonly { title: string; export?: ColumnExport | false }[],
): ExportColumn[] {
  return columns.flatMap(({ title, export: how }) => {
    if (!how || !title) return [];
    const column: ExportColumn =
      typeof how.field === 'string' ? { title, field: how.field } : { title, fields: [...how.field] };
    if (how.kind) column.kind = how.kind;
    if (how.labels) column.labels = { ...how.labels };
    return [column];
  });
}

/** `path?filters&_format=xlsx&_columns=…&_filename=…`: the list's own route asked for the whole file. */
export function exportPath(list: ListExport, columns: readonly ExportColumn[]): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(list.params ?? {})) {
    if (value === undefined || value === null || value === '' || key === '_page' || key === '_size') continue;
    query.append(key, String(value));
  }
  query.append('_format', 'xlsx');
  query.append('_columns', JSON.stringify(columns));
  query.append('_filename', list.fileName);
  return `${list.path.replace(/^\/+/, '')}?${query}`;
}

/**
 * "Export to Excel": every row the list's filters select (all pages), in the columns shown and
 * the reader's language, downloaded as a signed call like any other.
 */
export function ExportButton({
  list,
  columns,
}: {
  list: ListExport;
  columns: readonly { title: string; export?: ColumnExport | false }[];
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const exported = exportColumnsOf(columns);
  const run = async () => {
    setPending(true);
    try {
      saveFile(await fetchFile(exportPath(list, exported), `${list.fileName}.xlsx`));
    } catch (error) {
      void toastError(t('widgets.table.exportFailed', { message: (error as Error).message }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      icon={<ExportIcon />}
      text={t('widgets.table.export')}
      loading={pending}
      disabled={exported.length === 0}
      onClick={() => void run()}
    />
  );
}

/** The words a column shows for each stored value: `labelsOf(['wait', 'signed'], (s) => t(`orders.status.${s}`))`. */
export function labelsOf<V extends string>(
  values: readonly V[],
  word: (value: V) => string,
): Record<string, string> {
  return Object.fromEntries(values.map((v) => [v, word(v)]));
}

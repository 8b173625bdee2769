import './widgets.css';
import { useCallback, useMemo, useState } from 'react';
import { Button, Checkbox, Popover } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, ColumnLayoutIcon, ResetIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps, type TableColumn } from './paged-table';

export interface ConfigurableColumn<Row> extends TableColumn<Row> {
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Cannot be hidden (e.g. the name that identifies a row). */
  required?: boolean;
}

export interface ColumnTableProps<Row> extends Omit<PagedTableProps<Row>, 'columns' | 'toolbarEnd'> {
  /** Names the stored column choice; unique per table in the console, e.g. 'staff.list'. */
  tableId: string;
  columns: readonly ConfigurableColumn<Row>[];
}

/** A PagedTable whose columns the user shows, hides and orders; the choice is kept per table id. */
export function ColumnTable<Row>({ tableId, columns, ...tableProps }: ColumnTableProps<Row>) {
  const choice = useColumnChoice(tableId, columns);
  return (
    <PagedTable
      {...tableProps}
      columns={choice.visibleColumns}
      toolbarEnd={<ColumnChooser choice={choice} />}
    />
  );
}

/** What the user chose: the column keys in their order, and the hidden ones. */
export interface StoredColumnChoice {
  order: string[];
  hidden: string[];
}

export interface ColumnChoice<Row> {
  /** Every column in the chosen order, with whether it is shown. */
  columns: { column: ConfigurableColumn<Row>; visible: boolean }[];
  visibleColumns: ConfigurableColumn<Row>[];
  toggle: (key: string) => void;
  /** Moves a column one place up (-1) or down (+1). */
  move: (key: string, delta: -1 | 1) => void;
  reset: () => void;
}

export const columnChoiceKey = (tableId: string): string => `packflow.columns.${tableId}`;

/** The column choice for a table, read from and written to localStorage. */
export function useColumnChoice<Row>(
  tableId: string,
  columns: readonly ConfigurableColumn<Row>[],
): ColumnChoice<Row> {
  const [stored, setStored] = useState<StoredColumnChoice | undefined>(() => readChoice(tableId));
  const resolved = useMemo(() => resolveChoice(columns, stored), [columns, stored]);

  const save = useCallback(
    (next: StoredColumnChoice | undefined) => {
      setStored(next);
      writeChoice(tableId, next);
    },
    [tableId],
  );

  return useMemo(() => {
    const current = (): StoredColumnChoice => ({
      order: resolved.map((c) => c.column.key),
      hidden: resolved.filter((c) => !c.visible).map((c) => c.column.key),
    });
    return {
      columns: resolved,
      visibleColumns: resolved.filter((c) => c.visible).map((c) => c.column),
      toggle: (key) => {
        const { order, hidden } = current();
        const entry = resolved.find((c) => c.column.key === key);
        if (!entry || entry.column.required) return;
        // The last shown column stays: a table without columns would be no use.
        if (entry.visible && resolved.filter((c) => c.visible).length <= 1) return;
        save({ order, hidden: entry.visible ? [...hidden, key] : hidden.filter((k) => k !== key) });
      },
      move: (key, delta) => {
        const { order, hidden } = current();
        const from = order.indexOf(key);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= order.length) return;
        const next = [...order];
        [next[from], next[to]] = [next[to]!, next[from]!];
        save({ order: next, hidden });
      },
      reset: () => save(undefined),
    };
  }, [resolved, save]);
}

/**
 * The stored order, with columns added to the table since then placed after the column they
 * follow in the definition (and shown unless `defaultHidden`); columns since removed are dropped.
 */
function resolveChoice<Row>(
  columns: readonly ConfigurableColumn<Row>[],
  stored: StoredColumnChoice | undefined,
): { column: ConfigurableColumn<Row>; visible: boolean }[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const order = (stored?.order ?? []).filter((key) => byKey.has(key));
  const known = new Set(order);
  columns.forEach((column, index) => {
    if (known.has(column.key)) return;
    const before = index === 0 ? -1 : order.indexOf(columns[index - 1]!.key);
    order.splice(before + 1, 0, column.key);
  });
  const hidden = new Set(stored?.hidden ?? []);
  return order.map((key) => {
    const column = byKey.get(key)!;
    const visible = column.required || (known.has(key) ? !hidden.has(key) : !column.defaultHidden);
    return { column, visible };
  });
}

function readChoice(tableId: string): StoredColumnChoice | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(tableId)) ?? 'null');
    if (value === null || typeof value !== 'object') return undefined;
    const { order, hidden } = value as Partial<StoredColumnChoice>;
    const strings = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((k) => typeof k === 'string');
    return strings(order) && strings(hidden) ? { order, hidden } : undefined;
  } catch {
    return undefined;
  }
}

function writeChoice(tableId: string, choice: StoredColumnChoice | undefined): void {
  try {
    if (choice === undefined) localStorage.removeItem(columnChoiceKey(tableId));
    else localStorage.setItem(columnChoiceKey(tableId), JSON.stringify(choice));
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
}

/** The "Columns" button and its popover: a checkbox per column, with up and down buttons. */
export function ColumnChooser<Row>({ choice }: { choice: ColumnChoice<Row> }) {
  const { t } = useTranslation();
  const visibleCount = choice.visibleColumns.length;
  const last = choice.columns.length - 1;
  return (
    <Popover
      placement="bottom-end"
      content={
        <div className="pf-column-chooser" role="group" aria-label={t('widgets.columns.title')}>
          <p className="pf-column-chooser-title">{t('widgets.columns.title')}</p>
          <ul className="pf-column-chooser-list">
            {choice.columns.map(({ column, visible }, index) => (
              <li key={column.key} className="pf-column-chooser-item">
                <Checkbox
                  label={column.title}
                  aria-label={t('widgets.columns.show', { column: column.title })}
                  checked={visible}
                  disabled={column.required === true || (visible && visibleCount <= 1)}
                  onChange={() => choice.toggle(column.key)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon={<ArrowUpIcon />}
                  aria-label={t('widgets.columns.moveUp', { column: column.title })}
                  disabled={index === 0}
                  onClick={() => choice.move(column.key, -1)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon={<ArrowDownIcon />}
                  aria-label={t('widgets.columns.moveDown', { column: column.title })}
                  disabled={index === last}
                  onClick={() => choice.move(column.key, 1)}
                />
              </li>
            ))}
          </ul>
          <Button
            size="small"
            icon={<ResetIcon />}
            text={t('widgets.columns.reset')}
            onClick={choice.reset}
          />
        </div>
      }
    >
      <Button icon={<ColumnLayoutIcon />} text={t('widgets.columns.button')} />
    </Popover>
  );
}

import '@blueprintjs/table/lib/css/table.css';
import { useCallback, useMemo } from 'react';
import { HotkeysProvider, Menu } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  CopyCellsMenuItem,
  type MenuContext,
  Table,
} from '@blueprintjs/table';
import { useTranslation } from 'react-i18next';
import { keepGridSensorsWithinPolicy } from '../../../components/ui/grid-sensor';
import { useIsPhone } from '../../../lib/use-media';
import { changeLabel } from './stat-words';
import {
  type Figures,
  type GroupRow,
  type Metric,
  type StatModel,
  changeTone,
  copyFigure,
  figureChange,
  formatChange,
  formatFigure,
} from './stat-model';

interface TableColumnDef {
  name: string;
  /** What the cell shows for a row's figures (this period, the previous one). */
  text: (current: Figures, previous: Figures) => string;
  /** What it copies: the same figure without separators, so a spreadsheet reads a number. */
  copy: (current: Figures, previous: Figures) => string;
  /** A change column: good news green, bad news red. */
  tone?: (current: Figures, previous: Figures) => 'good' | 'bad' | null;
}

interface TableRow {
  label: string;
  current: Figures;
  previous: Figures;
  total: boolean;
}

// The grid's size sensor within the Content Security Policy (see grid-sensor.ts).
keepGridSensorsWithinPolicy();

/**
 * The table behind the charts (Blueprint's virtualised grid): the total on the first row and the
 * group names in the first column stay put while the figures scroll both ways; every figure of
 * this period, the previous one and the change. Select cells and press Ctrl+C (or right-click)
 * to copy them; money to 2 decimals.
 */
export function StatTable({
  model,
  metrics,
  groupName,
  groupLabel,
  metricName,
}: {
  model: StatModel;
  metrics: readonly Metric[];
  groupName: string;
  groupLabel: (row: GroupRow) => string;
  metricName: (metric: Metric) => string;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const rows = useMemo(
    (): TableRow[] => [
      { label: t('statistics.values.total'), current: model.current, previous: model.previous, total: true },
      ...model.groups.map((g) => ({
        label: groupLabel(g),
        current: g.current,
        previous: g.previous,
        total: false,
      })),
    ],
    [model, groupLabel, t],
  );
  const columns = useMemo(
    (): TableColumnDef[] =>
      metrics.flatMap((metric) => {
        const name = metricName(metric);
        const change = (c: Figures, p: Figures) => figureChange(c, p, metric.key);
        return [
          {
            name,
            text: (c) => formatFigure(c[metric.key], metric.kind),
            copy: (c) => copyFigure(c[metric.key], metric.kind),
          },
          {
            name: t('statistics.table.previousOf', { metric: name }),
            text: (_c, p) => formatFigure(p[metric.key], metric.kind),
            copy: (_c, p) => copyFigure(p[metric.key], metric.kind),
          },
          {
            name: t('statistics.table.changeOf', { metric: name }),
            text: (c, p) => changeLabel(c, p, metric.key, t),
            copy: (c, p) => formatChange(change(c, p)).replace('%', ''),
            tone: (c, p) => changeTone(metric, change(c, p)),
          },
        ];
      }),
    [metrics, metricName, t],
  );

  const cellText = useCallback(
    (row: number, col: number): string => {
      const r = rows[row];
      if (!r) return '';
      if (col === 0) return r.label;
      const c = columns[col - 1];
      return c ? c.copy(r.current, r.previous) : '';
    },
    [rows, columns],
  );

  const labelCell = (row: number) => {
    const r = rows[row]!;
    return (
      <Cell className={r.total ? 'pf-stat-cell-total' : undefined} tooltip={r.label}>
        {r.label}
      </Cell>
    );
  };
  const figureCell = (c: TableColumnDef) => (row: number) => {
    const r = rows[row]!;
    const news = c.tone?.(r.current, r.previous) ?? null;
    const tone = news ? ` pf-stat-${news}` : '';
    return (
      <Cell className={`pf-stat-cell-num${r.total ? ' pf-stat-cell-total' : ''}${tone}`}>
        {c.text(r.current, r.previous)}
      </Cell>
    );
  };
  // Names wrap on two lines rather than being cut: "Amount signed (CNY) (previous)" stays readable.
  const header = (name: string) => () => (
    <ColumnHeaderCell name={name} nameRenderer={(text) => <div className="pf-stat-head">{text}</div>} />
  );
  const label = t('statistics.table.label', { group: groupName });
  // The header (two lines), the rows of 20 px and a horizontal scroll bar; longer tables scroll.
  const height = Math.min(480, 44 + rows.length * 20 + 18);

  return (
    <div className="pf-stat-table" role="region" aria-label={label} style={{ height }}>
      {/* The grid's copy key (Ctrl+C) is a Blueprint hotkey: it wants a provider around it. */}
      <HotkeysProvider>
        <Table
          numRows={rows.length}
          numFrozenColumns={1}
          numFrozenRows={1}
          enableFocusedCell
          enableRowHeader={false}
          enableGhostCells={false}
          columnWidths={[phone ? 120 : 200, ...columns.map(() => (phone ? 110 : 140))]}
          getCellClipboardData={cellText}
          cellRendererDependencies={[rows, columns]}
          bodyContextMenuRenderer={(context: MenuContext) => (
            <Menu>
              <CopyCellsMenuItem context={context} getCellData={cellText} text={t('statistics.table.copy')} />
            </Menu>
          )}
        >
          {[
            <Column key="group" columnHeaderCellRenderer={header(groupName)} cellRenderer={labelCell} />,
            ...columns.map((c, i) => (
              <Column key={`c${i}`} columnHeaderCellRenderer={header(c.name)} cellRenderer={figureCell(c)} />
            )),
          ]}
        </Table>
      </HotkeysProvider>
    </div>
  );
}

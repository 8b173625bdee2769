import '@blueprintjs/table/lib/css/table.css';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Button, Menu, Tag } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { Cell, Column, CopyCellsMenuItem, type MenuContext, Table } from '@blueprintjs/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WageFigures, WageSheetRow } from '@packflow/contracts';
import { useIsPhone } from '../../../lib/use-media';
import { keepGridSensorsWithinPolicy } from '../../../components/ui/grid-sensor';
import { STATUS_INTENT, plain, sheetDetailPath, yuan } from './wages-words';

keepGridSensorsWithinPolicy();

const MONEY: (keyof WageFigures)[] = [
  'total',
  'base',
  'position',
  'collections',
  'earned',
  'carriedIn',
  'commission',
  'carriedOut',
  'adjustments',
];

const ROW = 30;

interface GridColumn {
  name: string;
  /** What the cell shows. */
  render: (row: WageSheetRow) => ReactNode;
  /** What it copies: money without symbol or separators, so a spreadsheet reads a number. */
  copy: (row: WageSheetRow) => string;
  numeric?: boolean;
  width: number;
}

function gridColumns(t: TFunction, phone: boolean): GridColumn[] {
  const money = (key: keyof WageFigures): GridColumn => ({
    name: t(`wages.figures.${key}`),
    render: (row) => yuan(row[key]),
    copy: (row) => plain(row[key]),
    numeric: true,
    width: phone ? 108 : 140,
  });
  const [total, ...others] = MONEY.map(money);
  // The month and the total first: on a phone they stand beside the salesman without scrolling.
  return [
    { name: t('wages.columns.month'), render: (r) => r.month, copy: (r) => r.month, width: 84 },
    total!,
    {
      name: t('wages.columns.status'),
      render: (r) => (
        <Tag minimal intent={STATUS_INTENT[r.status]}>
          {t(`wages.status.${r.status}`)}
        </Tag>
      ),
      copy: (r) => t(`wages.status.${r.status}`),
      width: phone ? 84 : 96,
    },
    ...others,
    {
      name: t('wages.columns.area'),
      render: (r) => r.areacode ?? '—',
      copy: (r) => r.areacode ?? '',
      width: 64,
    },
  ];
}

/**
 * Wage sheets in Blueprint's grid: the salesman's column stays put while the figures scroll both
 * ways; the salesman links to the sheet; select cells and press Ctrl+C (or right-click) to copy
 * them. `onQuick`, when given, adds a button per row opening the sheet's actions.
 */
export function SheetGrid({
  rows,
  label,
  onQuick,
}: {
  rows: readonly WageSheetRow[];
  label: string;
  onQuick?: ((row: WageSheetRow) => void) | undefined;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const columns = useMemo(() => gridColumns(t, phone), [t, phone]);
  const cellText = useCallback(
    (row: number, col: number): string => {
      const r = rows[row];
      if (!r) return '';
      if (col === 0) return r.staffName;
      return columns[col - 1]?.copy(r) ?? '';
    },
    [rows, columns],
  );
  const nameCell = (index: number) => {
    const r = rows[index]!;
    return (
      <Cell interactive tooltip={r.staffName} className="pf-wage-cell-name">
        {onQuick && (
          <Button
            variant="minimal"
            size="small"
            icon={<EyeOpenIcon />}
            aria-label={t('wages.list.quick', { name: r.staffName, month: r.month })}
            title={t('wages.list.quick', { name: r.staffName, month: r.month })}
            onClick={() => onQuick(r)}
          />
        )}
        <Link
          to={sheetDetailPath(r.id)}
          aria-label={t('wages.list.open', { name: r.staffName, month: r.month })}
        >
          {r.staffName}
        </Link>
      </Cell>
    );
  };
  const valueCell = (c: GridColumn) => (index: number) => (
    <Cell className={c.numeric ? 'pf-wage-cell-num' : undefined}>{c.render(rows[index]!)}</Cell>
  );
  // The header, the rows and room for the sideways scroll bar.
  const height = Math.min(520, 48 + Math.max(rows.length, 1) * ROW);
  return (
    <div className="pf-wage-grid" role="region" aria-label={label} style={{ height }}>
      <Table
        numRows={rows.length}
        numFrozenColumns={1}
        defaultRowHeight={ROW}
        enableFocusedCell
        enableRowHeader={false}
        enableGhostCells={false}
        columnWidths={[phone ? 150 : 240, ...columns.map((c) => c.width)]}
        getCellClipboardData={cellText}
        cellRendererDependencies={[rows, columns, onQuick]}
        bodyContextMenuRenderer={(context: MenuContext) => (
          <Menu>
            <CopyCellsMenuItem context={context} getCellData={cellText} text={t('wages.list.copy')} />
          </Menu>
        )}
      >
        {[
          <Column key="name" name={t('wages.columns.salesman')} cellRenderer={nameCell} />,
          ...columns.map((c, i) => <Column key={`c${i}`} name={c.name} cellRenderer={valueCell(c)} />),
        ]}
      </Table>
    </div>
  );
}

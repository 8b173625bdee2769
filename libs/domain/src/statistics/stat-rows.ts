import Decimal from 'decimal.js';

/**
 * The statistics' day rows (month-end.md, "Statistics and rank"): for each table, figures added up
 * by business day, grouping (`dim`: '' for the whole, else a page's groupBy), the group's key and
 * the currency ('' where the table has no money). A page's query sums these rows; nothing else.
 */

/** The statistics tables: orders serve DayOrder and MonthOrder, the others one page each. */
export const STAT_TABLES = ['orders', 'finance', 'product', 'quality', 'logistics'] as const;
export type StatTable = (typeof STAT_TABLES)[number];

/** Each table's figures (column names), all numeric: counts, quantities and money. */
export const STAT_FIGURES = {
  orders: ['created', 'created_quantity', 'signed', 'signed_amount', 'canceled', 'canceled_amount'],
  finance: ['collections', 'collection_count', 'reversals', 'refunds', 'refund_count'],
  product: ['output', 'waste', 'entries'],
  quality: ['inspections', 'passed', 'failed', 'defects'],
  logistics: ['shipments', 'quantity', 'freight', 'on_time'],
} as const satisfies Record<StatTable, readonly string[]>;
export type StatFigure<T extends StatTable> = (typeof STAT_FIGURES)[T][number];

/** Each table's groupings (the rows with dim '' are the whole). */
export const STAT_DIMS = {
  orders: ['salesman', 'area', 'printingType', 'bagType', 'customer'],
  finance: ['salesman', 'area', 'customer', 'method'],
  product: ['machine', 'stage'],
  quality: ['bagType', 'printingType', 'inspector', 'defectKind'],
  logistics: ['logisticsCompany', 'area', 'customer'],
} as const satisfies Record<StatTable, readonly string[]>;

/** One day row: figures are decimal text, normalised (no trailing zeros). */
export interface StatRow {
  day: string;
  dim: string;
  key: string;
  currency: string;
  figures: Record<string, string>;
}

/** What one event adds to one table: the same figures under the whole and under each grouping. */
export interface StatDelta {
  table: StatTable;
  day: string;
  currency: string;
  /** The group key of each grouping of the table. */
  keys: Record<string, string>;
  /** Only the figures it moves (decimal text or numbers). */
  figures: Record<string, Decimal.Value>;
  /** The rows it adds to ('' the whole); default the whole and every grouping of the table. */
  dims?: readonly string[];
}

/** The identity of a row: table, day, grouping, key, currency. */
export const rowId = (r: Pick<StatRow, 'day' | 'dim' | 'key' | 'currency'>): string =>
  JSON.stringify([r.day, r.dim, r.key, r.currency]);

/** Normalised decimal text: equal numbers give equal texts ("1.50" and "1.5" both "1.5"). */
export const norm = (v: Decimal.Value): string => new Decimal(v).toString();

/** The rows a delta adds to: the whole and one per grouping. */
export function rowsOfDelta(d: StatDelta): StatRow[] {
  const all = STAT_FIGURES[d.table] as readonly string[];
  const figures = Object.fromEntries(all.map((f) => [f, norm(d.figures[f] ?? 0)]));
  const at = (dim: string, key: string): StatRow => ({
    day: d.day,
    dim,
    key,
    currency: d.currency,
    figures: { ...figures },
  });
  const dims = d.dims ?? ['', ...STAT_DIMS[d.table]];
  return dims.map((dim) => at(dim, dim === '' ? '' : (d.keys[dim] ?? '')));
}

/** Day rows added up: add deltas (or rows), read them sorted. */
export class StatRows {
  private readonly rows = new Map<string, StatRow>();

  addRow(row: StatRow): void {
    const id = rowId(row);
    const before = this.rows.get(id);
    if (!before) {
      this.rows.set(id, { ...row, figures: { ...row.figures } });
      return;
    }
    for (const [f, v] of Object.entries(row.figures))
      before.figures[f] = norm(new Decimal(before.figures[f] ?? 0).plus(v));
  }

  add(delta: StatDelta): void {
    for (const row of rowsOfDelta(delta)) this.addRow(row);
  }

  get size(): number {
    return this.rows.size;
  }

  /** Sorted by day, grouping, key, currency. */
  list(): StatRow[] {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  }
}

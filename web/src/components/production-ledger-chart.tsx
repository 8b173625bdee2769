import { useId } from 'react';

/** One stage of the material ledger, in metres (bag making's pieces already converted to metres). */
export interface LedgerChartRow {
  key: string;
  /** The stage's name as the reader reads it ("Printing", "Lamination 2"). */
  label: string;
  metresIn: number;
  goodMetres: number;
  waste: number;
  unaccounted: number;
}

/** The chart's words, translated by the screen that shows it (the chart itself knows no language). */
export interface LedgerChartLabels {
  title: string;
  in: string;
  good: string;
  waste: string;
  unaccounted: string;
  /** The unit after a figure, e.g. "m" or "米". */
  unit: string;
  /** Said instead of bars when no stage has any input yet. */
  empty: string;
}

const COLOURS = {
  in: '#8f99a8',
  good: '#238551',
  waste: '#c87619',
  unaccounted: '#cd4246',
} as const;

const LABEL_WIDTH = 120;
const BAR_WIDTH = 260;
const VALUE_X = LABEL_WIDTH + BAR_WIDTH + 8;
const WIDTH = 560;
const BAR = 10;
const ROW = 2 * BAR + 2 + 16;
const LEGEND = 22;

const metres = (value: number, locale: string): string =>
  Math.round(value).toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US');

/**
 * The material ledger across an order's stages as a small picture (factory.md, "the material
 * ledger across stages"): per stage, the metres put in as a grey bar and, under it, what became
 * of them: good output, recorded waste and the metres nobody accounted for, on one scale so the
 * stages compare. Inline SVG (no chart library); each bar's figures are also its tooltip and text.
 */
export function ProductionLedgerChart({
  rows,
  labels,
  locale,
}: {
  rows: readonly LedgerChartRow[];
  labels: LedgerChartLabels;
  locale: string;
}) {
  const titleId = useId();
  const scale = Math.max(
    0,
    ...rows.map((r) => Math.max(r.metresIn, r.goodMetres + r.waste + Math.max(0, r.unaccounted))),
  );
  const width = (value: number) => (scale > 0 ? (Math.max(0, value) / scale) * BAR_WIDTH : 0);
  const m = (value: number) => `${metres(value, locale)} ${labels.unit}`;
  const height = LEGEND + rows.length * ROW;
  const legend = (['in', 'good', 'waste', 'unaccounted'] as const).map((part, i) => ({
    part,
    x: i * 130,
  }));

  return (
    <figure className="pf-ledger-chart" style={{ margin: 0 }}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 4 }}>
        {labels.title}
      </figcaption>
      {scale === 0 ? (
        <p className="bp6-text-muted">{labels.empty}</p>
      ) : (
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          style={{ maxWidth: WIDTH, display: 'block' }}
          fontSize={11}
        >
          <g aria-hidden="true">
            {legend.map(({ part, x }) => (
              <g key={part} transform={`translate(${x},4)`}>
                <rect width={10} height={10} fill={COLOURS[part]} rx={2} />
                <text x={14} y={9}>
                  {labels[part]}
                </text>
              </g>
            ))}
          </g>
          {rows.map((row, i) => {
            const y = LEGEND + i * ROW;
            const good = width(row.goodMetres);
            const waste = width(row.waste);
            const unaccounted = width(row.unaccounted);
            return (
              <g key={row.key} data-stage={row.key}>
                <text x={0} y={y + BAR + 5}>
                  {row.label}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y}
                  width={width(row.metresIn)}
                  height={BAR}
                  fill={COLOURS.in}
                  data-part="in"
                >
                  <title>{`${row.label} · ${labels.in}: ${m(row.metresIn)}`}</title>
                </rect>
                <text x={VALUE_X} y={y + BAR - 1}>
                  {`${labels.in} ${m(row.metresIn)}`}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y + BAR + 2}
                  width={good}
                  height={BAR}
                  fill={COLOURS.good}
                  data-part="good"
                >
                  <title>{`${row.label} · ${labels.good}: ${m(row.goodMetres)}`}</title>
                </rect>
                <rect
                  x={LABEL_WIDTH + good}
                  y={y + BAR + 2}
                  width={waste}
                  height={BAR}
                  fill={COLOURS.waste}
                  data-part="waste"
                >
                  <title>{`${row.label} · ${labels.waste}: ${m(row.waste)}`}</title>
                </rect>
                <rect
                  x={LABEL_WIDTH + good + waste}
                  y={y + BAR + 2}
                  width={unaccounted}
                  height={BAR}
                  fill={COLOURS.unaccounted}
                  data-part="unaccounted"
                >
                  <title>{`${row.label} · ${labels.unaccounted}: ${m(row.unaccounted)}`}</title>
                </rect>
                <text x={VALUE_X} y={y + 2 * BAR + 1}>
                  {`${metres(row.goodMetres, locale)} / ${metres(row.waste, locale)} / ${metres(row.unaccounted, locale)}`}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

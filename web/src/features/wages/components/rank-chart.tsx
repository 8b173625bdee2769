import { useSyncExternalStore } from 'react';
import { Classes, Colors } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RankMeasure, RankRow } from '@packflow/contracts';
import { yuan } from './wages-words';

const isDark = (): boolean => globalThis.document?.body.classList.contains(Classes.DARK) ?? false;
function subscribe(onChange: () => void): () => void {
  const body = globalThis.document?.body;
  if (!body || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Compact yuan for an axis: 12.5k, 1.2M. */
const short = (value: unknown): string => {
  const n = Number(value);
  if (Math.abs(n) >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (Math.abs(n) >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
};

/**
 * The rank as bars, one per salesman in place order, of the measure ranked by (recharts, loaded with
 * this screen only), in Blueprint's colours for the theme on screen.
 */
export function RankChart({
  rows,
  by,
  title,
  measureName,
}: {
  rows: readonly RankRow[];
  by: RankMeasure;
  title: string;
  measureName: string;
}) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const text = dark ? Colors.LIGHT_GRAY1 : Colors.DARK_GRAY5;
  const grid = dark ? Colors.DARK_GRAY5 : Colors.LIGHT_GRAY1;
  const data = rows.map((row) => ({ name: row.staffName, value: Number(row[by]) }));
  const axis = { stroke: grid, tick: { fill: text, fontSize: 12 } };
  const height = Math.max(200, 40 + data.length * 32);
  return (
    <figure className="pf-wage-chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" {...axis} tickFormatter={short} />
          <YAxis type="category" dataKey="name" {...axis} width={96} />
          <Tooltip
            formatter={(value) => [yuan(Number(value)), measureName]}
            contentStyle={{
              background: dark ? Colors.DARK_GRAY3 : Colors.WHITE,
              border: `1px solid ${grid}`,
              color: text,
            }}
            itemStyle={{ color: text }}
            labelStyle={{ color: text }}
          />
          <Bar
            dataKey="value"
            name={measureName}
            fill={dark ? Colors.BLUE5 : Colors.BLUE3}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

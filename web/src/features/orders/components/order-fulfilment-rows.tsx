import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { useIsMobile } from '../../../lib/use-media';

export interface FulfilmentColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** A number: right-aligned in the table. */
  numeric?: boolean;
}

/**
 * The order detail's lots and shipments: a table on a wide screen, whose first column heads each
 * row; below 992 px a card per row as the other phone lists show them (the first column heads the
 * card, the others follow under their titles), so nothing is squeezed into a narrow column or
 * falls off the right.
 */
export function FulfilmentRows<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly FulfilmentColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const mobile = useIsMobile();
  const [first, ...rest] = columns;
  if (!first) return null;
  if (mobile)
    return (
      <ul className="pf-table-cards pf-fulfilment-cards" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="pf-table-card">
            <div className="pf-table-card-head">
              <strong className="pf-table-card-title">{first.render(row)}</strong>
            </div>
            <dl className="pf-table-card-fields">
              {rest.map((column) => (
                <div key={column.key} className="pf-table-card-field">
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="pf-production-stages-wrap">
      <HTMLTable compact striped aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{first.render(row)}</th>
              {rest.map((column) => (
                <td key={column.key} className={column.numeric ? 'pf-order-num' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

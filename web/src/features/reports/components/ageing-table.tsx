import { Button, HTMLTable } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { AGEING_BUCKETS, type AgeingFigures } from '@packflow/contracts';
import { money } from './report-words';

export interface AgeingRow extends AgeingFigures {
  key: string;
  name: string;
}

/**
 * Outstanding amounts by ageing bucket, one row each, with the total row below (the buckets add
 * up to it exactly: the server's figures, never summed here). A row's button opens what is behind it.
 */
export function AgeingTable({
  label,
  nameTitle,
  rows,
  totals,
  currency,
  openLabel,
  onOpen,
}: {
  label: string;
  nameTitle: string;
  rows: readonly AgeingRow[];
  totals?: AgeingFigures | undefined;
  currency: string;
  openLabel?: (row: AgeingRow) => string;
  onOpen?: (row: AgeingRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pf-report-scroll" role="region" aria-label={label} tabIndex={0}>
      <HTMLTable compact striped className="pf-report-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{nameTitle}</th>
            {AGEING_BUCKETS.map((b) => (
              <th key={b} scope="col" className="pf-report-num">
                {t(`reports.buckets.${b}`)}
              </th>
            ))}
            <th scope="col" className="pf-report-num">
              {t('reports.receivables.total')}
            </th>
            {onOpen && <th scope="col" aria-label={t('widgets.table.actions')} />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {onOpen ? (
                  <a
                    href="#"
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(row);
                    }}
                  >
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
              </th>
              {AGEING_BUCKETS.map((b) => (
                <td key={b} className="pf-report-num">
                  {money(row.buckets[b], currency)}
                </td>
              ))}
              <td className="pf-report-num pf-report-strong">{money(row.total, currency)}</td>
              {onOpen && (
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon={<EyeOpenIcon />}
                    aria-label={openLabel?.(row) ?? row.name}
                    title={openLabel?.(row) ?? row.name}
                    onClick={() => onOpen(row)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr className="pf-report-total">
              <th scope="row">{t('reports.receivables.totalRow')}</th>
              {AGEING_BUCKETS.map((b) => (
                <td key={b} className="pf-report-num">
                  {money(totals.buckets[b], currency)}
                </td>
              ))}
              <td className="pf-report-num pf-report-strong">{money(totals.total, currency)}</td>
              {onOpen && <td />}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </div>
  );
}

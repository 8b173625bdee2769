import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CommissionLine, formatMoney } from '@packflow/contracts';
import { yuan } from './wages-words';

const NEGATIVE = new Set(['canceled', 'reversal', 'refund']);

/**
 * The sheet's commission lines, each with the event behind it (type, stream and position) and its
 * contract and order: the amount in its currency, in yuan, the month's collections before it (the
 * band it starts in) and the commission it earned or took back, with the tiers it was counted on.
 */
export function SheetLines({ lines }: { lines: readonly CommissionLine[] }) {
  const { t } = useTranslation();
  const label = t('wages.detail.lines');
  if (lines.length === 0) return <p>{t('wages.detail.linesEmpty')}</p>;
  return (
    <div className="pf-wage-scroll" role="region" aria-label={label} tabIndex={0}>
      <HTMLTable compact striped className="pf-wage-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('wages.lineColumns.day')}</th>
            <th scope="col">{t('wages.lineColumns.kind')}</th>
            <th scope="col">{t('wages.lineColumns.customer')}</th>
            <th scope="col">{t('wages.lineColumns.contract')}</th>
            <th scope="col">{t('wages.lineColumns.order')}</th>
            <th scope="col">{t('wages.lineColumns.amount')}</th>
            <th scope="col">{t('wages.lineColumns.cny')}</th>
            <th scope="col">{t('wages.lineColumns.base')}</th>
            <th scope="col">{t('wages.lineColumns.commission')}</th>
            <th scope="col">{t('wages.lineColumns.schedule')}</th>
            <th scope="col">{t('wages.lineColumns.event')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.lineId} data-line={line.kind}>
              <td>{index + 1}</td>
              <td>{line.day}</td>
              <td>
                <Tag
                  minimal
                  intent={
                    NEGATIVE.has(line.kind) ? 'danger' : line.kind === 'collection' ? 'success' : 'none'
                  }
                >
                  {t(`wages.kinds.${line.kind}`)}
                </Tag>
              </td>
              <td>{line.customerName}</td>
              <td>{line.contractNumber}</td>
              <td>{line.orderNumber ?? '—'}</td>
              <td className="pf-wage-num">{formatMoney(line.amount, line.currency)}</td>
              <td className="pf-wage-num">{yuan(line.cny)}</td>
              <td className="pf-wage-num">{yuan(line.base)}</td>
              <td className="pf-wage-num pf-wage-strong">{yuan(line.commission)}</td>
              <td>{line.effectiveFrom}</td>
              <td className="pf-wage-event" title={`${line.eventId} · ${line.streamId}`}>
                {line.eventType}
                <br />
                <span className="pf-wage-mono">
                  {line.streamId} @ {line.position}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

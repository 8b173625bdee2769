import { Fragment } from 'react';
import { Classes, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PriceLine, PriceLineGroup } from '@packflow/contracts';
import { currentLocale, textOr } from '../../../lib/i18n';
import { formatDecimal, messageText } from '../format';

/** The groups in the order the price is built (design/pricing.md). */
export const LINE_GROUPS: readonly PriceLineGroup[] = [
  'geometry',
  'material',
  'printing',
  'conversion',
  'accessory',
  'charge',
  'price',
  'currency',
  'tax',
  'adjustment',
];

/** The calculator's unit names and their texts in the console ('CNY', 'USD' and unknown ones show as sent). */
const UNIT_TEXTS: Record<string, string> = {
  'm²': 'm2',
  m: 'm',
  kg: 'kg',
  pcs: 'piece',
  'impr.': 'impression',
  plates: 'plate',
  artworks: 'artwork',
  tool: 'tool',
};

/** A line's unit as the reader writes it ("m²", "个"). */
export const lineUnit = (unit: string | undefined): string => {
  if (!unit) return '';
  const key = UNIT_TEXTS[unit];
  return key ? textOr(`quotations.lineUnits.${key}`, unit) : unit;
};

/** "1,234.5 m² × 0.12", or just the quantity or the rate when only one applies. */
export function lineCalculation(line: Pick<PriceLine, 'quantity' | 'unit' | 'rate'>): string {
  const quantity =
    line.quantity === undefined ? '' : `${formatDecimal(line.quantity)} ${lineUnit(line.unit)}`.trim();
  const rate = line.rate === undefined ? '' : formatDecimal(line.rate);
  return [quantity, rate].filter(Boolean).join(' × ');
}

/** The amount; a figure without a rate (an area, a count, a total) carries its unit. */
export const lineAmount = (line: Pick<PriceLine, 'amount' | 'rate' | 'unit'>): string =>
  line.rate === undefined && line.unit
    ? `${formatDecimal(line.amount)} ${lineUnit(line.unit)}`
    : formatDecimal(line.amount);

/**
 * The breakdown as a readable table: grouped, each line's label from its message key, then
 * quantity × rate and the amount. Amounts are in yuan until the currency step (design/pricing.md),
 * so they show as numbers and the figures above carry the currency.
 */
export function BreakdownTable({ lines }: { lines: readonly PriceLine[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (lines.length === 0) return <p className={Classes.TEXT_MUTED}>{t('quotations.breakdown.empty')}</p>;
  const groups = LINE_GROUPS.map((group) => ({
    group,
    lines: lines.filter((l) => l.group === group),
  })).filter((g) => g.lines.length > 0);
  return (
    <HTMLTable compact striped className="pf-breakdown" aria-label={t('quotations.breakdown.label')}>
      <thead>
        <tr>
          <th scope="col">{t('quotations.breakdown.item')}</th>
          <th scope="col">{t('quotations.breakdown.calculation')}</th>
          <th scope="col" className="pf-num">
            {t('quotations.breakdown.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map(({ group, lines: groupLines }) => (
          <Fragment key={group}>
            <tr className="pf-breakdown-group">
              <th scope="rowgroup" colSpan={3}>
                {t(`quotations.breakdown.groups.${group}`)}
              </th>
            </tr>
            {groupLines.map((line, i) => (
              <tr key={`${group}-${i}`}>
                <td>{messageText(line, locale)}</td>
                <td className="pf-calc">{lineCalculation(line)}</td>
                <td className="pf-num">{lineAmount(line)}</td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}

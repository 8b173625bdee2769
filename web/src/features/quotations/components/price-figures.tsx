import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Make, PriceResultView, PrintingType, QuotingUnit } from '@packflow/contracts';
import { formatDecimal, formatMoney, formatRatio, formatUnitPrice } from '../format';
import { type PrintingFigure, figureApplies } from '../printing-figures';

/**
 * The calculator's totals (spec section 3): final price and unit price first, then how they
 * relate to the list and loading prices, the one-off charges and the roll figures, in the
 * result's currency and decimals (spec section 9: 2 in Chinese, 4 in English). A trade customer
 * is not sent the loading price, the ratio to it, the per-kg and per-metre figures or the charges
 * at cost: those rows are left out when absent. Impressions, plates, proof and tooling show only
 * where they apply to the printing type (figureApplies).
 */
export function PriceFigures({
  result,
  make,
  unit,
  printing,
}: {
  result: PriceResultView;
  make: Make;
  unit: QuotingUnit;
  printing: PrintingType;
}) {
  const applies = (field: PrintingFigure, value?: string | number) => figureApplies(field, printing, value);
  const { t } = useTranslation();
  const money = (text: string) => formatMoney(text, result.currency);
  const unitPrice = (text: string) => formatUnitPrice(text, result.currency, result.decimals);
  const perUnit = t(`quotations.unitSuffix.${unit}`);
  const row = (label: string, value: string, strong = false) => (
    <>
      <dt>{label}</dt>
      <dd className={strong ? 'pf-figure-strong' : undefined}>{value}</dd>
    </>
  );
  /** A row of a figure a trade customer is not sent: none when it is absent. */
  const costRow = (label: string, value: string | undefined, format: (text: string) => string = money) =>
    value === undefined ? null : row(label, format(value));
  return (
    <div className="pf-figures">
      <div className="pf-figures-headline">
        <div>
          <div className={Classes.TEXT_MUTED}>{t('quotations.figures.finalPrice')}</div>
          <div className="pf-figure-big" data-testid="final-price">
            {money(result.price_end)}
          </div>
        </div>
        <div>
          <div className={Classes.TEXT_MUTED}>{t('quotations.figures.finalUnit')}</div>
          <div className="pf-figure-big" data-testid="final-unit-price">
            {unitPrice(result.price_unit_end)}
            <small>{perUnit}</small>
          </div>
        </div>
      </div>
      <dl className="pf-facts pf-figures-list">
        {row(t('quotations.figures.listPrice'), money(result.price))}
        {row(t('quotations.figures.listUnit'), `${unitPrice(result.price_unit)}${perUnit}`)}
        {costRow(t('quotations.figures.loadingPrice'), result.price_loading)}
        {row(t('quotations.figures.ratio'), formatRatio(result.ratio, 0), true)}
        {costRow(t('quotations.figures.ratioOfLoading'), result.ratioOfLoading, (r) => formatRatio(r, 2))}
        {costRow(t('quotations.figures.perKg'), result.price_unit_wight, unitPrice)}
        {costRow(t('quotations.figures.perMetre'), result.price_unit_meter, unitPrice)}
        {applies('plates', result.plates) && costRow(t('quotations.figures.plates'), result.plates)}
        {applies('proof', result.proof) && costRow(t('quotations.figures.proof'), result.proof)}
        {applies('tooling', result.tooling) && costRow(t('quotations.figures.tooling'), result.tooling)}
        {applies('makenumber') &&
          row(t('quotations.figures.makenumber'), formatDecimal(result.makenumber, 0))}
        {make === 'coiled' &&
          row(t('quotations.figures.rollWeight'), `${formatDecimal(result.coiled_countweight)} kg`)}
        {make === 'coiled' &&
          row(
            t('quotations.figures.rollLength'),
            `${formatDecimal(result.coiled_countlength)} ${t('quotations.m')}`,
          )}
      </dl>
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {result.currency} · {t('quotations.figures.version', { version: result.calculatorVersion })}
      </div>
    </div>
  );
}

import { Classes, H5, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ACCESSORY_FIELDS,
  DEFAULT_SETTINGS,
  MATERIAL_FIELDS,
  type Locale,
  type PricingRates,
  type PricingSettings,
} from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDecimal } from '../format';

/** The rates in the order the settings screen defines them, not the order the JSON happens to carry. */
const RATE_ORDER = Object.keys(DEFAULT_SETTINGS.rates) as (keyof PricingRates)[];

const name = (item: { name: string; englishName: string }, locale: Locale) =>
  locale === 'en' ? item.englishName || item.name : item.name;

/**
 * The settings a quotation was priced with, as stored with it (only the items its inputs named):
 * every figure of the breakdown can be traced to these, even after an admin changes them.
 */
export function SettingsSnapshot({ settings, version }: { settings: PricingSettings; version: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const materials = MATERIAL_FIELDS.flatMap((field) => {
    const item = settings.materials[field];
    return item ? [{ field, item }] : [];
  });
  const accessories = ACCESSORY_FIELDS.flatMap((field) => {
    const item = settings.accessories[field];
    return item ? [{ field, item }] : [];
  });
  const { bagType, knifeStyle, currency, grade, range, rates } = settings;
  return (
    <div className="pf-snapshot">
      <dl className="pf-facts">
        <dt>{t('quotations.detail.calculator')}</dt>
        <dd>{version}</dd>
        <dt>{t('quotations.detail.range')}</dt>
        <dd>
          {range.minRatio}%–{range.maxRatio}%
        </dd>
        {bagType && (
          <>
            <dt>{t('quotations.detail.bagType')}</dt>
            <dd>
              {name(bagType, locale)} · {t('quotations.detail.makingPrice')}{' '}
              {formatDecimal(bagType.makingPrice)} · {t('quotations.detail.minInner')}{' '}
              {bagType.minInnerThickness} ·{' '}
              {t('quotations.detail.bounds', {
                w: `${bagType.widthMin}–${bagType.widthMax}`,
                h: `${bagType.heightMin}–${bagType.heightMax}`,
              })}
            </dd>
          </>
        )}
        {knifeStyle && (
          <>
            <dt>{t('quotations.detail.knifeStyle')}</dt>
            <dd>
              {name(knifeStyle, locale)} · {formatDecimal(knifeStyle.unitPrice)}{' '}
              {t('quotations.detail.perPiece')}
            </dd>
          </>
        )}
        {grade && (
          <>
            <dt>{t('quotations.detail.grade')}</dt>
            <dd>
              {grade.name} × {grade.factor}
            </dd>
          </>
        )}
      </dl>

      {materials.length > 0 && (
        <>
          <H5>{t('quotations.detail.materials')}</H5>
          <div className="pf-scroll-x">
            <HTMLTable compact striped className="pf-compare-table">
              <thead>
                <tr>
                  <th />
                  <th>{t('quotations.detail.name')}</th>
                  <th className="pf-num">{t('quotations.detail.thickness')}</th>
                  <th className="pf-num">{t('quotations.detail.density')}</th>
                  <th className="pf-num">{t('quotations.detail.pricePerKg')}</th>
                  <th>{t('quotations.detail.inStock')}</th>
                </tr>
              </thead>
              <tbody>
                {materials.map(({ field, item }) => (
                  <tr key={field}>
                    <th scope="row">{t(`quotations.fields.${field}`)}</th>
                    <td>{name(item, locale)}</td>
                    <td className="pf-num">{item.thickness}</td>
                    <td className="pf-num">{item.density}</td>
                    <td className="pf-num">{formatDecimal(item.pricePerKg)}</td>
                    <td>{item.inStock ? t('quotations.yes') : t('quotations.no')}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}

      {accessories.length > 0 && (
        <>
          <H5>{t('quotations.detail.accessories')}</H5>
          <HTMLTable compact striped className="pf-compare-table">
            <tbody>
              {accessories.map(({ field, item }) => (
                <tr key={field}>
                  <th scope="row">{t(`quotations.fields.${field}`)}</th>
                  <td>{name(item, locale)}</td>
                  <td className="pf-num">
                    {formatDecimal(item.unitPrice)}{' '}
                    {item.unit === 'metre'
                      ? t('quotations.detail.perMetre')
                      : t('quotations.detail.perPiece')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}

      <H5>{t('quotations.detail.currency')}</H5>
      <dl className="pf-facts">
        <dt>{t('quotations.figures.currency')}</dt>
        <dd>
          {currency.currency} ({currency.label})
        </dd>
        <dt>{t('quotations.detail.country')}</dt>
        <dd>{currency.country}</dd>
        <dt>{t('quotations.detail.value')}</dt>
        <dd>{currency.value}</dd>
        <dt>{t('quotations.detail.quotationFactor')}</dt>
        <dd>{currency.quotationFactor}</dd>
        <dt>{t('quotations.detail.margins')}</dt>
        <dd>
          {currency.config.map((entry) => (
            <div key={entry.name}>
              {t(`quotations.paymentTerms.${entry.name}`)}: {entry.digital} / {entry.gravure}
            </div>
          ))}
        </dd>
      </dl>

      <H5>{t('quotations.detail.rates')}</H5>
      <dl className={`pf-facts ${Classes.TEXT_SMALL}`}>
        {RATE_ORDER.filter((key) => key in rates).map((key) => (
          <RateRow
            key={key}
            label={t(`quotations.rates.${key}` as never, { defaultValue: key }) as string}
            value={rates[key]}
          />
        ))}
      </dl>
    </div>
  );
}

function RateRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="pf-num">{value}</dd>
    </>
  );
}

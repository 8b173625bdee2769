import type {
  CurrencyEntry,
  MaterialItem,
  PricingRates,
  PricingSettings,
  QuotationInput,
} from '@packflow/contracts';
import { Dec, ONE, percent } from './pricing-geometry';

/**
 * The settings as the calculator works with them, parsed once per settings object rather than
 * on every calculation (issue 26: the calculator stays pure and fast). A settings value is
 * never changed in place (a change of settings is a new document, a new catalogue item), so
 * what is parsed from one object holds for as long as the object lives: each part is kept in a
 * WeakMap by its identity and goes with it. The parts are kept apart (rates, currency entry,
 * each catalogue item), not the whole settings, because the quotation server assembles a new
 * settings value for every calculation from the same kept rates, currency and items.
 *
 * Every figure is the same decimal the calculator parsed before, so every price is the same.
 */

/** A setting as a decimal, with the text the admin wrote (a breakdown line shows it as written). */
export interface Setting {
  readonly value: Dec;
  readonly text: string;
}

const setting = (text: string): Setting => ({ value: new Dec(text), text });

type RateSettings = { readonly [K in keyof PricingRates]: Setting };

export interface PreparedRates extends RateSettings {
  /** m2 of one impression of the press format. */
  readonly pressAreaM2: Dec;
  /** 1 + the running waste of digital printing, a factor of the impressions. */
  readonly runningWasteDigitalFactor: Dec;
  /** The running waste of gravure as a fraction of the film. */
  readonly runningWasteGravure: Dec;
  /** 1 + the minimum margin: the loading price of the cost. */
  readonly minMarginFactor: Dec;
  /** 1 + VAT. */
  readonly vatFactor: Dec;
}

/** A margin as written (percent) and as the factor 1 + margin the list price is the cost times. */
export interface Margin {
  readonly pct: string;
  readonly factor: Dec;
}

export interface PreparedCurrency {
  /** Country factor x currency value x quotation factor: yuan to the quotation's currency. */
  readonly conversion: Dec;
  /** The margins by payment terms (the first entry of a name, as a search of the list finds it). */
  readonly margins: ReadonlyMap<string, { readonly digital: Margin; readonly gravure: Margin }>;
}

export interface PreparedMaterial {
  /** g/m2 = thickness (µm) x density (g/cm3). */
  readonly gsm: Dec;
  readonly pricePerKg: Setting;
}

const MILLI = new Dec('0.001');

const ratesKept = new WeakMap<PricingRates, PreparedRates>();
const currencyKept = new WeakMap<CurrencyEntry, PreparedCurrency>();
const materialsKept = new WeakMap<MaterialItem, PreparedMaterial>();
/** Item prices (bag making, accessories, knife styles, grade factors) by the object holding them. */
const pricesKept = new WeakMap<object, Setting>();

export function preparedRates(rates: PricingRates): PreparedRates {
  let kept = ratesKept.get(rates);
  if (!kept) {
    const parsed = Object.fromEntries(
      Object.entries(rates).map(([name, text]) => [name, setting(text)]),
    ) as unknown as RateSettings;
    kept = {
      ...parsed,
      pressAreaM2: parsed.pressWidthMm.value.times(parsed.pressLengthMm.value).times(MILLI).times(MILLI),
      runningWasteDigitalFactor: ONE.plus(percent(rates.runningWasteDigitalPct)),
      runningWasteGravure: percent(rates.runningWasteGravurePct),
      minMarginFactor: ONE.plus(percent(rates.minMarginPct)),
      vatFactor: ONE.plus(percent(rates.vatPct)),
    };
    ratesKept.set(rates, kept);
  }
  return kept;
}

export function preparedCurrency(currency: CurrencyEntry): PreparedCurrency {
  let kept = currencyKept.get(currency);
  if (!kept) {
    const margin = (pct: string): Margin => ({ pct, factor: ONE.plus(percent(pct)) });
    const margins = new Map<string, { digital: Margin; gravure: Margin }>();
    for (const entry of currency.config) {
      if (!margins.has(entry.name))
        margins.set(entry.name, { digital: margin(entry.digital), gravure: margin(entry.gravure) });
    }
    kept = {
      conversion: new Dec(currency.country).times(currency.value).times(currency.quotationFactor),
      margins,
    };
    currencyKept.set(currency, kept);
  }
  return kept;
}

export function preparedMaterial(item: MaterialItem): PreparedMaterial {
  let kept = materialsKept.get(item);
  if (!kept) {
    kept = { gsm: new Dec(item.thickness).times(item.density), pricePerKg: setting(item.pricePerKg) };
    materialsKept.set(item, kept);
  }
  return kept;
}

/** An item's one price setting (`price` is the text of it on that item), parsed once per item. */
export function preparedPrice(item: object, price: string): Setting {
  let kept = pricesKept.get(item);
  if (!kept || kept.text !== price) {
    kept = setting(price);
    pricesKept.set(item, kept);
  }
  return kept;
}

/** The margin for the input's payment terms and printing type (the checks refuse a missing one). */
export const marginOf = (settings: PricingSettings, input: QuotationInput): Margin | undefined =>
  preparedCurrency(settings.currency).margins.get(input.paymentTerms)?.[input.quotation_type];

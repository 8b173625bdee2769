import type {
  Locale,
  PriceIssue,
  PriceOutcome,
  PriceResult,
  PricingSettings,
  QuotationInput,
  QuotationRange,
  QuotedIn,
} from '@packflow/contracts';
import { MONEY_DECIMALS, amountOf, finalPriceAt, quotedIn } from '@packflow/contracts';
import { INTERMEDIATE_PLACES } from './pricing-breakdown';
import { bagTypeOf, checkPressFit, checkQuotation } from './pricing-checks';
import { type CostBuild, buildCosts } from './pricing-costs';
import { Dec, ONE, ZERO, jobGeometry, percent } from './pricing-geometry';
import { marginOf, preparedCurrency, preparedPrice, preparedRates } from './pricing-prepared';

/**
 * The quotation price calculator (design/pricing.md). Pure: the same inputs and settings give
 * the same result, so a stored quotation can be priced again and compared line by line. Change
 * the version whenever a change to the model could move a price.
 *
 * What `quantity` means, by make and quoting unit (`maketype`):
 * - bag, per piece: bags;
 * - roll film, per kg: kg of finished film; per metre: metres of finished film (web length);
 * - digital, per impression (bag or roll film): impressions of the press format, each carrying
 *   as many pieces as fit on it.
 * Unit prices (`price_unit`, `price_unit_end`) are per that unit.
 *
 * Proof match, bag-making direction and "bottom added" are recorded with the quotation but move
 * no price: no setting carries a rate for them (a rate would be a new setting and version).
 */
export const CALCULATOR_VERSION = 'pricing-3';

/**
 * How a price is wanted. `breakdown: false` when its lines will not be shown (a price only
 * checked, or sent to a trade customer): the result then has no lines, and the calculation skips
 * formatting them, most of its decimal work. Every figure of the result is the same either way.
 */
export interface PriceOptions {
  breakdown?: boolean;
}

/** Errors give no price; warnings travel with the price. */
export function calculatePrice(
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
  { breakdown = true }: PriceOptions = {},
): PriceOutcome {
  const issues = checkQuotation(input, settings, locale);
  if (issues.some((issue) => issue.severity === 'error')) return { ok: false, issues };
  // The press format is checked on the geometry the costs use, computed once valid dimensions are in.
  const geometry = jobGeometry(input, bagTypeOf(input, settings)?.id ?? null, preparedRates(settings.rates));
  const misfit = checkPressFit(input, settings, geometry);
  if (misfit.length > 0) return { ok: false, issues: [...issues, ...misfit] };
  const build = buildCosts(input, settings, locale, geometry, breakdown);
  return { ok: true, result: priceOf(input, settings, locale, build, issues) };
}

/** A ratio outside the admin's range needs a supervisor's review. */
export function ratioNeedsReview(ratio: string, range: QuotationRange): boolean {
  const r = new Dec(ratio);
  return r.lt(range.minRatio) || r.gt(range.maxRatio);
}

/** Spec section 9: Chinese prices to 2 decimals, English to 4. */
export const priceDecimals = (locale: Locale): number => (locale === 'cn' ? 2 : 4);

/**
 * The locale (so the currency entry and the decimals) a price or a quotation is worked out in
 * (domain rules: price locale and currency follow the customer, not the screen language): a
 * domestic customer in cn (yuan), a foreign one in en (the en currency entry). Before a customer
 * is chosen, or for one that is not the actor's, the actor's country. Preview and generation
 * both ask here.
 */
export function pricingLocale(
  actor: { id: string; country: Locale | null },
  client: { exists: boolean; owner: { id: string } | null; fields: { domestic: boolean } } | undefined,
): QuotedIn {
  const own = client?.exists === true && client.owner?.id === actor.id;
  return quotedIn(own ? { domestic: client.fields.domestic } : null, actor.country);
}

/** The quantity's unit as a breakdown line names it (the units the cost lines use). */
const QUANTITY_UNITS: Record<QuotationInput['maketype'], string> = {
  piece: 'pcs',
  kg: 'kg',
  meter: 'm',
  impression: 'impr.',
};

/** Calculator versions that stored the amount of the unrounded price beside the shown unit price. */
const AMOUNT_OF_EXACT_PRICE: ReadonlySet<string> = new Set(['pricing-1', 'pricing-2']);

/**
 * A stored result as it is read (README, "Quotation prices"): a quotation priced before
 * pricing-3 stored the amount of its unrounded price (0.554 x 1000 = 554 beside a shown unit
 * price of 0.55); read now, its amounts are its shown unit prices times the quantity, as new ones
 * are priced, so its documents and the contracts made from it add up. The unit prices stay.
 */
export function addingUp(result: PriceResult, quantity: number | undefined): PriceResult {
  if (!AMOUNT_OF_EXACT_PRICE.has(result.calculatorVersion) || !quantity) return result;
  return {
    ...result,
    price: amountOf(result.price_unit, quantity),
    price_end: amountOf(result.price_unit_end, quantity),
  };
}

/** Steps 7 to 9: margins, currency, tax, the adjustment ratio; and the figures of spec section 3. */
function priceOf(
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
  build: CostBuild,
  issues: PriceIssue[],
): PriceResult {
  const { rates, currency, grade } = settings;
  const prepared = preparedRates(rates);
  const b = build.breakdown;
  const places = priceDecimals(locale);
  const final = { amount: places };
  const cost = b.figure('pricing.line.cost', 'price', {}, b.cost, 'CNY');

  const loading = b.times(
    'pricing.line.loading',
    'price',
    { pct: rates.minMarginPct },
    cost,
    'CNY',
    prepared.minMarginFactor,
  );
  const margin = marginOf(settings, input)!;
  let list = b.times('pricing.line.margin', 'price', { pct: margin.pct }, cost, 'CNY', margin.factor);
  if (grade) {
    const factor = preparedPrice(grade, grade.factor);
    list = b.times('pricing.line.grade', 'price', { name: grade.name }, list, 'CNY', factor);
  }

  const { conversion } = preparedCurrency(currency);
  const tax = input.taxed ? prepared.vatFactor : ONE;
  const currencyParams = {
    currency: currency.currency,
    country: currency.country,
    value: currency.value,
    factor: currency.quotationFactor,
  };
  // Untaxed, the converted list price is the price: shown at the price's decimals.
  const converted = input.taxed ? {} : final;
  let price = b.times(
    'pricing.line.currency',
    'currency',
    currencyParams,
    list,
    // The list price is still in yuan here; the line turns it into the quotation's currency.
    'CNY',
    conversion,
    converted,
  );
  if (input.taxed)
    price = b.times('pricing.line.vat', 'tax', { pct: rates.vatPct }, price, currency.currency, tax, final);
  const loadingParams = { currency: currency.currency };
  const priceLoading = b.times(
    'pricing.line.loadingPrice',
    'currency',
    loadingParams,
    loading,
    'CNY',
    input.taxed ? conversion.times(tax) : conversion,
    final,
  );
  // The unit price a customer sees is the price (README, "Quotation prices"): the list price per
  // unit is fixed as shown, the ratio applies to it, and every amount is a shown unit price times
  // the quantity, in cents (amountOf), so a document's lines and a supplementary order multiply out.
  const quantity = new Dec(input.quantity!);
  const priceUnit = b.text(quantity.isZero() ? ZERO : price.div(quantity), places);
  const priceUnitEnd = finalPriceAt(priceUnit, input.ratio).toFixed(places);
  // The adjustment lines only show how the final price is made (they add up to no figure).
  if (b.showsLines) {
    const shownUnit = new Dec(priceUnit);
    const unit = currency.currency;
    b.figure(
      'pricing.line.unitPrice',
      'adjustment',
      { quantity: quantity.toString() },
      shownUnit,
      unit,
      places,
    );
    const ratio = percent(input.ratio);
    const both = { quantity: places, amount: places };
    b.times('pricing.line.ratio', 'adjustment', { ratio: input.ratio }, shownUnit, unit, ratio, both);
    b.times('pricing.line.amount', 'adjustment', {}, quantity, QUANTITY_UNITS[input.maketype], priceUnitEnd, {
      quantity: 0,
      amount: MONEY_DECIMALS,
    });
  }
  const priceEnd = new Dec(amountOf(priceUnitEnd, input.quantity!));

  const money = (d: Dec) => b.text(d, MONEY_DECIMALS);
  // The one-off charges as they stand in the price, at cost in the quotation's currency.
  const charge = (d: Dec) => money(d.isZero() ? ZERO : d.times(conversion));
  const per = (amount: Dec, of: Dec) => b.text(of.isZero() ? ZERO : amount.div(of), places);
  return {
    calculatorVersion: CALCULATOR_VERSION,
    currency: currency.currency,
    decimals: places,
    price: amountOf(priceUnit, input.quantity!),
    price_end: money(priceEnd),
    price_loading: money(priceLoading),
    price_unit: priceUnit,
    price_unit_end: priceUnitEnd,
    price_unit_wight: per(priceEnd, build.finishedKg),
    price_unit_meter: per(priceEnd, build.finishedMetres),
    makenumber: build.makenumber,
    coiled_countweight: (build.roll?.kg ?? ZERO).toFixed(INTERMEDIATE_PLACES),
    coiled_countlength: (build.roll?.metres ?? ZERO).toFixed(INTERMEDIATE_PLACES),
    plates: charge(build.plates),
    proof: charge(build.proof),
    tooling: charge(build.tooling),
    ratio: new Dec(input.ratio).toFixed(0),
    ratioOfLoading: priceLoading.isZero() ? '0.00' : priceEnd.div(priceLoading).times(100).toFixed(2),
    lines: b.lines,
    issues,
  };
}

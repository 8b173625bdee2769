import type {
  NamedItem,
  PriceOutcome,
  PriceOutcomeView,
  PriceResult,
  PriceResultView,
  PricingSettings,
  QuotationComparison,
  QuotationComparisonView,
  QuotationDetail,
  QuotationDetailView,
  TraderPriceResult,
  TraderQuotationComparison,
  TraderQuotationDetail,
  TraderSettings,
} from '@packflow/contracts';
import { TRADER_PRICE_FIELDS } from '@packflow/contracts';
import type { Actor } from '../identity/policies';

/**
 * What a trade customer (Traders) is sent of a quotation (domain rules, "Trade customers never
 * see cost"): the handlers and queries that answer pass their answer through here. Part of the
 * quotations' policies (policies.ts re-exports it).
 */
/**
 * Whether the actor is sent a quotation's cost (domain rules, "Trade customers never see cost"):
 * everyone but a trade customer, who is an outside company.
 */
export const seesCost = (actor: Pick<Actor, 'role'>): boolean => actor.role !== 'Traders';

/** A price as a trade customer is sent it: only TRADER_PRICE_FIELDS (a field added later stays out). */
export function traderPrice(result: PriceResult): TraderPriceResult {
  return Object.fromEntries(TRADER_PRICE_FIELDS.map((field) => [field, result[field]])) as TraderPriceResult;
}

/** A quotation as a trade customer is sent it: the allowed ratio range of its settings, the price without cost. */
export function traderQuotation(detail: QuotationDetail): TraderQuotationDetail {
  const { settings, result, ...rest } = detail;
  return { ...rest, settings: traderSettings(settings), result: traderPrice(result) };
}

const named = (item: NamedItem | null | undefined): NamedItem | null =>
  item ? { id: item.id, name: item.name, englishName: item.englishName } : null;

const namesOf = <K extends string>(items: Partial<Record<K, NamedItem>>): Partial<Record<K, NamedItem>> =>
  Object.fromEntries(
    Object.entries(items).flatMap(([field, item]) => {
      const n = named(item as NamedItem | undefined);
      return n ? [[field, n]] : [];
    }),
  ) as Partial<Record<K, NamedItem>>;

/** A settings snapshot as a trade customer is sent it: the ratio range and the names of what it names. */
export function traderSettings(settings: PricingSettings): TraderSettings {
  return {
    range: settings.range,
    bagType: named(settings.bagType),
    materials: namesOf(settings.materials),
    accessories: namesOf(settings.accessories),
    knifeStyle: named(settings.knifeStyle),
  };
}

const TRADER_FIGURES = new Set<string>(TRADER_PRICE_FIELDS);

/** Two quotations as a trade customer is sent them: the inputs that differ and the figures they may see. */
export function traderComparison(comparison: QuotationComparison): TraderQuotationComparison {
  return {
    a: traderQuotation(comparison.a),
    b: traderQuotation(comparison.b),
    inputs: comparison.inputs,
    figures: comparison.figures.filter((f) =>
      TRADER_FIGURES.has(f.field),
    ) as TraderQuotationComparison['figures'],
  };
}

/** The price the actor is sent: whole, or a trade customer's. */
export const priceFor = (actor: Pick<Actor, 'role'>, result: PriceResult): PriceResultView =>
  seesCost(actor) ? result : traderPrice(result);

/** The price preview's answer the actor is sent. */
export const priceOutcomeFor = (actor: Pick<Actor, 'role'>, outcome: PriceOutcome): PriceOutcomeView =>
  outcome.ok ? { ok: true, result: priceFor(actor, outcome.result) } : outcome;

/** One quotation as the actor is sent it. */
export const quotationFor = (actor: Pick<Actor, 'role'>, detail: QuotationDetail): QuotationDetailView =>
  seesCost(actor) ? detail : traderQuotation(detail);

/** Two quotations compared, as the actor is sent them. */
export const comparisonFor = (
  actor: Pick<Actor, 'role'>,
  comparison: QuotationComparison,
): QuotationComparisonView => (seesCost(actor) ? comparison : traderComparison(comparison));

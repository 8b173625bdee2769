import type {
  BAG_TYPES,
  MAKES,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  QUOTING_UNITS,
  QuotationRange,
} from '../catalog/schemas';
import type { MessageKey } from '../messages/en';
import type {
  AccessoryField,
  MaterialField,
  PriceFigures,
  PriceIssue,
  PriceResult,
  PricingSettings,
  QuotationInput,
} from './schemas';

/** Quotations as the API answers them: the list rows, the review queue, one quotation, two compared. */

export const QUOTATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/**
 * What the reader may do with a quotation now, as the domain decides it (quotationActions, from the
 * rules its decider refuses by): the console shows these buttons and no others. 'resubmit' is the
 * ratio change of a rejected quotation; 'contract': it may go under a new contract of its owner's.
 */
export const QUOTATION_ACTIONS = [
  'copy',
  'revise',
  'changeRatio',
  'resubmit',
  'approve',
  'reject',
  'contract',
] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

export interface QuotationRow {
  id: string;
  number: string;
  customerId: string | null;
  customerName: string | null;
  ownerId: string;
  ownerName: string | null;
  ownerRole: 'OperatorIndex' | 'Traders';
  quotation_type: (typeof PRINTING_TYPES)[number];
  make: (typeof MAKES)[number];
  bagType: (typeof BAG_TYPES)[number] | null;
  maketype: (typeof QUOTING_UNITS)[number];
  quantity: number;
  currency: 'CNY' | 'USD';
  /** The calculated (list) price, before the adjustment ratio. */
  price: string;
  price_end: string;
  /** The calculated unit price as shown (the ratio applies to it), and the final one. */
  price_unit: string;
  price_unit_end: string;
  ratio: string;
  status: QuotationStatus;
  /** Needed a supervisor because the ratio was outside the allowed range. */
  reviewRequired: boolean;
  revisionNo: number;
  /** The lineage's first quotation. */
  rootId: string;
  /** A newer revision exists. */
  superseded: boolean;
  /** The contract it is under (then it takes no more changes), or null. */
  contractId: string | null;
  contractNumber: string | null;
  /** What the reader may do with it now (the domain's quotationActions). */
  actions: QuotationAction[];
  /** As quoted: what a contract combines by (the same payment terms) and takes over (tax). */
  paymentTerms: (typeof PAYMENT_TERMS)[number];
  taxed: boolean;
  /**
   * Its price charged a proof fee (the breakdown's proof line): a contract's line is sampled by
   * default then. On the quotation lists (the contract dialog reads it), not on every view.
   */
  proofCharged?: boolean;
  createdAt: string;
  /**
   * The revision of the quotation's record this row shows: sent back as `If-Match: "<revision>"`
   * with a review or a ratio change, which is refused (409) when the quotation changed since.
   */
  revision: number;
}

export interface QuotationReviewStep {
  action: 'submitted' | 'approved' | 'rejected' | 'resubmitted' | 'applied';
  ratio: string;
  reason: string;
  at: string;
  userId: string | null;
  userName: string | null;
}

export interface QuotationDetail extends QuotationRow {
  locale: 'cn' | 'en';
  input: QuotationInput;
  settings: PricingSettings;
  result: PriceResult;
  sourceId: string | null;
  revisionOf: string | null;
  /** Every quotation of the lineage, oldest first. */
  revisions: { id: string; number: string; revisionNo: number; price_end: string; createdAt: string }[];
  review: QuotationReviewStep[];
  beanEntryId: string | null;
}

/** A row of the supervisor's review queue (/OperatorManage/Index): the quotation and what it is judged by. */
export interface QuotationReviewRow extends QuotationRow {
  /** The allowed range the current ratio was judged by. */
  range: QuotationRange;
  /** When it last went to review. */
  submittedAt: string | null;
  /** The last review step's reason (a rejection's, when rejected). */
  lastReason: string;
  /** The loading (break-even) price: supervisors and admins only, never Traders. */
  price_loading: string;
  /** The final price as a percent of the loading price (2 decimals). */
  ratioOfLoading: string;
  /** Decimals of the prices (2 for cn, 4 for en). */
  decimals: number;
}

/** Two quotations side by side: what changed, and how each breakdown line moved. */
export interface QuotationComparison {
  a: QuotationDetail;
  b: QuotationDetail;
  inputs: { field: string; a: unknown; b: unknown }[];
  settings: { path: string; a: unknown; b: unknown }[];
  lines: {
    key: MessageKey;
    params: Record<string, string | number>;
    a: string | null;
    b: string | null;
    delta: string;
  }[];
  figures: { field: keyof PriceFigures; a: string; b: string; delta: string }[];
}

// ---------------------------------------------------------------- what a trade customer is sent

/**
 * What a trade customer (Traders) is sent of a price (domain rules, "Trade customers never see
 * cost"): their list and final price, unit prices, quantities and the ratio they set; never the
 * cost, the loading price, the one-off charges at cost, the per-kg and per-metre figures, the
 * ratio to the loading price or the breakdown (its lines are the costs, rates and margins).
 * quotationPolicies.traderPrice keeps exactly these fields.
 */
export const TRADER_PRICE_FIELDS = [
  'calculatorVersion',
  'currency',
  'decimals',
  'price',
  'price_end',
  'price_unit',
  'price_unit_end',
  'makenumber',
  'coiled_countweight',
  'coiled_countlength',
  'ratio',
  'issues',
] as const satisfies readonly (keyof PriceResult)[];
export type TraderPriceResult = Pick<PriceResult, (typeof TRADER_PRICE_FIELDS)[number]>;

/** The fields of a price only the company's own people are sent. */
export type CostField = Exclude<keyof PriceResult, (typeof TRADER_PRICE_FIELDS)[number]>;

/** A price as the API answers it: every field to the company's people, the cost fields absent for Traders. */
export type PriceResultView = TraderPriceResult & Partial<Pick<PriceResult, CostField>>;

/** POST quotation/price as answered (PriceOutcome, the result as the asker may see it). */
export type PriceOutcomeView = { ok: true; result: PriceResultView } | { ok: false; issues: PriceIssue[] };

/** A catalogue item as a trade customer is sent it: its names, not what it costs. */
export interface NamedItem {
  id: string;
  name: string;
  englishName: string;
}

/**
 * The settings a trade customer is sent with a quotation: the allowed ratio range (for a ratio
 * change) and the names of the materials, accessories, knife style and bag type it names (its
 * specification); no rates, prices, currency factors or grade.
 */
export interface TraderSettings {
  range: PricingSettings['range'];
  bagType: NamedItem | null;
  materials: Partial<Record<MaterialField, NamedItem>>;
  accessories: Partial<Record<AccessoryField, NamedItem>>;
  knifeStyle: NamedItem | null;
}

/** A quotation as a trade customer is sent it: no settings snapshot beyond the range, the price without cost. */
export type TraderQuotationDetail = Omit<QuotationDetail, 'settings' | 'result'> & {
  settings: TraderSettings;
  result: TraderPriceResult;
};

/** GET quotation/:id as answered: a QuotationDetail, or a TraderQuotationDetail for Traders. */
export type QuotationDetailView = Omit<QuotationDetail, 'settings' | 'result'> & {
  settings: PricingSettings | TraderSettings;
  result: PriceResultView;
};

/** Two quotations as a trade customer is sent them: the inputs and their price figures, no settings or breakdown. */
export interface TraderQuotationComparison {
  a: TraderQuotationDetail;
  b: TraderQuotationDetail;
  inputs: QuotationComparison['inputs'];
  figures: { field: keyof PriceFigures & keyof TraderPriceResult; a: string; b: string; delta: string }[];
}

/** GET quotation/:id/compare/:other as answered: settings and lines absent for Traders. */
export type QuotationComparisonView = Omit<
  QuotationComparison,
  'a' | 'b' | 'settings' | 'lines' | 'figures'
> & {
  a: QuotationDetailView;
  b: QuotationDetailView;
  settings?: QuotationComparison['settings'];
  lines?: QuotationComparison['lines'];
  figures: { field: keyof PriceFigures; a: string; b: string; delta: string }[];
};

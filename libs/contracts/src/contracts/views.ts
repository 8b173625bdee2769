import type { BAG_TYPES, MAKES, PAYMENT_TERMS, PRINTING_TYPES, QUOTING_UNITS } from '../catalog/schemas';
import type { AccessoryField, MaterialField, QuotationInput } from '../quotations/schemas';

/** Contracts as the events carry them and the API answers them. */

export type ContractOwnerRole = 'OperatorIndex' | 'Traders';
export type ContractPrintingType = (typeof PRINTING_TYPES)[number];
export type ContractPaymentTerms = (typeof PAYMENT_TERMS)[number];
export type ContractCurrency = 'CNY' | 'USD';

/** A named catalogue item as it was when quoted: what an order shows, never a price or a cost. */
export interface SnapshotItem {
  id: string;
  name: string;
  englishName: string;
}

/**
 * What an order shows of its quotation, copied when the contract was made (never re-priced):
 * the quotation's inputs (sizes, quantity, sampling/proof, options) and the names of its layers,
 * accessories, bag type and knife style. No cost: trade customers see it too.
 */
export interface ContractLineSnapshot {
  input: QuotationInput;
  materials: Partial<Record<MaterialField, SnapshotItem>>;
  accessories: Partial<Record<AccessoryField, SnapshotItem>>;
  bagType: SnapshotItem | null;
  knifeStyle: SnapshotItem | null;
  /** Pieces per impression (the calculator's make number). */
  makenumber: number;
  /** Decimals of the prices (2 for cn, 4 for en). */
  decimals: number;
}

/** One quotation of a contract: quantity and price as quoted. */
export interface ContractLine {
  quotationId: string;
  quotationNumber: string;
  quantity: number;
  unit: (typeof QUOTING_UNITS)[number];
  /** Decimal text in the contract's currency. */
  unitPrice: string;
  total: string;
  bagType: (typeof BAG_TYPES)[number] | null;
  make: (typeof MAKES)[number];
  snapshot: ContractLineSnapshot;
  /**
   * Whether the order is sampled (a proof made first), as the salesman said when making the
   * contract (by default: whether the quotation's price charged a proof fee). Absent on contracts
   * made before it was asked: their orders say "not stated".
   */
  sampling?: boolean | null;
}

export const CONTRACT_STATUSES = ['creating', 'created', 'refused'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A row of /Contract. */
export interface ContractRow {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerName: string | null;
  ownerRole: ContractOwnerRole;
  printingType: ContractPrintingType;
  taxed: boolean;
  paymentTerms: ContractPaymentTerms;
  currency: ContractCurrency;
  language: 'cn' | 'en';
  /** Decimal text in the contract's currency. */
  total: string;
  quotationNumbers: string[];
  status: ContractStatus;
  createdAt: string;
}

/** What the reader may do with a contract now (the domain's contractActions): the console shows only these. */
export const CONTRACT_ACTIONS = ['recordReceipt', 'download'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** One contract: its lines, and the orders made from it (once the orders area lists them). */
export interface ContractDetail extends ContractRow {
  lines: ContractLine[];
  /** What the reader may do with it now. */
  actions: ContractAction[];
  /** When refused: the reason (a message key) and the quotation it concerned. */
  refusal: { reason: string; quotationId: string | null } | null;
}

/** POST contract as answered. */
export interface ContractMade {
  id: string;
  number: string;
  /** 'creating' when the process is still running when the answer is due. */
  status: 'created' | 'creating';
}

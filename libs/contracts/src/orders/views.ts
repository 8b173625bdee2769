import type { BAG_TYPES, MAKES, PAYMENT_TERMS, PRINTING_TYPES, QUOTING_UNITS } from '../catalog/vocabulary';
import type { OrderProductionSummary, StageKind } from '../production/views';

/** Orders as the domain records them and the API answers them (spec section 3, "Order"). */

/** The list an order is on (spec section 4): the forward steps, then the side exit. */
export const ORDER_STATUSES = [
  'wait',
  'signed',
  'product',
  'inspection',
  'waitsend',
  'shipped',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order left the forward flow: cancelled after review, invalidated from Wait, ended short. */
export const ORDER_CLOSINGS = ['canceled', 'invalidated', 'ended'] as const;
export type OrderClosing = (typeof ORDER_CLOSINGS)[number];

/**
 * What the reader may do with an order now, as the domain decides it (orderActions, from the checks
 * its decider refuses by): the console shows these buttons and no others.
 */
export const ORDER_ACTIONS = [
  'sign',
  'cancel',
  'approveCancel',
  'rejectCancel',
  'invalidate',
  'end',
  'supplementary',
  'artwork',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_TYPES = ['normal', 'supplementary'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ARTWORK_STATUSES = ['none', 'not_confirmed', 'confirmed', 'rejected'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export type OrderCurrency = 'CNY' | 'USD';
export type OrderOwnerRole = 'OperatorIndex' | 'Traders';

/** A material layer or an accessory as an order shows it, in both languages (spec: materialprintinginfo …, auxzipper_name …). */
export interface OrderLayer {
  name: string;
  english_name: string;
}

/**
 * What an order keeps of its quotation, copied when the contract was made and never re-priced:
 * the specification the factory works to.
 */
export interface OrderSnapshot {
  quotation_type: (typeof PRINTING_TYPES)[number];
  make: (typeof MAKES)[number];
  bagType: (typeof BAG_TYPES)[number] | null;
  maketype: (typeof QUOTING_UNITS)[number];
  /** Sampling (proofing) asked for; null when the quotation did not say. */
  sampling: boolean | null;
  /** The artwork count quoted. */
  artworkCount: number;
  /** The price adjustment ratio of the quotation, percent text. */
  ratio: string;
  /** Sizes in mm as quoted (width, length, gussets …), only those given. */
  sizes: Record<string, number>;
  materialprintinginfo: OrderLayer | null;
  materialcompinfo: OrderLayer | null;
  materialcomp2info: OrderLayer | null;
  materialcomp3info: OrderLayer | null;
  materialinnerinfo: OrderLayer | null;
  auxzipper_name: OrderLayer | null;
  auxhandle_name: OrderLayer | null;
  auxexhaust_name: OrderLayer | null;
  auxsealingbar_name: OrderLayer | null;
}

export type OrderPaymentTerms = (typeof PAYMENT_TERMS)[number];

/** A row of the /Order/* lists and /OperatorManage/Order. */
export interface OrderRow {
  id: string;
  number: string;
  contractId: string;
  contractNumber: string;
  quotationId: string;
  quotationNumber: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerName: string | null;
  ownerRole: OrderOwnerRole;
  printingType: (typeof PRINTING_TYPES)[number];
  taxed: boolean;
  paymentTerms: OrderPaymentTerms;
  currency: OrderCurrency;
  make: (typeof MAKES)[number];
  bagType: (typeof BAG_TYPES)[number] | null;
  unit: (typeof QUOTING_UNITS)[number];
  sampling: boolean | null;
  type: OrderType;
  parentOrderId: string | null;
  quantity: number;
  /** Decimal text in the order's currency. */
  unitPrice: string;
  total: string;
  /** The quotation's price ratio, percent. */
  ratio: string;
  status: OrderStatus;
  closing: OrderClosing | null;
  signedAt: string | null;
  artworkCount: number;
  artworkStatus: ArtworkStatus;
  /** Filled by the production, inspection and shipping steps (later issues). */
  inspectedQuantity: number;
  shippedQuantity: number;
  /** A cancel request waits for the supervisor. */
  cancelPending: boolean;
  cancelReason: string | null;
  cancelRequestedAt: string | null;
  /** What the reader may do with it now (the domain's orderActions; none on a past day's view). */
  actions: OrderAction[];
  /** In production (/Order/Product): the stage it is at now (or next), from the production read model. */
  productionStage?: StageKind;
  /** In production: its progress through its stages, 0..1. */
  productionProgress?: number;
  createdAt: string;
  /** The order stream's revision the row shows. */
  revision: number;
}

/** One step of an order's story: who did what, when. */
export interface OrderTimelineEntry {
  type: string;
  at: string;
  by: string | null;
  byName: string | null;
  role: string | null;
  /** What the step carried that a person reads (reason, files, quantity, signing …). */
  details: Record<string, string | number | boolean | null>;
}

/** GET order/:id: the order (as it stood on `asOf` when asked), its specification and its whole story. */
export interface OrderDetail extends Omit<
  OrderRow,
  'ownerName' | 'revision' | 'cancelReason' | 'cancelRequestedAt'
> {
  ownerName: string | null;
  snapshot: OrderSnapshot;
  artworkFiles: string;
  cancelRequest: { reason: string; by: string; byName: string | null; at: string } | null;
  supplementaryIds: string[];
  /** A supplementary order's parent's number, which it shows as a link (null for a normal order). */
  parentOrderNumber: string | null;
  timeline: OrderTimelineEntry[];
  /** Its production (review, progress, stages; the ledger for staff only), null before production opens. */
  production?: OrderProductionSummary | null;
  /** The day asked for (the order at its end), or null for now. */
  asOf: string | null;
  revision: number;
}

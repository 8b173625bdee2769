import type { BAG_TYPES, MAKES, PAYMENT_TERMS, PRINTING_TYPES, QUOTING_UNITS } from '../catalog/schemas';

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

export const ORDER_TYPES = ['normal', 'supplementary'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ARTWORK_STATUSES = ['none', 'not_confirmed', 'confirmed', 'rejected'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export type OrderCurrency = 'CNY' | 'USD';
export type OrderOwnerRole = 'OperatorIndex' | 'Traders';

/** A material layer as an order shows it (spec: materialprintinginfo … materialinnerinfo). */
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
  /** Sampling (proofing) asked for. */
  sampling: boolean;
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
  auxzipper_name: string | null;
  auxhandle_name: string | null;
  auxexhaust_name: string | null;
  auxsealingbar_name: string | null;
}

export type OrderPaymentTerms = (typeof PAYMENT_TERMS)[number];

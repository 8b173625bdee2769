import {
  POSTAGE_FREE_SERVICES,
  type PostageMode,
  type ShipBlock,
  type ShipReadiness,
  type ShippingFigures,
  type ShippingService,
} from '@packflow/contracts';

/**
 * The one ship-readiness check (factory.md, "Shipping"), over all shipments of the order: it names
 * every reason that blocks a shipment of `quantity`, not only the first, and the figures behind
 * them, so the warehouse sees what remains and the salesman what to ask for.
 */

export const DEFAULT_TOLERANCE_PCT = 10;

/** What the check reads of an order's shipping (its folded state or its read-model row). */
export interface ShippingStanding {
  ordered: number;
  inspected: number;
  shipped: number;
  /** Above the tolerance, what OperatorManage approved in over-shipments. */
  approvedOver: number;
  creditReleased: boolean;
  /** Shipped in full, closed short or ended with the order. */
  closed: boolean;
}

/** Facts from outside the stream, as the command arrives with them. */
export interface ShipFacts {
  /** The contract's balance received and confirmed by Finance. */
  balanceConfirmed: boolean;
  tolerancePct: number;
}

export function figuresOf(s: ShippingStanding, tolerancePct: number): ShippingFigures {
  const limit = Math.floor(s.ordered * (1 + tolerancePct / 100) + 1e-9) + s.approvedOver;
  return {
    ordered: s.ordered,
    inspected: s.inspected,
    shipped: s.shipped,
    limit,
    remaining: Math.max(0, Math.min(s.inspected, limit) - s.shipped),
    outstanding: Math.max(0, s.ordered - s.shipped),
    tolerancePct,
  };
}

/**
 * Every reason a shipment of `quantity` is blocked (none: it may go). Without a quantity (the
 * lists' question "can anything go now?") the check asks for one more unit.
 */
export function shipReadiness(s: ShippingStanding, facts: ShipFacts, quantity = 1): ShipReadiness {
  const figures = figuresOf(s, facts.tolerancePct);
  const blocks: ShipBlock[] = [];
  if (s.closed) blocks.push('closed');
  if (s.inspected <= 0) blocks.push('notInspected');
  else if (s.shipped + quantity > s.inspected) blocks.push('aboveInspected');
  if (s.shipped + quantity > figures.limit) blocks.push('overOrdered');
  if (!facts.balanceConfirmed && !s.creditReleased) blocks.push('balanceUnconfirmed');
  return {
    ready: blocks.length === 0,
    blocks,
    figures,
    balanceConfirmed: facts.balanceConfirmed,
    creditReleased: s.creditReleased,
  };
}

/** What the postage rule reads (spec section 5). */
export interface PostageFacts {
  mode: PostageMode;
  service: ShippingService;
  /** The address is in an area Admin counts as remote (or abroad). */
  remote: boolean;
  /** The order's price ratio, percent text (the quotation's adjustment). */
  ratio: string;
}

/** Postage exemption only for non-remote areas and ordinary express or logistics, with a discount (price ratio) above 95%. */
export function postageAllowed(p: PostageFacts): boolean {
  if (p.mode !== 'exempt') return true;
  const ratio = Number(p.ratio);
  return !p.remote && POSTAGE_FREE_SERVICES.includes(p.service) && Number.isFinite(ratio) && ratio > 95;
}

/** Whether an address is remote: abroad (no region code) or in one of Admin's remote provinces. */
export function remoteAddress(regionCode: string | null, remoteProvinces: readonly string[]): boolean {
  if (!regionCode || !/^\d{6}$/.test(regionCode)) return true;
  return remoteProvinces.includes(regionCode.slice(0, 2));
}

/**
 * Provinces counted remote on a new installation (express carriers' usual surcharge areas): Inner
 * Mongolia 15, Hainan 46, Tibet 54, Gansu 62, Qinghai 63, Ningxia 64, Xinjiang 65.
 */
export const DEFAULT_REMOTE_PROVINCES = ['15', '46', '54', '62', '63', '64', '65'];

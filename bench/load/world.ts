import { orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { Person } from './people';

/** What a salesman has made, and what waits for his next step. */
export interface SalesDesk {
  person: Person;
  proof: string;
  customers: string[];
  quotations: string[];
  /** Generated, under no contract yet: a contract's material. */
  freeQuotations: string[];
  contracts: string[];
  /** Contracts without a receipt yet, with the order each makes. */
  unpaid: { contractId: string; orderId: string }[];
  orders: string[];
  /** Orders paid and confirmed, waiting for his signature. */
  toSign: string[];
  /** Orders signed, waiting for his artwork. */
  toArtwork: string[];
}

/** The data set's ids and the pools of work each role takes its next write from. */
export interface World {
  desks: Map<string, SalesDesk>;
  /** Receipts recorded, waiting for Finance, with the order they clear for its owner. */
  toConfirm: { receiptId: string; orderId: string; owner: string; position?: string }[];
  /** Orders with artwork, waiting for a production review and scheduling. */
  toReview: string[];
  machines: { press: string; laminator: string; bagMaker: string };
  /** Orders whose printing runs: the floor's stage entries go there. */
  running: string[];
  /** Orders whose first lot waits at inspection. */
  toInspect: string[];
  /** Orders released to shipping: parts of them ship one after the other. */
  shippable: { orderId: string; left: number }[];
  /** Every order of the seed, for lists and details of all roles. */
  allOrders: string[];
}

/** The order a contract of one quotation makes (the orders reactor names it so). */
export const orderOf = (contractId: string, quotationId: string): string =>
  nameBasedUuid(orderFromContract.orderIdName(contractId, quotationId));

export function emptyDesk(person: Person, proof: string): SalesDesk {
  return {
    person,
    proof,
    customers: [],
    quotations: [],
    freeQuotations: [],
    contracts: [],
    unpaid: [],
    orders: [],
    toSign: [],
    toArtwork: [],
  };
}

export const pick = <T>(items: T[], r: number): T | undefined =>
  items.length ? items[Math.floor(r * items.length) % items.length] : undefined;

/** The stages a reviewed pouch order is scheduled on, each with its machine, in order. */
export const scheduledStages = (world: World) =>
  [
    ['printing', world.machines.press],
    ['lamination-1', world.machines.laminator],
    ['bagMaking', world.machines.bagMaker],
  ] as const;

import {
  AGEING_BUCKETS,
  AGEING_BUCKET_FROM,
  type AgeingBucket,
  type AgeingFigures,
} from '@packflow/contracts';
import Decimal from 'decimal.js';

/**
 * Receivables with ageing (month-end.md, "Finance reports"): what customers owe as of a day, by
 * the age of the orders owed for. The read model keeps flows: a signing adds its amount at (its
 * sign day, its sign day); a cancel takes it off at (sign day, cancel day); money applied to an
 * order takes it off at (the order's sign day, the day received); a refund paid adds it back at
 * (sign day, pay day). Money that applies to nothing yet waits as an advance (sign day null) until
 * the contract's next order is signed. As of day D an order's outstanding is the sum of its flows
 * dated up to D; its bucket is D - sign day; the buckets add up to the total by construction.
 * This is the reference the SQL answer is compared with.
 */

export interface ReceivableFlow {
  customerId: string;
  ownerId: string;
  orderId: string | null;
  /** yyyy-mm-dd; null for money waiting as an advance. */
  signDay: string | null;
  /** yyyy-mm-dd */
  eventDay: string;
  /** Signed 2-decimal text. */
  amount: string;
}

export interface AgeingAnswer extends AgeingFigures {
  /** Money received for nothing signed by that day: not owed, in no bucket (positive text). */
  advances: string;
}

const DAY_MS = 864e5;
/** Days from `from` to `to` (yyyy-mm-dd). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The bucket of an order signed `age` days before the day asked about. */
export function bucketOf(age: number): AgeingBucket {
  let found: AgeingBucket = AGEING_BUCKETS[0];
  for (const b of AGEING_BUCKETS) if (age >= AGEING_BUCKET_FROM[b]) found = b;
  return found;
}

/** The receivables of the flows as of `asOf` (yyyy-mm-dd, end of that day). */
export function ageingOf(flows: readonly ReceivableFlow[], asOf: string): AgeingAnswer {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, new Decimal(0)])) as Record<
    AgeingBucket,
    Decimal
  >;
  let advances = new Decimal(0);
  for (const f of flows) {
    if (f.eventDay > asOf) continue;
    if (f.signDay === null || f.signDay > asOf) advances = advances.minus(f.amount);
    else {
      const b = bucketOf(daysBetween(f.signDay, asOf));
      buckets[b] = buckets[b].plus(f.amount);
    }
  }
  const total = AGEING_BUCKETS.reduce((acc, b) => acc.plus(buckets[b]), new Decimal(0));
  return {
    buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, buckets[b].toFixed(2)])) as Record<
      AgeingBucket,
      string
    >,
    total: total.toFixed(2),
    advances: advances.toFixed(2),
  };
}

// ---------------------------------------------------------------- flows from a history

/** A contract's money and orders as they happen, in order (the projector reads the same from events). */
export type ReceivableStep =
  | { kind: 'sign'; contractId: string; orderId: string; day: string; amount: string }
  | { kind: 'cancel'; orderId: string; day: string }
  | { kind: 'receipt'; contractId: string; orderId: string | null; day: string; amount: string }
  | { kind: 'reverse'; contractId: string; orderId: string | null; day: string; amount: string }
  | { kind: 'refund'; orderId: string; day: string; amount: string };

interface OrderAcc {
  contractId: string;
  signDay: string;
  signed: Decimal;
  outstanding: Decimal;
  canceled: boolean;
}

/**
 * The flows of a history of one owner's customer (every step of one customer): money is applied
 * to the order it names, then to the oldest signed orders with something outstanding; what is
 * left waits as an advance and is applied when the contract's next order is signed (dated that
 * day). A reversed receipt comes off as money of its own kind would be added: as a negative
 * receipt applied the same way (first against what waits as an advance).
 */
export function flowsOfHistory(
  customerId: string,
  ownerId: string,
  steps: readonly ReceivableStep[],
): ReceivableFlow[] {
  const flows: ReceivableFlow[] = [];
  const orders = new Map<string, OrderAcc>();
  const advances = new Map<string, Decimal>();
  const push = (orderId: string | null, signDay: string | null, eventDay: string, amount: Decimal) => {
    if (!amount.isZero())
      flows.push({ customerId, ownerId, orderId, signDay, eventDay, amount: amount.toFixed(2) });
  };
  const apply = (contractId: string, named: string | null, day: string, amount: Decimal): Decimal => {
    let left = amount;
    const candidates = [...orders.entries()]
      .filter(([, o]) => o.contractId === contractId && !o.canceled)
      .sort(([a], [b]) => (a === named ? -1 : b === named ? 1 : 0));
    for (const [orderId, o] of candidates) {
      if (left.lte(0)) break;
      const take = Decimal.min(left, o.outstanding);
      if (take.lte(0)) continue;
      o.outstanding = o.outstanding.minus(take);
      left = left.minus(take);
      push(orderId, o.signDay, day < o.signDay ? o.signDay : day, take.negated());
    }
    return left;
  };
  for (const step of steps) {
    switch (step.kind) {
      case 'sign': {
        if (orders.has(step.orderId)) break;
        const amount = new Decimal(step.amount);
        orders.set(step.orderId, {
          contractId: step.contractId,
          signDay: step.day,
          signed: amount,
          outstanding: amount,
          canceled: false,
        });
        push(step.orderId, step.day, step.day, amount);
        const waiting = advances.get(step.contractId) ?? new Decimal(0);
        if (waiting.gt(0)) {
          const left = apply(step.contractId, step.orderId, step.day, waiting);
          // What was applied leaves the advances on the same day.
          push(null, null, step.day, waiting.minus(left));
          advances.set(step.contractId, left);
        }
        break;
      }
      case 'cancel': {
        const o = orders.get(step.orderId);
        if (!o || o.canceled) break;
        // Its whole signed amount comes off: money applied to it is owed back until refunded.
        o.canceled = true;
        o.outstanding = o.outstanding.minus(o.signed);
        push(step.orderId, o.signDay, step.day, o.signed.negated());
        break;
      }
      case 'receipt': {
        const left = apply(step.contractId, step.orderId, step.day, new Decimal(step.amount));
        if (left.gt(0)) {
          push(null, null, step.day, left.negated());
          advances.set(step.contractId, (advances.get(step.contractId) ?? new Decimal(0)).plus(left));
        }
        break;
      }
      case 'reverse': {
        // First from what still waits, then back onto the order it was applied to (or the newest).
        let amount = new Decimal(step.amount);
        const waiting = advances.get(step.contractId) ?? new Decimal(0);
        const fromAdvance = Decimal.min(waiting, amount);
        if (fromAdvance.gt(0)) {
          push(null, null, step.day, fromAdvance);
          advances.set(step.contractId, waiting.minus(fromAdvance));
          amount = amount.minus(fromAdvance);
        }
        if (amount.gt(0)) {
          const mine = [...orders.entries()].filter(([, o]) => o.contractId === step.contractId);
          const target = mine.find(([id]) => id === step.orderId) ?? mine[mine.length - 1] ?? null;
          if (target) {
            target[1].outstanding = target[1].outstanding.plus(amount);
            push(target[0], target[1].signDay, step.day, amount);
          } else push(null, null, step.day, amount);
        }
        break;
      }
      case 'refund': {
        const o = orders.get(step.orderId);
        if (!o) break;
        o.outstanding = o.outstanding.plus(step.amount);
        push(step.orderId, o.signDay, step.day, new Decimal(step.amount));
        break;
      }
    }
  }
  return flows;
}

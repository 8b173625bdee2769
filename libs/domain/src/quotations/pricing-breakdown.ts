import type { MessageKey, PriceLine, PriceLineGroup } from '@packflow/contracts';
import { Dec, ZERO } from './pricing-geometry';

/** Intermediate figures show 3 decimals (spec section 9); final prices the locale's decimals. */
export const INTERMEDIATE_PLACES = 3;
/** Computed rates (repeats per metre, conversion factors) show at most this many decimals. */
const RATE_PLACES = 6;

/** Lines whose amounts are the order's cost in yuan. */
const COST_GROUPS: ReadonlySet<PriceLineGroup> = new Set([
  'material',
  'printing',
  'conversion',
  'accessory',
  'charge',
]);

export interface Places {
  quantity?: number;
  amount?: number;
}

/**
 * The breakdown as it is built: each line is quantity x rate = amount (or a figure alone).
 * Amounts are summed unrounded; the texts are rounded for display, so a person recomputing a
 * line from its shown quantity and rate lands within half a unit of the shown amount's last
 * place times the rate.
 */
export class Breakdown {
  readonly lines: PriceLine[] = [];
  private costSum = ZERO;

  get cost(): Dec {
    return this.costSum;
  }

  /** quantity x rate; answers the unrounded amount. */
  times(
    key: MessageKey,
    group: PriceLineGroup,
    params: PriceLine['params'],
    quantity: Dec,
    unit: string,
    rate: Dec | string,
    places: Places = {},
  ): Dec {
    const r = new Dec(rate);
    const amount = quantity.times(r);
    this.push(amount, {
      key,
      group,
      params,
      quantity: quantity.toFixed(places.quantity ?? INTERMEDIATE_PLACES),
      unit,
      rate: r.toDecimalPlaces(RATE_PLACES).toString(),
      amount: amount.toFixed(places.amount ?? INTERMEDIATE_PLACES),
    });
    return amount;
  }

  /** A figure without a rate (a total, an area); answers it. */
  figure(
    key: MessageKey,
    group: PriceLineGroup,
    params: PriceLine['params'],
    amount: Dec,
    unit: string,
    places = INTERMEDIATE_PLACES,
  ): Dec {
    this.push(amount, { key, group, params, unit, amount: amount.toFixed(places) });
    return amount;
  }

  private push(amount: Dec, line: PriceLine): void {
    this.lines.push(line);
    if (COST_GROUPS.has(line.group)) this.costSum = this.costSum.plus(amount);
  }
}

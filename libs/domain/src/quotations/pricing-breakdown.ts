import type { MessageKey, PriceLine, PriceLineGroup } from '@packflow/contracts';
import { Dec, ZERO } from './pricing-geometry';
import type { Setting } from './pricing-prepared';

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

/**
 * A line's parameters, or how to make them: formatting them (a figure as text) is work a
 * breakdown that is not shown need not do.
 */
export type Params = PriceLine['params'] | (() => PriceLine['params']);

export interface Places {
  quantity?: number;
  amount?: number;
}

/**
 * The breakdown as it is built: each line is quantity x rate = amount (or a figure alone).
 * Amounts are summed unrounded; the texts are rounded for display, so a person recomputing a
 * line from its shown quantity and rate lands within half a unit of the shown amount's last
 * place times the rate.
 *
 * Most of a calculation's decimal work is turning figures into text: a breakdown that will not be
 * shown (`withLines` false: a price only checked, or sent to a trade customer, who is sent no
 * breakdown) sums the cost and formats nothing, and has no lines.
 */
export class Breakdown {
  readonly lines: PriceLine[] = [];
  private costSum = ZERO;
  /** A figure often reappears as the next line's quantity: formatted once. */
  private readonly shown = new Map<Dec, [places: number, text: string]>();

  constructor(private readonly withLines = true) {}

  get cost(): Dec {
    return this.costSum;
  }

  /** Whether the lines are kept: a line only shown, adding nothing up, is not worked out otherwise. */
  get showsLines(): boolean {
    return this.withLines;
  }

  /** quantity x rate; answers the unrounded amount. */
  times(
    key: MessageKey,
    group: PriceLineGroup,
    params: Params,
    quantity: Dec,
    unit: string,
    rate: Dec | Setting | string,
    places: Places = {},
  ): Dec {
    // A rate given as text, or as a prepared setting, is a setting: shown as the admin wrote it.
    const r = typeof rate === 'string' ? new Dec(rate) : rate instanceof Dec ? rate : rate.value;
    const amount = quantity.times(r);
    if (!this.withLines) return this.sum(group, amount);
    this.push(amount, {
      key,
      group,
      params: typeof params === 'function' ? params() : params,
      quantity: this.text(quantity, places.quantity),
      unit,
      rate:
        typeof rate === 'string'
          ? rate
          : rate instanceof Dec
            ? r.toDecimalPlaces(RATE_PLACES).toString()
            : rate.text,
      amount: this.text(amount, places.amount),
    });
    return amount;
  }

  /** A figure without a rate (a total, an area); answers it. */
  figure(
    key: MessageKey,
    group: PriceLineGroup,
    params: Params,
    amount: Dec,
    unit: string,
    places = INTERMEDIATE_PLACES,
  ): Dec {
    if (!this.withLines) return this.sum(group, amount);
    const shown = typeof params === 'function' ? params() : params;
    this.push(amount, { key, group, params: shown, unit, amount: this.text(amount, places) });
    return amount;
  }

  /** A figure as shown; the same figure is formatted once however many lines show it. */
  text(d: Dec, places = INTERMEDIATE_PLACES): string {
    // Without lines each figure is shown once (the result's own): nothing to remember.
    if (!this.withLines) return d.toFixed(places);
    const known = this.shown.get(d);
    if (known?.[0] === places) return known[1];
    const text = d.toFixed(places);
    this.shown.set(d, [places, text]);
    return text;
  }

  private push(amount: Dec, line: PriceLine): void {
    this.lines.push(line);
    this.sum(line.group, amount);
  }

  private sum(group: PriceLineGroup, amount: Dec): Dec {
    if (COST_GROUPS.has(group)) this.costSum = this.costSum.plus(amount);
    return amount;
  }
}

import type { CommissionSchedule, CommissionTier } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { DomainError } from '../shared/decider';

/**
 * The commission arithmetic (month-end.md, "Wages and commission"): bands of the month's
 * confirmed collections in yuan, each with a rate in percent, counted like tax brackets (the part
 * of the month's collections inside a band earns that band's rate), so each line's commission is
 * what it adds to the month's: `earned(base + line) - earned(base)`. A negative line (a reversal,
 * a refund) takes back at the rates it passes on the way down, in the month it happens.
 */

const money = (d: Decimal.Value): string =>
  new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The schedule of a new installation: 1 % up to 100,000 yuan a month, 1.5 % to 300,000, 2 % above; $1 = 7.10 yuan. */
export const DEFAULT_SCHEDULE: CommissionSchedule = {
  effectiveFrom: '2000-01-01',
  tiers: [
    { from: '0.00', rate: '1' },
    { from: '100000.00', rate: '1.5' },
    { from: '300000.00', rate: '2' },
  ],
  usdRate: '7.1',
  by: null,
  byName: null,
  at: null,
};

const refuse = (key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(`WAGES.${key.replace('wages.', '').toUpperCase()}`, key, params, field);

/** Refuses bands that do not start at 0, do not rise, or pay more than 100 %; answers them normalised. */
export function checkTiers(tiers: readonly CommissionTier[]): CommissionTier[] {
  if (!tiers.length) throw refuse('wages.tiersRequired', {}, 'tiers');
  const out: CommissionTier[] = [];
  for (const [i, t] of tiers.entries()) {
    const from = new Decimal(t.from);
    const rate = new Decimal(t.rate);
    if (i === 0 && !from.isZero()) throw refuse('wages.firstTierNotZero', {}, 'tiers');
    if (i > 0 && from.lte(new Decimal(out[i - 1]!.from))) throw refuse('wages.tiersNotRising', {}, 'tiers');
    if (rate.isNegative() || rate.gt(100)) throw refuse('wages.tierRateInvalid', {}, 'tiers');
    out.push({ from: money(from), rate: rate.toString() });
  }
  return out;
}

/** Refuses a dollar rate that is not above 0; answers it normalised. */
export function checkUsdRate(usdRate: string): string {
  const rate = new Decimal(usdRate);
  if (!rate.gt(0)) throw refuse('wages.usdRateInvalid', {}, 'usdRate');
  return rate.toString();
}

/** What a month's collections of `total` yuan earn (a negative total earns at the first band's rate). */
export function earnedOn(tiers: readonly CommissionTier[], total: Decimal.Value): Decimal {
  const t = new Decimal(total);
  if (t.lte(0)) return t.times(tiers[0]!.rate).div(100);
  let earned = new Decimal(0);
  for (const [i, tier] of tiers.entries()) {
    const from = new Decimal(tier.from);
    if (t.lte(from)) break;
    const next = tiers[i + 1];
    const upTo = next ? Decimal.min(t, next.from) : t;
    earned = earned.plus(upTo.minus(from).times(tier.rate).div(100));
  }
  return earned;
}

/** A line's commission: what `cny` adds to a month whose collections stood at `base` (2 decimals). */
export const lineCommission = (
  tiers: readonly CommissionTier[],
  base: Decimal.Value,
  cny: Decimal.Value,
): string => money(earnedOn(tiers, new Decimal(base).plus(cny)).minus(earnedOn(tiers, base)));

/** An amount in yuan: dollars at the schedule's rate (2 decimals). */
export const inYuan = (amount: Decimal.Value, currency: 'CNY' | 'USD', usdRate: string): string =>
  money(currency === 'USD' ? new Decimal(amount).times(usdRate) : amount);

/** The schedule in force on a day: the latest that starts on or before it (the defaults before any). */
export function scheduleOn(schedules: readonly CommissionSchedule[], day: string): CommissionSchedule {
  let found = DEFAULT_SCHEDULE;
  for (const s of schedules) if (s.effectiveFrom <= day && s.effectiveFrom >= found.effectiveFrom) found = s;
  return found;
}

/** The day after `day` (yyyy-mm-dd). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

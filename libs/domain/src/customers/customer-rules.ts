import {
  type CustomerFields,
  type HighSeasSettings,
  coordinatesProblems,
  customerPhoneProblem,
  regionProblem,
} from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import type { CustomerState } from './customer-model';
import { regions } from './regions';

/** The rules a customer's decisions ask (and handlers, /Home and the policies too). */

const DAY_MS = 864e5;
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();
/** The first whole (UTC) day at or after an instant: a date on which the whole day qualifies. */
const firstFullDay = (iso: string): string =>
  new Date(Math.ceil(Date.parse(iso) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** Until when nobody may claim a released customer (the protection period). */
export function protectedUntil(state: CustomerState, settings: HighSeasSettings): string | null {
  return state.owner === null && state.releasedAt ? addDays(state.releasedAt, settings.protectionDays) : null;
}

/** When the automatic release takes an owned customer back, if no order is signed before. */
export function releaseOn(state: CustomerState, settings: HighSeasSettings): string | null {
  return state.ownedSince ? addDays(state.ownedSince, settings.releaseDays) : null;
}

/**
 * The owner's warning as a cut-off on when the ownership began: a salesman's customer owned since
 * this instant or earlier is released within `warnDaysBefore` days of `at` (the daily review warns
 * of it; /Home counts these).
 */
export const warnedIfOwnedSince = (
  at: string,
  settings: Pick<HighSeasSettings, 'releaseDays' | 'warnDaysBefore'>,
): string => addDays(at, settings.warnDaysBefore - settings.releaseDays);

/**
 * Why `salesmanId` may not claim the customer now, or null when they may. The limits on the
 * salesman's side (claims per day, customers owned) are the customer book's.
 */
export function claimRefusal(
  state: CustomerState,
  salesmanId: string,
  at: string,
  settings: HighSeasSettings,
): DomainError | null {
  if (!state.exists) return new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound');
  if (state.owner?.id === salesmanId)
    return new DomainError('CUSTOMER.ALREADY_YOURS', 'customers.alreadyYours');
  if (state.owner) return new DomainError('CUSTOMER.TAKEN', 'customers.takenByOther');
  const until = protectedUntil(state, settings);
  if (until && at < until) return new DomainError('CUSTOMER.PROTECTED', 'customers.protected');
  if (state.releasedFrom === salesmanId && state.releasedAt) {
    const again = addDays(state.releasedAt, settings.cooldownDays);
    if (at < again)
      return new DomainError('CUSTOMER.COOLDOWN', 'customers.cooldown', { date: firstFullDay(again) });
  }
  return null;
}

/**
 * A customer's fields as the form rules want them. Addresses are checked when they (or whether the
 * customer is domestic) change, so an address saved before a rule existed does not block other edits.
 */
export function assertValid(fields: CustomerFields, checkAddresses = true): void {
  if (!fields.name.trim()) throw new DomainError('CUSTOMER.INVALID', 'validation.required', {}, 'name');
  const phone = customerPhoneProblem(fields.phone, fields.domestic);
  if (phone) throw new DomainError('CUSTOMER.INVALID', phone, {}, 'phone');
  if (!checkAddresses) return;
  fields.addresses.forEach((address, index) => {
    const problem = regionProblem(address.region, fields.domestic, regions());
    if (problem) throw new DomainError('CUSTOMER.INVALID', problem, {}, `addresses.${index}.region`);
    // Coordinates come in pairs: a latitude alone places nothing.
    const coordinates = coordinatesProblems(address.latitude, address.longitude);
    const part = coordinates.latitude ? 'latitude' : coordinates.longitude ? 'longitude' : null;
    if (part)
      throw new DomainError(
        'CUSTOMER.INVALID',
        coordinates[part] === 'pair' ? 'customers.coordinatesPair' : `customers.${part}Range`,
        {},
        `addresses.${index}.${part}`,
      );
  });
}

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

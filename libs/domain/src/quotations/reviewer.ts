import type { PriceReviewer, Role } from '@packflow/contracts';
import { isOnlySalesman } from '../identity/policies';

/**
 * Who reviews a person's price outside the allowed range, as `mayReview` decides it: a supervisor
 * reviews the salesmen he manages (people who are salesmen and nothing else); every other
 * quoting person's price (a trader's, a salesman's who also holds another role) goes to the
 * administrators. The console names this audience in its hints rather than guessing it.
 */
export const priceReviewerOf = (quoterRoles: readonly Role[]): PriceReviewer =>
  isOnlySalesman(quoterRoles) ? 'supervisor' : 'administrator';

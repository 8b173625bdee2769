import type { HighSeasSettings } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import type { ProcessFailure } from '../shared/process';

/**
 * A salesman's or trader's customer book: which customers they own and how many they claimed
 * today. The limits of the high seas (customers owned, claims per day) are checked here, on one
 * stream per person, so a person's concurrent claims are decided one after the other and a limit
 * is never passed.
 */
export const customerBookStream = (ownerId: string): string => `customer-book-${ownerId}`;

export interface BookState {
  /**
   * Each owned customer with the ownership terms that list it: usually one; two for a moment when
   * the owner released a customer and claimed it again before the release reached the book.
   */
  owned: Record<string, string[]>;
  /** The terms that came by a claim and still stand: only those can be withdrawn. */
  claimTerms: string[];
  day: string | null;
  claimsToday: number;
  /** Claims withdrawn, by term, with the refusal that lost them (the answer to the claimant). */
  withdrawn: Record<string, ProcessFailure | null>;
}

export type TakenVia = 'claim' | 'create' | 'assign';

/**
 * `term` names one ownership (a claim, a creation, an assignment): the customer's events carry it,
 * so a give for an ended ownership never removes a newer one. Events written before terms existed
 * have none: they stand for the term ''.
 */
export type BookEvent =
  | DomainEvent<
      'CustomerTaken',
      {
        customerId: string;
        day: string;
        via: TakenVia;
        term?: string;
        /**
         * A claim's high-seas settings as the claimant's request read them, for the claim on the
         * customer that follows (absent on claims recorded before they were carried).
         */
        settings?: HighSeasSettings;
      }
    >
  | DomainEvent<'CustomerGiven', { customerId: string; term?: string }>
  /** A claim this book allowed was refused on the customer: it neither counts nor owns. */
  | DomainEvent<
      'ClaimWithdrawn',
      { customerId: string; day: string; term?: string; failure?: ProcessFailure | null }
    >;

export interface BookLimits {
  maxOwned: number;
  maxClaimsPerDay: number;
}

export type BookCommand =
  /** `limits` null: a supervisor's or administrator's assignment, which limits do not stop. */
  | {
      type: 'TakeCustomer';
      data: {
        customerId: string;
        day: string;
        via: TakenVia;
        limits: BookLimits | null;
        term: string;
        /** A claim's settings, recorded for the claim on the customer. */
        settings?: HighSeasSettings;
      };
    }
  | { type: 'GiveCustomer'; data: { customerId: string; term: string } }
  | {
      type: 'WithdrawClaim';
      data: { customerId: string; day: string; term: string; failure: ProcessFailure | null };
    };

export const BOOK_EVENT_TYPES: BookEvent['type'][] = ['CustomerTaken', 'CustomerGiven', 'ClaimWithdrawn'];

const claimsOn = (state: BookState, day: string): number => (state.day === day ? state.claimsToday : 0);

/** How many customers the book lists (a customer under two terms counts once). */
export const ownedCount = (state: BookState): number =>
  Object.values(state.owned).filter((terms) => terms.length > 0).length;

export const owns = (state: BookState, customerId: string): boolean =>
  (state.owned[customerId]?.length ?? 0) > 0;

function withoutTerm(owned: BookState['owned'], customerId: string, term: string | undefined) {
  const terms = term === undefined ? [] : (owned[customerId] ?? []).filter((t) => t !== term);
  const next = { ...owned };
  if (terms.length) next[customerId] = terms;
  else delete next[customerId];
  return next;
}

export const customerBookDecider: Decider<BookState, BookCommand, BookEvent> = {
  initialState: () => ({ owned: {}, claimTerms: [], day: null, claimsToday: 0, withdrawn: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CustomerTaken': {
        const { customerId, via, day } = event.data;
        const term = event.data.term ?? '';
        const owned = { ...state.owned, [customerId]: [...(state.owned[customerId] ?? []), term] };
        if (via !== 'claim') return { ...state, owned };
        return {
          ...state,
          owned,
          claimTerms: [...state.claimTerms, term],
          day,
          claimsToday: claimsOn(state, day) + 1,
        };
      }
      case 'CustomerGiven': {
        const { customerId, term } = event.data;
        const ended = term === undefined ? (state.owned[customerId] ?? []) : [term];
        return {
          ...state,
          owned: withoutTerm(state.owned, customerId, term),
          claimTerms: state.claimTerms.filter((t) => !ended.includes(t)),
        };
      }
      case 'ClaimWithdrawn': {
        const { customerId, day } = event.data;
        const term = event.data.term ?? '';
        return {
          ...state,
          owned: withoutTerm(state.owned, customerId, term),
          claimTerms: state.claimTerms.filter((t) => t !== term),
          claimsToday: state.day === day ? Math.max(0, state.claimsToday - 1) : state.claimsToday,
          withdrawn: { ...state.withdrawn, [term]: event.data.failure ?? null },
        };
      }
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'TakeCustomer': {
        const { customerId, day, via, limits, term, settings } = command.data;
        if (state.owned[customerId]?.includes(term) || term in state.withdrawn) return [];
        if (limits) {
          if (via === 'claim' && claimsOn(state, day) >= limits.maxClaimsPerDay)
            throw new DomainError('BOOK.DAILY_LIMIT', 'customers.dailyLimit', {
              max: limits.maxClaimsPerDay,
            });
          // A customer the book still lists (its release not reached here yet) takes no new place.
          if (!owns(state, customerId) && ownedCount(state) >= limits.maxOwned)
            throw new DomainError('BOOK.OWN_LIMIT', 'customers.ownLimit', { max: limits.maxOwned });
        }
        return [
          { type: 'CustomerTaken', data: { customerId, day, via, term, ...(settings ? { settings } : {}) } },
        ];
      }
      case 'GiveCustomer': {
        const { customerId, term } = command.data;
        return state.owned[customerId]?.includes(term)
          ? [{ type: 'CustomerGiven', data: { customerId, term } }]
          : [];
      }
      case 'WithdrawClaim':
        return state.claimTerms.includes(command.data.term) && state.owned[command.data.customerId]
          ? [{ type: 'ClaimWithdrawn', data: command.data }]
          : [];
      default:
        return assertNever(command);
    }
  },
};

import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * A salesman's or trader's customer book: which customers they own and how many they claimed
 * today. The limits of the high seas (customers owned, claims per day) are checked here, on one
 * stream per person, so a person's concurrent claims are decided one after the other and a limit
 * is never passed.
 */
export const customerBookStream = (ownerId: string): string => `customer-book-${ownerId}`;

export interface BookState {
  owned: string[];
  /** The owned customers that came by a claim: only those can be withdrawn. */
  claimed: string[];
  day: string | null;
  claimsToday: number;
}

export type TakenVia = 'claim' | 'create' | 'assign';

export type BookEvent =
  | DomainEvent<'CustomerTaken', { customerId: string; day: string; via: TakenVia }>
  | DomainEvent<'CustomerGiven', { customerId: string }>
  /** A claim this book allowed was lost to another salesman: it neither counts nor owns. */
  | DomainEvent<'ClaimWithdrawn', { customerId: string; day: string }>;

export interface BookLimits {
  maxOwned: number;
  maxClaimsPerDay: number;
}

export type BookCommand =
  /** `limits` null: a supervisor's or administrator's assignment, which limits do not stop. */
  | {
      type: 'TakeCustomer';
      data: { customerId: string; day: string; via: TakenVia; limits: BookLimits | null };
    }
  | { type: 'GiveCustomer'; data: { customerId: string } }
  | { type: 'WithdrawClaim'; data: { customerId: string; day: string } };

export const BOOK_EVENT_TYPES: BookEvent['type'][] = ['CustomerTaken', 'CustomerGiven', 'ClaimWithdrawn'];

const claimsOn = (state: BookState, day: string): number => (state.day === day ? state.claimsToday : 0);

export const customerBookDecider: Decider<BookState, BookCommand, BookEvent> = {
  initialState: () => ({ owned: [], claimed: [], day: null, claimsToday: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CustomerTaken': {
        const owned = [...state.owned, event.data.customerId];
        if (event.data.via !== 'claim') return { ...state, owned };
        return {
          owned,
          claimed: [...state.claimed, event.data.customerId],
          day: event.data.day,
          claimsToday: claimsOn(state, event.data.day) + 1,
        };
      }
      case 'CustomerGiven': {
        const other = (id: string) => id !== event.data.customerId;
        return { ...state, owned: state.owned.filter(other), claimed: state.claimed.filter(other) };
      }
      case 'ClaimWithdrawn': {
        const other = (id: string) => id !== event.data.customerId;
        return {
          owned: state.owned.filter(other),
          claimed: state.claimed.filter(other),
          day: state.day,
          claimsToday: state.day === event.data.day ? Math.max(0, state.claimsToday - 1) : state.claimsToday,
        };
      }
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'TakeCustomer': {
        const { customerId, day, via, limits } = command.data;
        if (state.owned.includes(customerId)) return [];
        if (limits) {
          if (via === 'claim' && claimsOn(state, day) >= limits.maxClaimsPerDay)
            throw new DomainError('BOOK.DAILY_LIMIT', 'customers.dailyLimit', {
              max: limits.maxClaimsPerDay,
            });
          if (state.owned.length >= limits.maxOwned)
            throw new DomainError('BOOK.OWN_LIMIT', 'customers.ownLimit', { max: limits.maxOwned });
        }
        return [{ type: 'CustomerTaken', data: { customerId, day, via } }];
      }
      case 'GiveCustomer':
        return state.owned.includes(command.data.customerId)
          ? [{ type: 'CustomerGiven', data: { customerId: command.data.customerId } }]
          : [];
      case 'WithdrawClaim':
        return state.claimed.includes(command.data.customerId)
          ? [{ type: 'ClaimWithdrawn', data: command.data }]
          : [];
      default:
        return assertNever(command);
    }
  },
};

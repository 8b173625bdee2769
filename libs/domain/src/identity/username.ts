import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * Usernames are unique regardless of case. Each one has a stream of its own, keyed by its lower
 * case, that records which account holds it; the event store's expected revision makes two
 * simultaneous claims of one name end in one winner.
 */
export const usernameStream = (username: string): string => `username-${username.toLowerCase()}`;

export interface UsernameState {
  holder: string | null;
}

export type UsernameEvent =
  | DomainEvent<'UsernameReserved', { username: string; accountId: string }>
  | DomainEvent<'UsernameReleased', { username: string; accountId: string }>;

export type UsernameCommand =
  | { type: 'ReserveUsername'; data: { username: string; accountId: string } }
  | { type: 'ReleaseUsername'; data: { username: string; accountId: string } };

export const USERNAME_EVENT_TYPES: UsernameEvent['type'][] = ['UsernameReserved', 'UsernameReleased'];

export const usernameDecider: Decider<UsernameState, UsernameCommand, UsernameEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UsernameReserved':
        return { holder: event.data.accountId };
      case 'UsernameReleased':
        return state.holder === event.data.accountId ? { holder: null } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveUsername':
        if (state.holder === command.data.accountId) return [];
        if (state.holder) throw new DomainError('USERNAME.TAKEN', 'account.usernameTaken', {}, 'username');
        return [{ type: 'UsernameReserved', data: command.data }];
      case 'ReleaseUsername':
        return state.holder === command.data.accountId
          ? [{ type: 'UsernameReleased', data: command.data }]
          : [];
      default:
        return assertNever(command);
    }
  },
};

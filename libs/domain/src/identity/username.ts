import { type HolderCommand, type HolderEvent, holderDecider } from '../shared/holder';

/**
 * Usernames are unique regardless of case. Each one has a stream of its own, keyed by its lower
 * case, that records which account holds it; the event store's expected revision makes two
 * simultaneous claims of one name end in one winner.
 */
export const usernameStream = (username: string): string => `username-${username.toLowerCase()}`;

export type UsernameEvent = HolderEvent<'UsernameReserved', 'UsernameReleased'>;
export type UsernameCommand = HolderCommand;

export const USERNAME_EVENT_TYPES: UsernameEvent['type'][] = ['UsernameReserved', 'UsernameReleased'];

const holder = holderDecider({
  reserved: 'UsernameReserved',
  released: 'UsernameReleased',
  taken: { code: 'USERNAME.TAKEN', messageKey: 'account.usernameTaken', field: 'username' },
});

/** Events written before usernames shared the holder decider carried { username, accountId }. */
function upcast(event: UsernameEvent): UsernameEvent {
  const data = event.data as Partial<{ key: string; holder: string; username: string; accountId: string }>;
  if (data.holder !== undefined) return event;
  return {
    type: event.type,
    data: { key: data.username ?? '', holder: data.accountId ?? '' },
  } as UsernameEvent;
}

export const usernameDecider: typeof holder = {
  ...holder,
  evolve: (state, event) => holder.evolve(state, upcast(event)),
};

import { type Decider, type DomainEvent, DomainError, assertNever } from './decider';

/**
 * A value only one thing may hold at a time (a username, a customer's phone): a stream per value
 * records its holder, and the event store's expected revision lets only one of two simultaneous
 * claims through.
 */
export interface HolderState {
  holder: string | null;
}

export type HolderEvent<Reserved extends string, Released extends string> =
  | DomainEvent<Reserved, { key: string; holder: string }>
  | DomainEvent<Released, { key: string; holder: string }>;

export type HolderCommand =
  | { type: 'Reserve'; data: { key: string; holder: string } }
  | { type: 'Release'; data: { key: string; holder: string } };

export function holderDecider<Reserved extends string, Released extends string>(options: {
  reserved: Reserved;
  released: Released;
  /** The refusal when someone else holds the value. */
  taken: { code: string; messageKey: string; field: string };
}): Decider<HolderState, HolderCommand, HolderEvent<Reserved, Released>> {
  return {
    initialState: () => ({ holder: null }),
    evolve: (state, event) => {
      if (event.type === options.reserved) return { holder: event.data.holder };
      return state.holder === event.data.holder ? { holder: null } : state;
    },
    decide: (command, state) => {
      switch (command.type) {
        case 'Reserve':
          if (state.holder === command.data.holder) return [];
          if (state.holder)
            throw new DomainError(options.taken.code, options.taken.messageKey, {}, options.taken.field);
          return [{ type: options.reserved, data: command.data } as HolderEvent<Reserved, Released>];
        case 'Release':
          return state.holder === command.data.holder
            ? [{ type: options.released, data: command.data } as HolderEvent<Reserved, Released>]
            : [];
        default:
          return assertNever(command);
      }
    },
  };
}

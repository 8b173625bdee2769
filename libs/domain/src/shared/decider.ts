/**
 * An aggregate as a decider: `decide(command, state)` answers the events a command causes (or
 * throws a DomainError), `evolve(state, event)` folds an event into the state. Pure: time and
 * user arrive in the command, never from a clock.
 */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** The metadata every command carries (who, when, which request), one type for requests and reactions. */
export type { CommandMetadata } from './metadata';

export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/** A refused command. `code` is stable; `messageKey` names the translated message. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export function fold<State, Event>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** Ends a switch over a union: the compiler reports any case left out. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

import { type Decider, DomainError, fold } from '../../libs/domain/src/shared/decider';

/**
 * The one decider specification (areas.md): given the events a stream already holds, when a
 * command arrives, then these events, or this refusal.
 *
 *   const { given } = deciderSpec(customerDecider);
 *   given([created]).when(claim).then([claimed]);
 *   given([]).when(claim).thenThrows('CUSTOMER.NOT_FOUND', 'customers.notFound');
 *   expect(given([created]).when(claim).refusal).toEqual({ code, messageKey, params, field });
 *
 * Works on any Decider, process deciders (processDecider) included. The domain is imported by
 * relative path so that the libraries' own tests can use it too.
 */

/** A refusal as plain values, for toEqual. */
export interface Refusal {
  code: string;
  messageKey: string;
  params: Record<string, string | number>;
  field: string | undefined;
}

/** What thenThrows may check besides the code: the message key, or any of the refusal's values. */
export type ExpectedRefusal = string | Partial<Omit<Refusal, 'code'>>;

export interface Outcome<Event> {
  /** The events the command caused; rethrows the refusal when it was refused. */
  readonly events: Event[];
  /** The refusal the command ended in; fails the test when the command was accepted. */
  readonly refusal: Refusal;
  /** The DomainError itself (its message, what it would show when logged); fails the test when the command was accepted. */
  readonly error: DomainError;
  /** The command was accepted and caused exactly these events. */
  then(expected: Event[]): void;
  /** The command was accepted and its events match these (toMatchObject). */
  thenMatches(expected: unknown[]): void;
  /** The command was refused with a DomainError of this code (and this message key or these values). */
  thenThrows(code: string, expected?: ExpectedRefusal): void;
}

export interface Scenario<State, Command, Event> {
  /** The state the given events fold into. */
  readonly state: State;
  when(command: Command): Outcome<Event>;
}

export interface DeciderSpecOptions<Event> {
  /** How events are shown to the test (e.g. without fields that have tests of their own). */
  view?: (event: Event) => Event;
}

export interface DeciderSpec<State, Command, Event> {
  given(events?: readonly Event[]): Scenario<State, Command, Event>;
  /** The state after these events. */
  stateAfter(events: readonly Event[]): State;
}

export function deciderSpec<State, Command, Event>(
  decider: Decider<State, Command, Event>,
  options: DeciderSpecOptions<Event> = {},
): DeciderSpec<State, Command, Event> {
  const view = options.view ?? ((e: Event) => e);
  const stateAfter = (events: readonly Event[]) => fold(decider, events);
  return {
    stateAfter,
    given: (history = []) => ({
      get state() {
        return stateAfter(history);
      },
      when: (command) => outcomeOf(() => decider.decide(command, stateAfter(history)).map(view)),
    }),
  };
}

/** The outcome of any act that answers events or throws a DomainError. */
export function outcomeOf<Event>(act: () => Event[]): Outcome<Event> {
  let events: Event[] | undefined;
  let error: unknown;
  try {
    events = act();
  } catch (thrown) {
    error = thrown;
  }
  const accepted = (): Event[] => {
    if (events === undefined) throw error;
    return events;
  };
  return {
    get events() {
      return accepted();
    },
    get refusal() {
      return refusalFrom(error, events);
    },
    get error() {
      refusalFrom(error, events);
      return error as DomainError;
    },
    then(expected) {
      expect(accepted()).toEqual(expected);
    },
    thenMatches(expected) {
      expect(accepted()).toMatchObject(expected);
    },
    thenThrows(code, expected) {
      const refused = refusalFrom(error, events);
      expect(refused.code).toBe(code);
      if (typeof expected === 'string') expect(refused.messageKey).toBe(expected);
      else if (expected) expect(refused).toMatchObject(expected);
    },
  };
}

/** The refusal an act ends in, as plain values; fails the test when the act succeeds. */
export function refusalOf(act: () => unknown): Refusal {
  try {
    act();
  } catch (error) {
    return refusalFrom(error, undefined);
  }
  throw new Error('The command was accepted');
}

function refusalFrom(error: unknown, events: unknown[] | undefined): Refusal {
  if (events !== undefined) throw new Error(`The command was accepted: ${JSON.stringify(events)}`);
  if (!(error instanceof DomainError)) throw error;
  return { code: error.code, messageKey: error.messageKey, params: error.params, field: error.field };
}

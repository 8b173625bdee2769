import { type Decider, type DomainEvent, DomainError } from './decider';

/**
 * A process that spans several streams (processes.md) keeps its own stream: the request that
 * started it, then either its outcome or why it failed. The reactor that carries it out reads this
 * stream before each step: a failed process is only compensated, a completed one left alone. Each
 * transition happens once, so a reaction run again after a crash changes nothing.
 */
export interface ProcessFailure {
  code: string;
  messageKey: string;
  params: Record<string, string | number>;
  field?: string;
  /** More detail for the screen (a refused price's issues). */
  details?: unknown;
}

export interface ProcessState<Request, Outcome> {
  status: 'none' | 'requested' | 'failed' | 'completed';
  request: Request | null;
  outcome: Outcome | null;
  failure: ProcessFailure | null;
}

export type ProcessEvent<Names extends ProcessNames, Request, Outcome> =
  | DomainEvent<Names['requested'], Request>
  | DomainEvent<Names['failed'], { failure: ProcessFailure }>
  | DomainEvent<Names['completed'], Outcome>;

export type ProcessCommand<Request, Outcome> =
  | { type: 'StartProcess'; data: Request }
  | { type: 'FailProcess'; data: { failure: ProcessFailure } }
  | { type: 'CompleteProcess'; data: Outcome };

export interface ProcessNames {
  requested: string;
  failed: string;
  completed: string;
}

export function processDecider<Names extends ProcessNames, Request, Outcome>(
  names: Names,
): Decider<
  ProcessState<Request, Outcome>,
  ProcessCommand<Request, Outcome>,
  ProcessEvent<Names, Request, Outcome>
> {
  type Event = ProcessEvent<Names, Request, Outcome>;
  return {
    initialState: () => ({ status: 'none', request: null, outcome: null, failure: null }),
    evolve: (state, event) => {
      if (event.type === names.requested)
        return { ...state, status: 'requested', request: event.data as Request };
      if (event.type === names.failed)
        return { ...state, status: 'failed', failure: (event.data as { failure: ProcessFailure }).failure };
      return { ...state, status: 'completed', outcome: event.data as Outcome };
    },
    decide: (command, state) => {
      switch (command.type) {
        case 'StartProcess':
          if (state.status !== 'none') throw new DomainError('PROCESS.STARTED', 'common.conflict');
          return [{ type: names.requested, data: command.data } as Event];
        case 'FailProcess':
          return state.status === 'requested' ? [{ type: names.failed, data: command.data } as Event] : [];
        case 'CompleteProcess':
          return state.status === 'requested' ? [{ type: names.completed, data: command.data } as Event] : [];
      }
    },
  };
}

/** A refusal as a process records it. */
export function failureOf(error: DomainError, details?: unknown): ProcessFailure {
  return {
    code: error.code,
    messageKey: error.messageKey,
    params: error.params,
    ...(error.field ? { field: error.field } : {}),
    ...(details === undefined ? {} : { details }),
  };
}

/** The refusal a failed process recorded, to answer the person who started it. */
export function errorOf(failure: ProcessFailure): DomainError {
  return new DomainError(failure.code, failure.messageKey, failure.params, failure.field);
}

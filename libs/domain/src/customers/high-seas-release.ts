import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * The daily high-seas release's record of its runs (domain rules, "Customers and the high seas"):
 * one stream per day, `highseas-release-<day>`, that /Customer/Setting shows. A day may run more
 * than once (the daily job and "run now"), even at the same time: each run starts, then finishes
 * or fails. The customers themselves are reviewed one by one (ReviewOwnership on each customer).
 */

export const releaseRunStream = (day: string): string => `highseas-release-${day}`;

export type ReleaseRunEvent =
  | DomainEvent<'HighSeasReleaseStarted', { day: string; total: number; at: string }>
  | DomainEvent<'HighSeasReleaseFinished', { day: string; released: number; warned: number; at: string }>
  | DomainEvent<'HighSeasReleaseFailed', { day: string; error: string; at: string }>;
export type ReleaseRunEventType = ReleaseRunEvent['type'];

export const RELEASE_RUN_EVENT_TYPES: ReleaseRunEventType[] = [
  'HighSeasReleaseStarted',
  'HighSeasReleaseFinished',
  'HighSeasReleaseFailed',
];

export type ReleaseRunCommand =
  | { type: 'StartRelease'; data: { day: string; total: number; at: string } }
  | { type: 'FinishRelease'; data: { day: string; released: number; warned: number; at: string } }
  | { type: 'FailRelease'; data: { day: string; error: string; at: string } };

export interface ReleaseRunState {
  day: string | null;
  /** Runs started and not yet finished or failed. */
  running: number;
  last: 'none' | 'running' | 'done' | 'failed';
}

export function evolve(state: ReleaseRunState, event: ReleaseRunEvent): ReleaseRunState {
  switch (event.type) {
    case 'HighSeasReleaseStarted':
      return { day: event.data.day, running: state.running + 1, last: 'running' };
    case 'HighSeasReleaseFinished':
      return { ...state, running: Math.max(0, state.running - 1), last: 'done' };
    case 'HighSeasReleaseFailed':
      return { ...state, running: Math.max(0, state.running - 1), last: 'failed' };
    default:
      return assertNever(event);
  }
}

export function decide(command: ReleaseRunCommand, state: ReleaseRunState): ReleaseRunEvent[] {
  if (state.day !== null && command.data.day !== state.day)
    throw new DomainError('RELEASE_RUN.OTHER_DAY', 'common.conflict');
  switch (command.type) {
    case 'StartRelease':
      return [{ type: 'HighSeasReleaseStarted', data: command.data }];
    case 'FinishRelease':
      if (state.running === 0) throw new DomainError('RELEASE_RUN.NOT_RUNNING', 'common.conflict');
      return [{ type: 'HighSeasReleaseFinished', data: command.data }];
    case 'FailRelease':
      if (state.running === 0) throw new DomainError('RELEASE_RUN.NOT_RUNNING', 'common.conflict');
      return [{ type: 'HighSeasReleaseFailed', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const releaseRunDecider: Decider<ReleaseRunState, ReleaseRunCommand, ReleaseRunEvent> = {
  initialState: () => ({ day: null, running: 0, last: 'none' }),
  evolve,
  decide,
};

/**
 * What GET /api/processes answers (projectors and reactors with their leases, rebuilds, parked
 * reactor steps): the runner reports these shapes and the console's Processes screen reads them.
 */
export type RunnerKind = 'projector' | 'reactor';
export type RunnerState =
  'standby' | 'starting' | 'live' | 'catching-up' | 'rebuilding' | 'failed' | 'stopped';

/** A projection (it keeps a read model) or a reactor (it carries processes), as GET /api/processes shows it. */
export interface RunnerView {
  name: string;
  kind: RunnerKind;
  version: number;
  state: RunnerState;
  /** The process that answered runs it. */
  active: boolean;
  /** Every event up to here has been handled. */
  position: string;
  /** ms from the last handled event's append to its effect. */
  lastLagMs: number | null;
  lastError: string | null;
  /** The process that runs it ("worker host:1234"), or null when none does. */
  leaseHolder: string | null;
  /** There are events it has yet to handle. */
  behind: boolean;
}

export type RebuildState = 'requested' | 'running' | 'done' | 'failed';

/** The last rebuild of a read model. */
export interface RebuildView {
  name: string;
  state: RebuildState;
  position: string;
  head: string;
  /** How much of the events it has read, 0 to 100. */
  percent: number;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** A reactor step that kept failing and was set aside for an administrator. */
export interface ParkedStepView {
  id: string;
  runner: string;
  position: string;
  eventId: string;
  streamId: string;
  eventType: string;
  /** The id of the request that started the process. */
  correlationId: string;
  attempts: number;
  error: string;
  parkedAt: string;
  retriedAt: string | null;
}

export interface ProcessesView {
  runners: RunnerView[];
  rebuilds: RebuildView[];
  parked: ParkedStepView[];
}

import type { Decider, DomainEvent, ProcessCommand, ProcessState } from '@packflow/domain';
import type { EventStore, Position } from '@packflow/eventstore';
import type { Infrastructure } from './infrastructure';

export interface ProcessOutcome<Request, Outcome> {
  state: ProcessState<Request, Outcome>;
  /** The position of the process's last event once it has ended (for read-your-writes). */
  position?: Position;
  /** The reactor passed the request within the wait. */
  reached: boolean;
}

/**
 * What a request that started a process answers with: waits (at most PROCESS_WAIT_MS) for the
 * process's reactor to pass the request, then reads the process's stream (once: its state and its
 * last position together).
 */
export async function processOutcome<Request, Outcome, Event extends DomainEvent>(
  infra: Pick<Infrastructure, 'projections' | 'commands' | 'store' | 'config'>,
  reactor: string,
  decider: Decider<ProcessState<Request, Outcome>, ProcessCommand<Request, Outcome>, Event>,
  stream: string,
  started: Position,
): Promise<ProcessOutcome<Request, Outcome>> {
  const reached = await infra.projections.waitFor([reactor], started, infra.config.PROCESS_WAIT_MS);
  // One read: the state and, once ended, the position of the event that ended it.
  const { state, history } = await infra.commands.loadWithHistory(decider, stream);
  const ended = state.status === 'completed' || state.status === 'failed';
  return { state, reached, position: ended ? history.at(-1)?.position : undefined };
}

/** The position of a stream's last event. */
export async function lastPosition(store: EventStore, stream: string): Promise<Position | undefined> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  return last?.position;
}

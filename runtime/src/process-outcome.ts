import type { Decider, DomainEvent, ProcessCommand, ProcessState } from '@packflow/domain';
import type { EventStore, Position } from '@packflow/eventstore';
import type { Infrastructure } from './infrastructure';

/**
 * The one way a request waits for what it started (a process, a reactor's steps): at most
 * PROCESS_WAIT_MS for the reactors to pass the position it appended (none appended: nothing to
 * wait for), then `read` once, told whether they passed within the wait; what is not done by then
 * is answered as still running and followed live by the console.
 */
export async function awaitOutcome<T>(
  infra: Pick<Infrastructure, 'projections' | 'config'>,
  reactors: readonly string[],
  started: Position | undefined,
  read: (reached: boolean) => Promise<T>,
): Promise<T> {
  const reached =
    started === undefined ||
    (await infra.projections.waitFor(reactors, started, infra.config.PROCESS_WAIT_MS));
  return read(reached);
}

export interface ProcessOutcome<Request, Outcome> {
  state: ProcessState<Request, Outcome>;
  /** The position of the process's last event once it has ended (for read-your-writes). */
  position?: Position;
  /** The reactor passed the request within the wait. */
  reached: boolean;
}

/**
 * What a request that started a process (a ProcessState stream) answers with: awaitOutcome on
 * the process's reactor, then the process's stream read once (its state and last position together).
 */
export function processOutcome<Request, Outcome, Event extends DomainEvent>(
  infra: Pick<Infrastructure, 'projections' | 'commands' | 'config'>,
  reactor: string,
  decider: Decider<ProcessState<Request, Outcome>, ProcessCommand<Request, Outcome>, Event>,
  stream: string,
  started: Position,
): Promise<ProcessOutcome<Request, Outcome>> {
  return awaitOutcome(infra, [reactor], started, async (reached) => {
    const { state, history } = await infra.commands.loadWithHistory(decider, stream);
    const ended = state.status === 'completed' || state.status === 'failed';
    return { state, reached, position: ended ? history.at(-1)?.position : undefined };
  });
}

/** The position of a stream's last event. */
export async function lastPosition(store: EventStore, stream: string): Promise<Position | undefined> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  return last?.position;
}

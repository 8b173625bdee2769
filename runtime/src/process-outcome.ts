import type { Decider, DomainEvent, ProcessCommand, ProcessState } from '@packflow/domain';
import type { EventStore, Position } from '@packflow/eventstore';
import type { Infrastructure } from './infrastructure';
import type { Handoff } from './process-handoff';

type Waiting = Pick<Infrastructure, 'projections' | 'config'> & Partial<Pick<Infrastructure, 'handoff'>>;

/**
 * The one way a request waits for what it started (a process, a reactor's steps): at most
 * PROCESS_WAIT_MS for the reactors to pass the position it appended (none appended: nothing to
 * wait for), then `read` once, told whether they passed within the wait; what is not done by then
 * is answered as still running and followed live by the console.
 *
 * With `handed` (a wait on this process's handoff), a reactor running in this process answers
 * directly with what it committed, and neither the checkpoint nor a read is waited for; the
 * checkpoint wait and the read stay the answer when the reactor runs elsewhere (or the step it
 * committed was done before, so nothing new was committed to hand over). The wait is cancelled
 * however the answer comes.
 */
export async function awaitOutcome<T>(
  infra: Waiting,
  reactors: readonly string[],
  started: Position | undefined,
  read: (reached: boolean) => Promise<T>,
  handed?: Handoff<T>,
): Promise<T> {
  try {
    if (started === undefined) return await read(true);
    const polled = infra.projections
      .waitFor(reactors, started, infra.config.PROCESS_WAIT_MS)
      .then((reached) => ({ reached }));
    if (!handed) return await read((await polled).reached);
    // Should the handoff answer first, a failing checkpoint wait is nobody's to report.
    polled.catch(() => undefined);
    const first = await Promise.race([handed.promise.then((value) => ({ value })), polled]);
    return 'value' in first ? first.value : await read(first.reached);
  } finally {
    handed?.cancel();
  }
}

export interface ProcessOutcome<Request, Outcome> {
  state: ProcessState<Request, Outcome>;
  /** The position of the process's last event once it has ended (for read-your-writes). */
  position?: Position;
  /** The reactor passed the request within the wait. */
  reached: boolean;
}

const ended = (state: ProcessState<unknown, unknown>) =>
  state.status === 'completed' || state.status === 'failed';

/**
 * What a request that started a process (a ProcessState stream) answers with: the process's state
 * once it has ended, handed over by its reactor when that runs in this process (a completion only), else awaitOutcome
 * on the reactor and the process's stream read once (its state and last position together).
 * `started` is the position of the request's append, or the append itself: the handoff is then
 * waited for before it is made, so no answer can come before anyone listens.
 */
export async function processOutcome<Request, Outcome, Event extends DomainEvent>(
  infra: Waiting & Pick<Infrastructure, 'commands'>,
  reactor: string,
  decider: Decider<ProcessState<Request, Outcome>, ProcessCommand<Request, Outcome>, Event>,
  stream: string,
  started: Position | (() => Promise<Position | undefined>),
): Promise<ProcessOutcome<Request, Outcome>> {
  // Only a completion is handed over. A failure is recorded before what was taken is given back
  // (the fee, a supersede), so its answer waits for the reactor to pass the whole reaction and
  // reads the stream then: whoever is told 'failed' finds the compensation done.
  const handed = infra.handoff?.wait([stream], (step) => {
    const state = step.state as ProcessState<Request, Outcome>;
    return state.status === 'completed' ? { state, reached: true, position: step.position } : undefined;
  });
  let position: Position | undefined;
  try {
    position = typeof started === 'function' ? await started() : started;
  } catch (error) {
    handed?.cancel();
    throw error;
  }
  return awaitOutcome(
    infra,
    [reactor],
    position,
    async (reached) => {
      const { state, history } = await infra.commands.loadWithHistory(decider, stream);
      return { state, reached, position: ended(state) ? history.at(-1)?.position : undefined };
    },
    handed,
  );
}

/** The position of a stream's last event. */
export async function lastPosition(store: EventStore, stream: string): Promise<Position | undefined> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  return last?.position;
}

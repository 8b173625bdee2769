import {
  type Decider,
  type DomainEvent,
  DomainError,
  type ProcessCommand,
  type ProcessState,
  failureOf,
} from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type ReactorCommands, reaction } from './reactor';

export interface ProcessSteps<Request, Outcome, Event extends DomainEvent> {
  decider: Decider<ProcessState<Request, Outcome>, ProcessCommand<Request, Outcome>, Event>;
  stream: string;
  /** The steps, each idempotent; answers the outcome to record. A DomainError is a refusal. */
  run(): Promise<Outcome>;
  /** Gives back what the steps took; safe to run when they took nothing, and more than once. */
  compensate(): Promise<void>;
  /** More detail to record with a refusal (a refused price's issues). */
  details?(error: DomainError): unknown;
}

/**
 * What every process reactor does with the event that requested it (processes.md): a completed
 * process is left alone and a failed one only compensated; otherwise the steps run, and the outcome
 * is recorded, or the refusal is recorded and what was taken given back. The outcome is recorded
 * before anything is given back, so a crash in between never runs the steps again.
 */
export async function carryOut<Request, Outcome, Event extends DomainEvent>(
  event: RecordedEvent,
  commands: ReactorCommands,
  process: ProcessSteps<Request, Outcome, Event>,
): Promise<void> {
  const { decider, stream } = process;
  const state = await commands.load(decider, stream);
  if (state.status === 'completed') return;
  if (state.status === 'failed') return process.compensate();
  try {
    const outcome = await process.run();
    await commands.run(
      decider,
      stream,
      { type: 'CompleteProcess', data: outcome },
      reaction(event, 'complete'),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const failure = failureOf(error, process.details?.(error));
    await commands.run(decider, stream, { type: 'FailProcess', data: { failure } }, reaction(event, 'fail'));
    await process.compensate();
  }
}

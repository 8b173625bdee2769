import type { ExpectedRevision } from './types';

export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENTSTORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's revision, or 'no_stream'. */
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class StreamNotFoundError extends Error {
  readonly code = 'EVENTSTORE.STREAM_NOT_FOUND';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} not found`);
    this.name = 'StreamNotFoundError';
  }
}

/** The store cannot guarantee its global order (e.g. after a logical restore); it refuses to start. */
export class EventStoreIntegrityError extends Error {
  readonly code = 'EVENTSTORE.INTEGRITY';
  constructor(message: string) {
    super(message);
    this.name = 'EventStoreIntegrityError';
  }
}

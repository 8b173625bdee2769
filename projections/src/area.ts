import type { Database } from '@packflow/db';
import type { EventStore } from '@packflow/eventstore';
import type { JobDefinition, JobHandler } from '@packflow/jobs';
import type { Kysely } from 'kysely';
import type { Projector } from './projector';
import type { Reactor, ReactorCommands } from './reactor';

/** What an area's background job may use: it reads read models and issues commands, nothing else. */
export interface AreaJobContext {
  db: Kysely<Database>;
  commands: ReactorCommands;
  store: EventStore;
}

/** A background job of an area: its definition (type, retries, schedule) and a handler that only issues commands. */
export interface AreaJob<Data = unknown> {
  definition: JobDefinition<Data>;
  handler: (ctx: AreaJobContext) => JobHandler<Data>;
}

/** An area's read side: the projectors that keep its read models, the reactors that carry its processes, its jobs. */
export interface ProjectionArea {
  name: string;
  projectors: readonly Projector[];
  reactors: readonly Reactor[];
  jobs?: readonly AreaJob<never>[];
}

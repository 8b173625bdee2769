import type { Database, ReadModelTables } from '@packflow/db';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Kysely, Transaction } from 'kysely';

/** Who should hear about a change over socket.io: rooms by role and by user. */
export interface Audience {
  roles?: readonly string[];
  users?: readonly string[];
}

export interface ReadModelChange {
  ids: string[];
  audience: Audience;
}

/**
 * One read model: the events it reads, the tables it owns, and how events become rows. The
 * runner hands it events in global order inside the transaction that also moves its checkpoint.
 * Bump `version` when the tables or the mapping change: the runner then rebuilds it from the
 * first event into fresh tables and swaps them in.
 */
export interface Projector {
  name: string;
  version: number;
  eventTypes: readonly string[];
  tables: readonly (keyof ReadModelTables)[];
  /** Creates the tables (and their indexes) in the given schema. */
  createTables(db: Kysely<Database>, schema: string): Promise<void>;
  /** Writes the rows for a batch of events; `db` is scoped to the schema being written. */
  applyBatch(
    db: Transaction<Database>,
    events: readonly RecordedEvent[],
  ): Promise<ReadModelChange | undefined>;
}

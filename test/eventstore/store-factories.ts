import {
  type EventStore,
  SqlEventStore,
  type SqlPool,
  createPglitePool,
  createPostgresPool,
  openPglite,
} from '@packflow/eventstore';
import { createTestDatabase, pgUrl } from '../support/services';
import { TEST_ESDB_URL, TEST_PG_URL } from '../support/service-urls';

export interface OpenedStore {
  store: EventStore;
  /** The SQL adapters expose their pool and connection-level append for the tests that need them. */
  sql?: { store: SqlEventStore; pool: SqlPool };
  close(): Promise<void>;
}

export interface StoreFactory {
  name: string;
  /** Why this adapter is not tested in this run, or undefined when it is. */
  unavailable?: string;
  open(): Promise<OpenedStore>;
}

async function openSql(pool: SqlPool, drop?: () => Promise<void>): Promise<OpenedStore> {
  const store = await SqlEventStore.open(pool, { pollIntervalMs: 200 });
  return {
    store,
    sql: { store, pool },
    close: async () => {
      await store.close();
      await pool.end();
      await drop?.();
    },
  };
}

export const storeFactories: StoreFactory[] = [
  {
    name: 'PGlite',
    open: async () => openSql(createPglitePool(await openPglite())),
  },
  {
    name: 'PostgreSQL',
    unavailable: pgUrl ? undefined : `no PostgreSQL at ${TEST_PG_URL}`,
    open: async () => {
      const db = await createTestDatabase();
      return openSql(createPostgresPool(db.url, 60), db.drop);
    },
  },
  {
    name: 'EventStoreDB',
    unavailable: TEST_ESDB_URL
      ? undefined
      : 'EVENTSTORE_URL is not set (no EventStoreDB server on this machine)',
    open: async () => {
      const { EsdbEventStore } = await import('@packflow/eventstore/esdb');
      const store = EsdbEventStore.connect(TEST_ESDB_URL as string);
      return { store, close: () => store.close() };
    },
  },
];

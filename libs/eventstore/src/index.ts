export * from './types';
export * from './errors';
export { SqlEventStore, type SqlEventStoreOptions } from './sql/sql-event-store';
export {
  createPostgresPool,
  createPglitePool,
  openPglite,
  inTransaction,
  withStartupLock,
  isConnectionError,
  type SqlPool,
  type Queryable,
  type PooledClient,
} from './sql/sql-pool';
export { nameBasedUuid, timeOrderedUuid } from './event-ids';

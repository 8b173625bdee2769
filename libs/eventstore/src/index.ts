export * from './types';
export * from './errors';
export { SqlEventStore, type SqlEventStoreOptions } from './sql/sql-event-store';
export {
  createPostgresPool,
  createPglitePool,
  openPglite,
  inTransaction,
  type SqlPool,
  type Queryable,
  type PooledClient,
} from './sql/sql-pool';

export * from './database';
export { createDb, migrate } from './create-db';

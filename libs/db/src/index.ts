export * from './database';
export { createDb, migrate } from './create-db';
export { createScratchDatabase } from './scratch-database';

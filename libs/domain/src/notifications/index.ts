export * from './notice';
export * from './rules';
export * as inbox from './inbox';
export * as staffDirectory from './staff-directory';

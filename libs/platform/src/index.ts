export * from './command-runner';
export * from './change-feed';
export * from './infrastructure';

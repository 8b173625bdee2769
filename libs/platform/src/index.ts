export * from './command-runner';
export * from './change-feed';
export * from './infrastructure';
export * from './lease';
export * from './runner-bus';
export * from './process-outcome';

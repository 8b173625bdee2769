export * from './command-runner';
export * from './chain';

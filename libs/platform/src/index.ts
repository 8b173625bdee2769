export * from './command-runner';
export * from './chain';
export * from './known-states';

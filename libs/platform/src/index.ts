export * from './command-runner';

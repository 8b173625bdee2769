export * from './shared/decider';
export * as sysset from './sysset/sysset';

export * from './envelope';
export * from './locale';
export * from './messages';
export * from './validation';
export * from './sysset';
export * from './live';
export * from './roles';

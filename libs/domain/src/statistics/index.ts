export * from './fold';
export * from './stat-facts';
export * from './stat-rows';
export * from './stat-step';

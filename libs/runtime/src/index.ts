// The composition root: opens the databases and wires the command runner, the projection runner
// (with its PostgreSQL lease and bus) and the jobs. The one library allowed to import both
// @packflow/platform and @packflow/projections; the API and the worker start from it.
export * from './infrastructure';
export * from './change-feed';
export * from './lease';
export * from './runner-bus';
export * from './process-outcome';
export * from './jobs';

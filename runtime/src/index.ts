// The composition root: opens the databases and wires the command runner, the projection runner
// (with its PostgreSQL lease and bus) and the jobs. It stands above libs and projections (it may
// import both; nothing there imports it), below the apps, which start from it.
export * from './infrastructure';
export * from './change-feed';
export * from './lease';
export * from './runner-bus';
export * from './process-outcome';
export * from './process-handoff';
export * from './jobs';

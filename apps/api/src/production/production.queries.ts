/**
 * The factory's reads from its read models, one file a screen (queries/): the order log and the
 * scheduling lists, the stage screens' cards, the board, the machines and their queues.
 */
export { board } from './queries/board.queries';
export { type JobFilter, listJobs, progressOf } from './queries/jobs.queries';
export { listMachines, machineQueue } from './queries/machines.queries';
export { queuePositions } from './queries/queue-positions';
export type { FactoryReader } from './queries/read-rows';
export { type StageFilter, listStages } from './queries/stages.queries';

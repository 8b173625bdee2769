import type { ProjectionArea } from '../area';
import { fulfilmentReactor } from './fulfilment.reactor';
import { machineStateReactor } from './machine-state.reactor';
import { machinesProjector } from './machines.projector';
import { productionJobsProjector, productionStagesProjector } from './production.projector';
import { productionReworksProjector } from './rework.projector';

export * from './fulfilment.reactor';
export * from './machine-state.reactor';
export type { JobStageSummary } from './production.table';
export { PRODUCTION_REWORKS_READ_MODEL, productionReworksProjector } from './rework.projector';
export type { ProductionReworkTableRow } from './rework.table';
export { machinesProjector, productionJobsProjector, productionStagesProjector };

/** The factory's read side: the production jobs, their stages, the machines, and the order's fulfilment. */
export const productionProjections: ProjectionArea = {
  name: 'production',
  projectors: [
    productionJobsProjector,
    productionStagesProjector,
    machinesProjector,
    productionReworksProjector,
  ],
  reactors: [fulfilmentReactor, machineStateReactor],
};

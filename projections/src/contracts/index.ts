import type { ProjectionArea } from '../area';
import { contractReactor } from './contract.reactor';
import { contractsProjector } from './contracts.projector';

export * from './contract.reactor';
export { contractsProjector };

export const contractProjections: ProjectionArea = {
  name: 'contracts',
  projectors: [contractsProjector],
  reactors: [contractReactor],
};

import type { ProjectionArea } from '../area';
import { ordersProjector } from './orders.projector';
import { contractOrdersReactor, orderLifecycleReactor, orderSigningReactor } from './orders.reactor';

export * from './orders.reactor';
export { ordersProjector };

export const orderProjections: ProjectionArea = {
  name: 'orders',
  projectors: [ordersProjector],
  reactors: [contractOrdersReactor, orderLifecycleReactor, orderSigningReactor],
};

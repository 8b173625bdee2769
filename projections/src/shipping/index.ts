import type { ProjectionArea } from '../area';
import { shipmentsProjector } from './shipments.projector';
import { shippingOrdersProjector } from './shipping.projector';

export { shipmentsProjector };
export { shippingAudience, shippingOrdersProjector, shippingStandingOfRow } from './shipping.projector';
export type { ShipmentTableRow, ShippingOrderTableRow } from './shipping.table';

/** Shipping's read side: each order's shipping and its shipments. */
export const shippingProjections: ProjectionArea = {
  name: 'shipping',
  projectors: [shippingOrdersProjector, shipmentsProjector],
  reactors: [],
};

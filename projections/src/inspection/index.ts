import type { ProjectionArea } from '../area';
import { inspectionLotsProjector } from './inspection.projector';

export { inspectionAudience, inspectionLotsProjector, lotRowOf } from './inspection.projector';
export type { InspectionLotTableRow, LotDispositionJson } from './inspection.table';

/** Quality inspection's read side: the lots. */
export const inspectionProjections: ProjectionArea = {
  name: 'inspection',
  projectors: [inspectionLotsProjector],
  reactors: [],
};

import type { ProjectionArea } from '../area';
import { fileUsageProjector } from './file-usage.projector';
import { filesProjector } from './files.projector';

export { fileUsageProjector, filesProjector };

/** The files area's read side: the library and which records use which files. */
export const fileProjections: ProjectionArea = {
  name: 'files',
  projectors: [filesProjector, fileUsageProjector],
  reactors: [],
};

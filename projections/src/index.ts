import type { Projector } from './projector';
import { syssetProjector } from './sysset.projector';

export * from './projector';
export * from './projection-runner';
export { syssetProjector };

/** Every read model of the product. */
export const allProjectors: readonly Projector[] = [syssetProjector];

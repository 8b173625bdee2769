import type { AreaJob, ProjectionArea } from '../area';
import { customerBooksReactor } from './books.reactor';
import { customerChangeReactor } from './change.reactor';
import { customerClaimsReactor } from './claims.reactor';
import { customerCreationReactor } from './creation.reactor';
import { highSeasSettingsProjector } from './high-seas-settings.projector';
import { customersProjector } from './customers.projector';
import { highSeasReleaseJob } from './release.job';
import { releaseRunsProjector } from './release-runs.projector';
import { traderGradesProjector } from './trader-grades.projector';

export * from './books.reactor';
export * from './change.reactor';
export * from './claims.reactor';
export * from './creation.reactor';
export { RELEASE_JOB, highSeasReleaseJob, runHighSeasRelease } from './release.job';
export { searchText } from './customers.projector';
export { customersProjector, highSeasSettingsProjector, releaseRunsProjector, traderGradesProjector };

export const customerProjections: ProjectionArea = {
  name: 'customers',
  projectors: [highSeasSettingsProjector, traderGradesProjector, customersProjector, releaseRunsProjector],
  reactors: [customerCreationReactor, customerChangeReactor, customerClaimsReactor, customerBooksReactor],
  jobs: [highSeasReleaseJob as unknown as AreaJob<never>],
};

import { accountsProjector } from './accounts.projector';
import { catalogProjector, settingsProjector } from './catalog.projector';
import {
  highSeasSettingsProjector,
  releaseRunsProjector,
  traderGradesProjector,
} from './customer-settings.projector';
import { customersProjector } from './customers.projector';
import { forumSectionsProjector } from './forum-sections.projector';
import { goldenBeansProjector } from './golden-beans.projector';
import { loginLogProjector } from './login-log.projector';
import type { Projector } from './projector';
import type { Reactor } from './reactor';
import { quotationsProjector } from './quotations.projector';
import { quotationGenerationReactor } from './quotations/generation.reactor';
import { customerBooksReactor } from './customers/books.reactor';
import { customerChangeReactor } from './customers/change.reactor';
import { customerClaimsReactor } from './customers/claims.reactor';
import { customerCreationReactor } from './customers/creation.reactor';
import { rolesProjector } from './roles.projector';
import { syssetProjector } from './sysset.projector';

export * from './projector';
export * from './projection-runner';
export * from './reactor';
export * from './quotations/generation.reactor';
export * from './customers/books.reactor';
export * from './customers/change.reactor';
export * from './customers/claims.reactor';
export * from './customers/creation.reactor';
export * from './runner/bus';
export * from './runner/lease';
export { RELEASE_RUN_EVENT_TYPES, type ReleaseRunEvent } from './customer-settings.projector';
export { searchText } from './customers.projector';
export {
  accountsProjector,
  catalogProjector,
  settingsProjector,
  customersProjector,
  forumSectionsProjector,
  goldenBeansProjector,
  highSeasSettingsProjector,
  loginLogProjector,
  quotationsProjector,
  releaseRunsProjector,
  rolesProjector,
  syssetProjector,
  traderGradesProjector,
};

/** Every read model of the product. */
export const allProjectors: readonly Projector[] = [
  syssetProjector,
  accountsProjector,
  rolesProjector,
  loginLogProjector,
  forumSectionsProjector,
  highSeasSettingsProjector,
  traderGradesProjector,
  customersProjector,
  releaseRunsProjector,
  catalogProjector,
  settingsProjector,
  goldenBeansProjector,
  quotationsProjector,
];

/** Every reactor of the product: the steps of its processes that follow from events. */
export const allReactors: readonly Reactor[] = [
  quotationGenerationReactor,
  customerCreationReactor,
  customerChangeReactor,
  customerClaimsReactor,
  customerBooksReactor,
];

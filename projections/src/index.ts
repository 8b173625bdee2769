import { accountsProjector } from './accounts.projector';
import { forumSectionsProjector } from './forum-sections.projector';
import { loginLogProjector } from './login-log.projector';
import type { Projector } from './projector';
import { rolesProjector } from './roles.projector';
import { syssetProjector } from './sysset.projector';

export * from './projector';
export * from './projection-runner';
export { accountsProjector, forumSectionsProjector, loginLogProjector, rolesProjector, syssetProjector };

/** Every read model of the product. */
export const allProjectors: readonly Projector[] = [
  syssetProjector,
  accountsProjector,
  rolesProjector,
  loginLogProjector,
  forumSectionsProjector,
];

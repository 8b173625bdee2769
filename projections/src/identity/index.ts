import type { ProjectionArea } from '../area';
import { accountsProjector } from './accounts.projector';
import { loginLogProjector } from './login-log.projector';
import { accountRegistrationReactor } from './registration.reactor';
import { accountRenameReactor } from './rename.reactor';
import { rolesProjector } from './roles.projector';

export { accountsProjector, loginLogProjector, rolesProjector };
export * from './registration.reactor';
export * from './rename.reactor';

export const identityProjections: ProjectionArea = {
  name: 'identity',
  projectors: [accountsProjector, rolesProjector, loginLogProjector],
  reactors: [accountRegistrationReactor, accountRenameReactor],
};

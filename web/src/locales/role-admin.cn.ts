import type { Messages } from './en';

export const roleAdminCn: Messages['roleAdmin'] = {
  title: 'roleAdmin',
};

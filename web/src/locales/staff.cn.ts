import type { Messages } from './en';

export const staffCn: Messages['staff'] = {
  title: 'staff',
};

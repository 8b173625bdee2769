import type { Messages } from './en';

export const profileCn: Messages['profile'] = {
  title: 'profile',
};

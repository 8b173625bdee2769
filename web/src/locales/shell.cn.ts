import type { Messages } from './en';

export const shellCn: Messages['shell'] = {
  title: 'shell',
};

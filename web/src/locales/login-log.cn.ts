import type { Messages } from './en';

export const loginLogCn: Messages['loginLog'] = {
  title: 'loginLog',
};

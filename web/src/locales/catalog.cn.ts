import type { Messages } from './en';

export const catalogCn: Messages['catalog'] = {
  title: '',
};

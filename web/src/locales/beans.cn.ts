import type { Messages } from './en';

export const beansCn: Messages['beans'] = {
  title: '',
};

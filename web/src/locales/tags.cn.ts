import type { Messages } from './en';

export const tagsCn: Messages['tags'] = {
  title: 'tags',
};

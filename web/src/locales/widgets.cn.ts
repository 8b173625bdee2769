import type { Messages } from './en';

export const widgetsCn: Messages['widgets'] = {
  title: 'widgets',
};

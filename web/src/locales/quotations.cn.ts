import type { Messages } from './en';

export const quotationsCn: Messages['quotations'] = {
  title: '',
};

import { api, type Params } from '../../../lib/api';
import { useQuotationCommand } from './use-quotation-command';

export interface Generated {
  id: string;
  number: string;
  /** 'generating' when the answer came before the generation finished. */
  status: string;
}

/** POST quotation: saves the wizard's inputs as a new quotation (a copy or a revision when told), paying the bean fee. */
export const useGenerateQuotation = () =>
  useQuotationCommand((form: Params) => api.post<Generated>('quotation', form));

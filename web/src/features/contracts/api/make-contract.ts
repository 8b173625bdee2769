import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_READ_MODELS,
  type ContractMade,
  type PrintingType,
  QUOTATION_READ_MODELS,
  type QuotationRow,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

export interface MakeContract {
  quotationIds: string[];
  type: PrintingType;
  taxed: boolean;
  /** The quotations whose orders are sampled (each line's switch); always sent, so none means none. */
  sampled: string[];
}

/** POST contract: answers once the contract is made (or refused, naming the quotation). */
export function useMakeContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationIds, type, taxed, sampled }: MakeContract) =>
      api.post<ContractMade>('contract', {
        quotationIds: quotationIds.join(','),
        type,
        taxed,
        sampled: sampled.join(','),
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(CONTRACT_READ_MODELS.contracts, extra.position);
      rememberWrite(QUOTATION_READ_MODELS.quotations, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CONTRACT_READ_MODELS.contracts] }),
        queryClient.invalidateQueries({ queryKey: [QUOTATION_READ_MODELS.quotations] }),
      ]);
    },
    // A refusal (taken meanwhile) means the quotations on screen are old.
    onError: () => queryClient.invalidateQueries({ queryKey: [QUOTATION_READ_MODELS.quotations] }),
  });
}

/** The approved quotations of one customer, to choose from (newest first, 100 at most). */
export const useCustomerQuotations = (customerId: string | null) =>
  useQuery({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'for-contract', customerId],
    queryFn: async ({ signal }) =>
      (
        await api.get<QuotationRow[]>(
          'quotation',
          { customerId: customerId!, status: 'approved', _size: 100 },
          { signal, position: readPosition(QUOTATION_READ_MODELS.quotations) },
        )
      ).data,
    enabled: customerId !== null,
  });

/** Quotations chosen elsewhere (the quotation list), by id. */
export const useChosenQuotations = (ids: readonly string[]) =>
  useQuery({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'chosen', ids],
    queryFn: async ({ signal }) =>
      Promise.all(
        ids.map(
          async (id) =>
            (await api.get<QuotationRow>(`quotation/${encodeURIComponent(id)}`, {}, { signal })).data,
        ),
      ),
    enabled: ids.length > 0,
  });

import { DomainError } from '../shared/decider';
import type { ContractMoneyCommand, ContractMoneyEvent, ContractMoneyState } from './contract-money-events';
import { clearedTotal, confirmedMoney, sum } from './ledger';
import { money, prepaymentOf } from './money';

/**
 * Signing's money: the clearance the sign command appends (the prepayment the terms ask, in
 * confirmed money), its release when an order could not be signed after all, and the
 * supervisor's approval that stands in for money on 'other' terms.
 */

type CommandData<T extends ContractMoneyCommand['type']> = Extract<ContractMoneyCommand, { type: T }>['data'];

/**
 * Signing refused for want of confirmed money. Its details name the contract and the prepayment
 * asked, so the screen showing the refusal can follow that money and clear it once confirmed.
 */
export class PrepaymentMissingError extends DomainError {
  readonly details: { contractId: string | null; required: string; currency: string };
  constructor(
    params: { required: string; confirmed: string; missing: string; currency: string },
    contractId?: string,
  ) {
    super('FINANCE.PREPAYMENT_MISSING', 'finance.prepaymentMissing', params);
    this.details = { contractId: contractId ?? null, required: params.required, currency: params.currency };
  }
}

/**
 * Whether `request` may be signed on this contract's money: the confirmed money must cover the
 * prepayment the terms ask for over every order cleared so far plus these ('other' terms need the
 * supervisor's approval instead). The same signing again changes nothing; an order already cleared
 * by another signing is refused. The refusal names the missing amount and its currency.
 */
export function decideSigningClearance(
  state: ContractMoneyState,
  { contractId, ...request }: CommandData<'ClearSigning'>,
): ContractMoneyEvent[] {
  const { signingId, orderIds, orderTotals, paymentTerms, currency } = request;
  if (orderIds.length === 0) throw new DomainError('FINANCE.NO_ORDERS', 'finance.noOrdersToSign', {}, 'ids');
  if (state.signings[signingId]) return [];
  const taken = orderIds.find((id) => state.cleared[id] !== undefined);
  if (taken !== undefined)
    throw new DomainError('FINANCE.ALREADY_CLEARED', 'finance.alreadyCleared', { orderId: taken });
  const totals = orderIds.map((id) => {
    const total = orderTotals[id];
    if (total === undefined || !/^\d+(\.\d+)?$/.test(total))
      throw new DomainError('FINANCE.ORDER_TOTAL_MISSING', 'finance.orderTotalMissing', { orderId: id });
    return total;
  });
  if (paymentTerms === 'other' && !state.otherTermsApproved)
    throw new DomainError('FINANCE.OTHER_TERMS_NOT_APPROVED', 'finance.otherTermsNotApproved');
  const required = prepaymentOf(clearedTotal(state).plus(sum(totals)), paymentTerms, currency);
  const confirmed = confirmedMoney(state);
  if (confirmed.lt(required))
    throw new PrepaymentMissingError(
      {
        required: money(required),
        confirmed: money(confirmed),
        missing: money(required.minus(confirmed)),
        currency,
      },
      contractId,
    );
  return [
    {
      type: 'SigningCleared',
      data: {
        ...request,
        orderIds: [...orderIds],
        orderTotals: Object.fromEntries(orderIds.map((id, i) => [id, money(totals[i] ?? '0')])),
        required: money(required),
        confirmed: money(confirmed),
      },
    },
  ];
}

/** 'Other' terms are signed on the supervisor's approval instead of money (once is enough). */
export function decideApproveOtherTerms(
  state: ContractMoneyState,
  { paymentTerms, by, at }: CommandData<'ApproveOtherTerms'>,
): ContractMoneyEvent[] {
  if (paymentTerms !== 'other')
    throw new DomainError('FINANCE.TERMS_NOT_OTHER', 'finance.termsNotOther', { paymentTerms });
  return state.otherTermsApproved ? [] : [{ type: 'OtherTermsApproved', data: { by, at } }];
}

/** An order its signing could not sign gives its share back (only the signing that cleared it may). */
export function decideReleaseSigningClearance(
  state: ContractMoneyState,
  data: CommandData<'ReleaseSigningClearance'>,
): ContractMoneyEvent[] {
  return state.cleared[data.orderId]?.signingId === data.signingId
    ? [{ type: 'SigningClearanceReleased', data }]
    : [];
}

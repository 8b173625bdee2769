import Decimal from 'decimal.js';
import {
  AT,
  clear,
  cleared,
  given,
  paidIn,
  recorded,
  signing,
  stateAfter,
} from '../../../../test/support/contract-money-fixtures';
import { type ContractMoneyCommand, type ContractMoneyEvent, decideSigningClearance } from './contract-money';

describe('signing clearance', () => {
  it('asks 30%, 50% or 100% of the orders total in confirmed money', () => {
    for (const [terms, needed] of [
      ['advance30', '30'],
      ['advance50', '50'],
      ['full', '100'],
    ] as const) {
      const request = signing('s1', { o1: '60', o2: '40' }, terms);
      given(paidIn('r1', needed))
        .when(clear(request))
        .then([cleared(request, needed, needed)]);
      given(paidIn('r1', new Decimal(needed).minus('0.01').toFixed()))
        .when(clear(request))
        .thenThrows('FINANCE.PREPAYMENT_MISSING', {
          messageKey: 'finance.prepaymentMissing',
          params: {
            required: needed,
            missing: '0.01',
            currency: 'CNY',
            confirmed: new Decimal(needed).minus('0.01').toFixed(),
          },
        });
    }
  });

  it('counts only confirmed money: pending, rejected and reversed receipts do not clear', () => {
    const request = signing('s1', { o1: '100' });
    given([recorded('r1', '30')])
      .when(clear(request))
      .thenThrows('FINANCE.PREPAYMENT_MISSING');
    given([
      recorded('r1', '30'),
      { type: 'ReceiptRejected', data: { receiptId: 'r1', reason: 'x', by: 'f', at: AT } },
    ])
      .when(clear(request))
      .thenThrows('FINANCE.PREPAYMENT_MISSING');
    given([
      ...paidIn('r1', '30'),
      { type: 'ReceiptReversed', data: { receiptId: 'r1', reason: 'x', by: 'f', at: AT } },
    ])
      .when(clear(request))
      .thenThrows('FINANCE.PREPAYMENT_MISSING', { params: { missing: '30' } });
  });

  it('counts every order cleared so far, and releases give their share back', () => {
    const first = signing('s1', { o1: '100' });
    const history = [...paidIn('r1', '40'), cleared(first, '30', '40')];
    const second = signing('s2', { o2: '100' });
    given(history)
      .when(clear(second))
      .thenThrows('FINANCE.PREPAYMENT_MISSING', { params: { required: '60', missing: '20' } });
    const released: ContractMoneyEvent = {
      type: 'SigningClearanceReleased',
      data: { signingId: 's1', orderId: 'o1', reason: 'canceled', at: AT },
    };
    given([...history, released])
      .when(clear(second))
      .then([cleared(second, '30', '40')]);
  });

  it('rounds the prepayment up to the currency unit', () => {
    const request = signing('s1', { o1: '0.05' });
    given(paidIn('r1', '0.01'))
      .when(clear(request))
      .thenThrows('FINANCE.PREPAYMENT_MISSING', { params: { required: '0.02' } });
  });

  it('is idempotent per signing and never clears an order twice', () => {
    const request = signing('s1', { o1: '10' });
    const history = [...paidIn('r1', '10'), cleared(request, '3', '10')];
    given(history).when(clear(request)).then([]);
    given(history)
      .when(clear(signing('s2', { o1: '10' })))
      .thenThrows('FINANCE.ALREADY_CLEARED', { params: { orderId: 'o1' } });
    given(history)
      .when(clear(signing('s3', {})))
      .thenThrows('FINANCE.NO_ORDERS');
    given(history)
      .when(clear({ ...signing('s4', { o2: '1' }), orderTotals: {} }))
      .thenThrows('FINANCE.ORDER_TOTAL_MISSING');
  });

  it("needs the supervisor's approval for 'other' terms, then no money", () => {
    const request = signing('s1', { o1: '100' }, 'other');
    given([])
      .when(clear(request))
      .thenThrows('FINANCE.OTHER_TERMS_NOT_APPROVED', 'finance.otherTermsNotApproved');
    const approve: ContractMoneyCommand = {
      type: 'ApproveOtherTerms',
      data: { paymentTerms: 'other', by: 'sup', at: AT },
    };
    const approval = given([]).when(approve).events;
    expect(approval).toEqual([{ type: 'OtherTermsApproved', data: { by: 'sup', at: AT } }]);
    given(approval).when(approve).then([]);
    given(approval)
      .when(clear(request))
      .then([cleared(request, '0', '0')]);
    given([])
      .when({ type: 'ApproveOtherTerms', data: { paymentTerms: 'full', by: 'sup', at: AT } })
      .thenThrows('FINANCE.TERMS_NOT_OTHER');
  });

  it('decideSigningClearance is the decider on a state', () => {
    const state = stateAfter(paidIn('r1', '30'));
    expect(decideSigningClearance(state, signing('s1', { o1: '100' }))).toHaveLength(1);
  });

  it('releases only the order its signing cleared', () => {
    const request = signing('s1', { o1: '10' });
    const history = [...paidIn('r1', '10'), cleared(request, '3', '10')];
    const release = (signingId: string, orderId: string): ContractMoneyCommand => ({
      type: 'ReleaseSigningClearance',
      data: { signingId, orderId, reason: 'canceled', at: AT },
    });
    given(history)
      .when(release('s1', 'o1'))
      .thenMatches([{ type: 'SigningClearanceReleased' }]);
    given(history).when(release('s9', 'o1')).then([]);
    given(history).when(release('s1', 'o2')).then([]);
  });

  it('names the contract and the prepayment asked in a refusal for missing money, never on the clearance', () => {
    const request = { ...signing('s1', { o1: '1000' }), contractId: 'c1' };
    const refused = given(paidIn('r1', '100')).when({ type: 'ClearSigning', data: request });
    refused.thenThrows('FINANCE.PREPAYMENT_MISSING', { params: { missing: '200', currency: 'CNY' } });
    expect(refused.error).toMatchObject({ details: { contractId: 'c1', required: '300', currency: 'CNY' } });
    const [clearance] = given(paidIn('r1', '300')).when({ type: 'ClearSigning', data: request }).events;
    expect(clearance?.data).not.toHaveProperty('contractId');
  });
});

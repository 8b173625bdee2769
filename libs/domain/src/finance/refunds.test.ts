import { AT, contract, given, paidIn, stateAfter } from '../../../../test/support/contract-money-fixtures';
import { type ContractMoneyCommand, confirmedMoney } from './contract-money';

describe('refunds', () => {
  const refund = (paymentId: string, amount: string): ContractMoneyCommand => ({
    type: 'RequestRefund',
    data: {
      paymentId,
      orderId: 'o1',
      amount,
      reason: 'canceled',
      contract: contract(),
      orderCanceled: true,
      by: 'fin',
      at: AT,
    },
  });
  const pay = (paymentId: string, proofs = 'uploads/p.png'): ContractMoneyCommand => ({
    type: 'PayPayment',
    data: { paymentId, proofs, by: 'fin', at: AT },
  });

  it('refunds at most the confirmed money, then Finance pays it once with proof', () => {
    given(paidIn('r1', '50'))
      .when(refund('p1', '50.01'))
      .thenThrows('FINANCE.REFUND_TOO_LARGE', { params: { available: '50' } });
    const requested = given(paidIn('r1', '50')).when(refund('p1', '20')).events;
    const history = [...paidIn('r1', '50'), ...requested];
    expect(confirmedMoney(stateAfter(history)).toFixed()).toBe('30');
    given(history).when(refund('p1', '20')).then([]);
    given(history).when(refund('p1', '21')).thenThrows('FINANCE.IDEMPOTENCY_KEY_REUSED');
    given(history).when(pay('p1', '')).thenThrows('FINANCE.PROOF_REQUIRED');
    const paid = given(history).when(pay('p1')).events;
    given([...history, ...paid])
      .when(pay('p1'))
      .thenThrows('FINANCE.PAYMENT_PAID');
    given(history).when(pay('p9')).thenThrows('FINANCE.PAYMENT_NOT_FOUND');
  });

  it('refunds only a canceled order of the contract, and records the contract on the payment', () => {
    const of = (over: object): ContractMoneyCommand => {
      const command = refund('p1', '10');
      return { ...command, data: { ...command.data, ...over } } as ContractMoneyCommand;
    };
    given(paidIn('r1', '50'))
      .when(of({ orderCanceled: false }))
      .thenThrows('FINANCE.ORDER_NOT_CANCELED');
    given(paidIn('r1', '50'))
      .when(of({ orderId: 'o9' }))
      .thenThrows('FINANCE.ORDER_NOT_IN_CONTRACT');
    given(paidIn('r1', '50'))
      .when(refund('p1', '10'))
      .thenMatches([
        {
          type: 'RefundRequested',
          data: { contractNumber: 'HT1', customerName: 'Acme', ownerId: 'sales-a', currency: 'CNY' },
        },
      ]);
  });

  it('refuses a reversal that would leave refunds above the confirmed money', () => {
    const history = [...paidIn('r1', '50'), ...given(paidIn('r1', '50')).when(refund('p1', '20')).events];
    given(history)
      .when({ type: 'ReverseReceipt', data: { receiptId: 'r1', reason: 'bounced', by: 'fin', at: AT } })
      .thenThrows('FINANCE.REVERSAL_BELOW_REFUNDS', { params: { refunds: '20' } });
  });
});

import type { ContractFacts, OrderFacts } from './contract-facts';
import { type ContractMoneyEvent, contractMoneyDecider } from './contract-money';
import { settle } from './money';
import { moneyFigures, moneyView, owedOf } from './money-view';
import { fold } from '../shared/decider';

const AT = '2026-03-10T08:00:00.000Z';
const contract: ContractFacts = {
  contractId: 'c1',
  number: 'HT1',
  customerId: 'cu1',
  customerName: 'Acme',
  ownerId: 'sales-a',
  ownerRole: 'OperatorIndex',
  currency: 'CNY',
  paymentTerms: 'advance30',
  total: '1538.33',
};
const order = (orderId: string, total: string, over: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId,
  contractId: 'c1',
  total,
  canceled: false,
  supplementary: false,
  owes: true,
  supplementaries: [],
  ...over,
});
const paid: ContractMoneyEvent[] = [
  {
    type: 'ReceiptRecorded',
    data: {
      receiptId: 'r1',
      idempotencyKey: 'k1',
      contractId: 'c1',
      contractNumber: 'HT1',
      customerId: 'cu1',
      customerName: 'Acme',
      ownerId: 'sales-a',
      orderId: null,
      amount: '461.5',
      currency: 'CNY',
      method: 'bank',
      receivedOn: '2026-03-09',
      proofs: 'a.png',
      note: '',
      by: 'sales-a',
      at: AT,
    },
  },
  { type: 'ReceiptConfirmed', data: { receiptId: 'r1', by: 'fin', at: AT } },
];
const refunded: ContractMoneyEvent = {
  type: 'RefundRequested',
  data: {
    paymentId: 'p1',
    orderId: 'o1',
    amount: '461.5',
    reason: 'canceled',
    contractId: 'c1',
    contractNumber: 'HT1',
    customerName: 'Acme',
    ownerId: 'sales-a',
    currency: 'CNY',
    by: 'fin',
    at: AT,
  },
};
const state = (events: ContractMoneyEvent[]) => fold(contractMoneyDecider, events);

describe("a contract's money view", () => {
  it('owes nothing once its only order is canceled and refunded: no balance to come, nothing unpaid', () => {
    const view = moneyView(contract, state([...paid, refunded]), [
      order('o1', '1538.33', { canceled: true, owes: false }),
    ]);
    expect(view).toMatchObject({
      contractTotal: '1538.33',
      released: '1538.33',
      balance: '0',
      refunds: { amount: '461.5', paymentIds: ['p1'] },
      figures: { owed: '0', prepayment: '0', confirmed: '0', missing: '0' },
      settlement: { prepaymentStatus: 'notOwed', balanceStatus: 'notOwed' },
    });
  });

  it("adds a supplementary order's amount to what the contract is owed", () => {
    const view = moneyView(contract, state(paid), [
      order('o1', '1538.33', { supplementaries: ['s1'] }),
      order('s1', '554', { supplementary: true }),
    ]);
    expect(view).toMatchObject({
      supplementary: '554',
      balance: '1630.83',
      figures: { owed: '2092.33', prepayment: '627.7', confirmed: '461.5', missing: '166.2' },
    });
  });

  it('counts a canceled supplementary order as nothing, and a contract whose orders are not made yet by its total', () => {
    expect(owedOf('100', [order('s1', '50', { supplementary: true, owes: false })]).owed.toString()).toBe(
      '100',
    );
    expect(owedOf('100', []).owed.toString()).toBe('100');
    // From a read model's rows: the total is the normal orders' amounts.
    const rows = [
      order('o1', '60'),
      order('o2', '40', { owes: false }),
      order('s1', '5', { supplementary: true }),
    ];
    expect(owedOf(null, rows).owed.toString()).toBe('65');
  });

  it('never counts money waiting for Finance as confirmed', () => {
    const view = moneyView(contract, state(paid.slice(0, 1)), [order('o1', '1538.33')]);
    expect(view.pending.amount).toBe('461.5');
    expect(view.figures).toMatchObject({ confirmed: '0', waiting: '461.5', missing: '461.5' });
    expect(view.settlement.prepaymentStatus).toBe('unpaid');
  });
});

describe('the receipt loop figures', () => {
  it('name what is owed, the prepayment the terms ask, what is confirmed and what is missing', () => {
    expect(
      moneyFigures({
        owed: '1000',
        confirmed: '400',
        refunds: '150',
        waiting: '70',
        paymentTerms: 'advance50',
        currency: 'CNY',
      }),
    ).toMatchObject({ owed: '1000', prepayment: '500', confirmed: '250', waiting: '70', missing: '250' });
  });
});

describe('settlement', () => {
  it('settles the down payment first, then the balance', () => {
    expect(settle('0', '100', 'advance30', 'CNY')).toMatchObject({
      downPaymentRequired: '30',
      downPaymentPaid: '0',
      balanceRequired: '70',
      prepaymentStatus: 'unpaid',
      balanceStatus: 'unpaid',
    });
    expect(settle('50', '100', 'advance30', 'CNY')).toMatchObject({
      downPaymentPaid: '30',
      balancePaid: '20',
      prepaymentStatus: 'downPayment',
      balanceStatus: 'unpaid',
    });
    expect(settle('120', '100', 'advance50', 'CNY')).toMatchObject({
      downPaymentPaid: '50',
      balancePaid: '50',
      surplus: '20',
      prepaymentStatus: 'full',
      balanceStatus: 'paid',
    });
    expect(settle('99.99', '100', 'full', 'CNY')).toMatchObject({
      prepaymentStatus: 'unpaid',
      balanceStatus: 'unpaid',
    });
    expect(settle('100', '100', 'full', 'CNY')).toMatchObject({
      prepaymentStatus: 'full',
      balanceStatus: 'paid',
    });
    // Nothing owed (every order canceled): neither unpaid nor paid.
    expect(settle('0', '0', 'advance30', 'CNY')).toMatchObject({
      prepaymentStatus: 'notOwed',
      balanceStatus: 'notOwed',
    });
    expect(settle('10', '100', 'other', 'CNY')).toMatchObject({
      downPaymentRequired: '0',
      balancePaid: '10',
      prepaymentStatus: 'downPayment',
    });
  });
});

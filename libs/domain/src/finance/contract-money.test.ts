import Decimal from 'decimal.js';
import fc from 'fast-check';
import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type ContractMoneyCommand,
  type ContractMoneyEvent,
  type SigningRequest,
  confirmedMoney,
  contractIdOfMoneyStream,
  contractMoneyDecider,
  contractMoneyStream,
  decideSigningClearance,
} from './contract-money';
import { type Currency, type PaymentTerms, settle } from './money';

const { given, stateAfter } = deciderSpec(contractMoneyDecider);
const AT = '2026-03-10T08:00:00.000Z';
const contract = (currency: Currency = 'CNY', paymentTerms: PaymentTerms = 'advance30') => ({
  contractId: 'c1',
  number: 'HT1',
  customerId: 'cu1',
  customerName: 'Acme',
  ownerId: 'sales-a',
  currency,
  paymentTerms,
  orderIds: ['o1', 'o2'],
});

const record = (
  receiptId: string,
  amount: string,
  over: Partial<Extract<ContractMoneyCommand, { type: 'RecordReceipt' }>['data']> = {},
): ContractMoneyCommand => ({
  type: 'RecordReceipt',
  data: {
    receiptId,
    idempotencyKey: `key-${receiptId}`,
    orderId: null,
    amount,
    method: 'bank',
    receivedOn: '2026-03-09',
    proofs: 'uploads/a.png',
    note: '',
    by: 'sales-a',
    at: AT,
    contract: contract(),
    ...over,
  },
});
const recorded = (receiptId: string, amount: string, currency: Currency = 'CNY'): ContractMoneyEvent => ({
  type: 'ReceiptRecorded',
  data: {
    receiptId,
    idempotencyKey: `key-${receiptId}`,
    contractId: 'c1',
    contractNumber: 'HT1',
    customerId: 'cu1',
    customerName: 'Acme',
    ownerId: 'sales-a',
    orderId: null,
    amount,
    currency,
    method: 'bank',
    receivedOn: '2026-03-09',
    proofs: 'uploads/a.png',
    note: '',
    by: 'sales-a',
    at: AT,
  },
});
const confirmed = (receiptId: string): ContractMoneyEvent => ({
  type: 'ReceiptConfirmed',
  data: { receiptId, by: 'fin', at: AT },
});
const paidIn = (receiptId: string, amount: string) => [recorded(receiptId, amount), confirmed(receiptId)];
const signing = (
  signingId: string,
  orderTotals: Record<string, string>,
  paymentTerms: PaymentTerms = 'advance30',
): SigningRequest => ({
  signingId,
  orderIds: Object.keys(orderTotals),
  orderTotals,
  paymentTerms,
  currency: 'CNY',
  by: 'sales-a',
  at: AT,
});
const clear = (request: SigningRequest): ContractMoneyCommand => ({ type: 'ClearSigning', data: request });
const cleared = (request: SigningRequest, required: string, confirmedAmount: string): ContractMoneyEvent => ({
  type: 'SigningCleared',
  data: { ...request, required, confirmed: confirmedAmount },
});

describe('contract money stream', () => {
  it('is one stream per contract', () => {
    expect(contractMoneyStream('c1')).toBe('contract-money-c1');
    expect(contractIdOfMoneyStream('contract-money-c1')).toBe('c1');
    expect(contractIdOfMoneyStream('contract-c1')).toBeNull();
  });
});

describe('recording a receipt', () => {
  it('records the amount in plain decimals in the contract currency, proofs and note trimmed', () => {
    given([])
      .when(record('r1', '100.50', { proofs: ' uploads/a.png || ||uploads/b.png', note: ' wire ' }))
      .thenMatches([
        {
          type: 'ReceiptRecorded',
          data: {
            amount: '100.5',
            currency: 'CNY',
            proofs: 'uploads/a.png||uploads/b.png',
            note: 'wire',
            contractId: 'c1',
          },
        },
      ]);
  });

  it('answers the same key again with nothing appended (the receipt stands once)', () => {
    given([recorded('r1', '100')])
      .when(record('r1-again', '100.00', { idempotencyKey: 'key-r1' }))
      .then([]);
    expect(stateAfter([recorded('r1', '100')]).keys['key-r1']).toBe('r1');
  });

  it('refuses the same key for another amount or by another person', () => {
    for (const over of [{ amount: '99' }, { by: 'sales-b' }, { orderId: 'o1' }])
      given([recorded('r1', '100')])
        .when(record('r2', over.amount ?? '100', { idempotencyKey: 'key-r1', ...over }))
        .thenThrows('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  });

  it('refuses zero, negative, non-decimal and absurd amounts', () => {
    for (const amount of ['0', '-5', 'abc', '1e3', '', '0.00', '1000000000000'])
      given([]).when(record('r1', amount)).thenThrows('FINANCE.AMOUNT_INVALID', { field: 'amount' });
  });

  it('allows 2 decimals in yuan and 4 in dollars', () => {
    given([])
      .when(record('r1', '1.234'))
      .thenThrows('FINANCE.AMOUNT_DECIMALS', { params: { decimals: 2, currency: 'CNY' } });
    given([])
      .when(record('r1', '1.2345', { contract: contract('USD') }))
      .thenMatches([{ data: { amount: '1.2345', currency: 'USD' } }]);
    given([])
      .when(record('r1', '1.23456', { contract: contract('USD') }))
      .thenThrows('FINANCE.AMOUNT_DECIMALS', { params: { decimals: 4, currency: 'USD' } });
  });

  it('keeps one currency per contract', () => {
    given([recorded('r1', '1')])
      .when(record('r2', '1', { contract: contract('USD') }))
      .thenThrows('FINANCE.CURRENCY_MISMATCH');
  });

  it('names only an order of the contract', () => {
    given([])
      .when(record('r1', '5', { orderId: 'o1' }))
      .thenMatches([{ data: { orderId: 'o1' } }]);
    given([])
      .when(record('r1', '5', { orderId: 'other' }))
      .thenThrows('FINANCE.ORDER_NOT_IN_CONTRACT', { field: 'orderId' });
  });

  it('needs one to three proofs, a known method, a real date not in the future and a short note', () => {
    given([])
      .when(record('r1', '5', { proofs: ' || ' }))
      .thenThrows('FINANCE.PROOF_REQUIRED', { field: 'proofs' });
    given([])
      .when(record('r1', '5', { proofs: 'a||b||c||d' }))
      .thenThrows('FINANCE.TOO_MANY_PROOFS');
    given([])
      .when(record('r1', '5', { method: 'cheque' as never }))
      .thenThrows('FINANCE.METHOD_INVALID', { field: 'method' });
    for (const receivedOn of ['2026-02-30', '2026/03/01', '', '1999-12-31'])
      given([])
        .when(record('r1', '5', { receivedOn }))
        .thenThrows('FINANCE.DATE_INVALID', { field: 'receivedOn' });
    given([])
      .when(record('r1', '5', { receivedOn: '2026-03-12' }))
      .thenThrows('FINANCE.DATE_FUTURE');
    // Recorded at 08:00 UTC on the 10th: the 10th has begun everywhere, the 11th nowhere yet.
    given([])
      .when(record('r1', '5', { receivedOn: '2026-03-10' }))
      .thenMatches([{ type: 'ReceiptRecorded' }]);
    given([])
      .when(record('r1', '5', { note: 'x'.repeat(501) }))
      .thenThrows('FINANCE.NOTE_TOO_LONG', { field: 'note' });
    given([])
      .when(record('r1', '5', { idempotencyKey: ' ' }))
      .thenThrows('FINANCE.IDEMPOTENCY_KEY_INVALID');
  });
});

describe('Finance deciding a receipt', () => {
  const confirm = (receiptId: string): ContractMoneyCommand => ({
    type: 'ConfirmReceipt',
    data: { receiptId, by: 'fin', at: AT },
  });
  const reject = (receiptId: string, reason: string): ContractMoneyCommand => ({
    type: 'RejectReceipt',
    data: { receiptId, reason, by: 'fin', at: AT },
  });

  it('confirms a pending receipt once: a second confirmation is refused', () => {
    given([recorded('r1', '5')])
      .when(confirm('r1'))
      .then([confirmed('r1')]);
    given(paidIn('r1', '5'))
      .when(confirm('r1'))
      .thenThrows('FINANCE.RECEIPT_NOT_PENDING', { params: { status: 'confirmed' } });
    expect(confirmedMoney(stateAfter(paidIn('r1', '5'))).toFixed()).toBe('5');
  });

  it('rejects a pending one with a reason only', () => {
    given([recorded('r1', '5')])
      .when(reject('r1', ' no money arrived '))
      .then([
        { type: 'ReceiptRejected', data: { receiptId: 'r1', reason: 'no money arrived', by: 'fin', at: AT } },
      ]);
    given([recorded('r1', '5')])
      .when(reject('r1', '  '))
      .thenThrows('FINANCE.REASON_REQUIRED', { field: 'reason' });
    given(paidIn('r1', '5')).when(reject('r1', 'late')).thenThrows('FINANCE.RECEIPT_NOT_PENDING');
    given([]).when(confirm('nope')).thenThrows('FINANCE.RECEIPT_NOT_FOUND', 'common.notFound');
  });

  it('reverses a confirmed receipt, which then no longer counts', () => {
    const reverse: ContractMoneyCommand = {
      type: 'ReverseReceipt',
      data: { receiptId: 'r1', reason: 'bounced', by: 'fin', at: AT },
    };
    const events = given(paidIn('r1', '5')).when(reverse).events;
    expect(events).toEqual([
      { type: 'ReceiptReversed', data: { receiptId: 'r1', reason: 'bounced', by: 'fin', at: AT } },
    ]);
    expect(confirmedMoney(stateAfter([...paidIn('r1', '5'), ...events])).toFixed()).toBe('0');
    given([recorded('r1', '5')])
      .when(reverse)
      .thenThrows('FINANCE.RECEIPT_NOT_CONFIRMED');
  });
});

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
});

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
    expect(settle('10', '100', 'other', 'CNY')).toMatchObject({
      downPaymentRequired: '0',
      balancePaid: '10',
      prepaymentStatus: 'downPayment',
    });
  });
});

describe('properties', () => {
  const amount = fc.integer({ min: 1, max: 1_000_000 }).map((cents) => new Decimal(cents).div(100).toFixed());
  const step = fc.oneof(
    fc.record({ kind: fc.constant('record' as const), amount }),
    fc.record({
      kind: fc.constantFrom('confirm' as const, 'reject' as const, 'reverse' as const),
      pick: fc.nat(),
    }),
    fc.record({ kind: fc.constant('refund' as const), amount }),
  );

  it('confirmed money never goes negative and settlement never exceeds the totals', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        amount,
        fc.constantFrom<PaymentTerms>('full', 'advance30', 'advance50', 'other'),
        (steps, total, terms) => {
          let events: ContractMoneyEvent[] = [];
          steps.forEach((s, i) => {
            const state = stateAfter(events);
            const ids = Object.keys(state.receipts);
            const target = ids.length ? (ids[('pick' in s ? s.pick : 0) % ids.length] ?? '') : '';
            const command: ContractMoneyCommand =
              s.kind === 'record'
                ? record(`r${i}`, s.amount)
                : s.kind === 'refund'
                  ? {
                      type: 'RequestRefund',
                      data: {
                        paymentId: `p${i}`,
                        orderId: 'o1',
                        amount: s.amount,
                        reason: 'x',
                        contract: contract(),
                        orderCanceled: true,
                        by: 'f',
                        at: AT,
                      },
                    }
                  : s.kind === 'confirm'
                    ? { type: 'ConfirmReceipt', data: { receiptId: target, by: 'f', at: AT } }
                    : s.kind === 'reject'
                      ? { type: 'RejectReceipt', data: { receiptId: target, reason: 'x', by: 'f', at: AT } }
                      : { type: 'ReverseReceipt', data: { receiptId: target, reason: 'x', by: 'f', at: AT } };
            try {
              events = [...events, ...contractMoneyDecider.decide(command, state)];
            } catch {
              // a refused step changes nothing
            }
            const money = confirmedMoney(stateAfter(events));
            expect(money.gte(0)).toBe(true);
            const s2 = settle(money, total, terms, 'CNY');
            expect(new Decimal(s2.downPaymentPaid).lte(s2.downPaymentRequired)).toBe(true);
            expect(new Decimal(s2.balancePaid).lte(s2.balanceRequired)).toBe(true);
            expect(new Decimal(s2.downPaymentPaid).plus(s2.balancePaid).lte(total)).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

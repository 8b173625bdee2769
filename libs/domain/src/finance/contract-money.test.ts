import Decimal from 'decimal.js';
import fc from 'fast-check';
import {
  AT,
  confirmed,
  contract,
  given,
  paidIn,
  record,
  recorded,
  stateAfter,
} from '../../../../test/support/contract-money-fixtures';
import {
  type ContractMoneyCommand,
  type ContractMoneyEvent,
  confirmedMoney,
  contractIdOfMoneyStream,
  contractMoneyDecider,
  contractMoneyStream,
} from './contract-money';
import { type PaymentTerms, prepaymentOf, settle } from './money';

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

  // Issue 21: money has 2 decimals in every currency, so a dollar prepayment is asked and paid in cents.
  it('allows 2 decimals in yuan and in dollars', () => {
    given([])
      .when(record('r1', '1.234'))
      .thenThrows('FINANCE.AMOUNT_DECIMALS', { params: { decimals: 2, currency: 'CNY' } });
    given([])
      .when(record('r1', '1.23', { contract: contract('USD') }))
      .thenMatches([{ data: { amount: '1.23', currency: 'USD' } }]);
    given([])
      .when(record('r1', '1.2345', { contract: contract('USD') }))
      .thenThrows('FINANCE.AMOUNT_DECIMALS', { params: { decimals: 2, currency: 'USD' } });
    expect(prepaymentOf('1538.43', 'advance30', 'USD').toFixed()).toBe('461.53');
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

import { deciderSpec, refusalOf } from '../../../../test/support/decider-spec';
import { DomainError, fold } from '../shared/decider';
import {
  type BeanCommand,
  type BeanEvent,
  type KeyedBeanRequest,
  accountIdOfBeanStream,
  beanRequestDecider,
  beanRequestStream,
  beanLedgerDecider,
  beanLedgerStream,
  isBlocked,
  standingDebit,
} from './bean-ledger';

const { given, stateAfter } = deciderSpec(beanLedgerDecider);

const recharge = (entryId: string, amount: string, note = ''): BeanCommand => ({
  type: 'RechargeBeans',
  data: { entryId, amount, note },
});
const recharged = (entryId: string, amount: string, note = ''): BeanEvent => ({
  type: 'BeansRecharged',
  data: { entryId, amount, note },
});
const debit = (entryId: string, quotationId: string, fee = '1', threshold = '10'): BeanCommand => ({
  type: 'DebitForQuotation',
  data: { entryId, quotationId, quotationNumber: `Q-${quotationId}`, fee, threshold },
});
const debited = (entryId: string, quotationId: string, amount = '-1'): BeanEvent => ({
  type: 'BeansDebited',
  data: { entryId, quotationId, quotationNumber: `Q-${quotationId}`, amount },
});
const reverse = (entryId: string, reverses: string, reason = 'typo'): BeanCommand => ({
  type: 'ReverseBeanEntry',
  data: { entryId, reverses, reason },
});
const reversed = (entryId: string, reverses: string, amount: string, reason = 'typo'): BeanEvent => ({
  type: 'BeanEntryReversed',
  data: { entryId, reverses, amount, reason },
});
const refund = (entryId: string, quotationId: string): BeanCommand => ({
  type: 'RefundQuotation',
  data: { entryId, quotationId, reason: 'not saved' },
});

const INSUFFICIENT = { code: 'BEANS.INSUFFICIENT', messageKey: 'beans.insufficient', field: undefined };

describe('bean ledger stream', () => {
  it('names one stream per account and reads the account back', () => {
    expect(beanLedgerStream('sales-a')).toBe('beans-sales-a');
    expect(accountIdOfBeanStream('beans-sales-a')).toBe('sales-a');
    expect(accountIdOfBeanStream('account-sales-a')).toBeNull();
  });
});

describe('recharging', () => {
  it('records a positive amount in plain decimal text, the note trimmed', () => {
    given([])
      .when(recharge('e1', '19.50', ' first '))
      .then([recharged('e1', '19.5', 'first')]);
    expect(stateAfter([recharged('e1', '19.5'), recharged('e2', '0.5')]).balance).toBe('20');
  });

  it('refuses zero, negative and non-decimal amounts', () => {
    const invalid = { code: 'BEANS.AMOUNT_INVALID', messageKey: 'beans.amountInvalid', field: 'amount' };
    for (const amount of ['0', '-5', 'abc', '1e3', '', '0.000'])
      expect(given([]).when(recharge('e1', amount)).refusal).toMatchObject(invalid);
  });

  it('records an entry id once: a retried command changes nothing', () => {
    given([recharged('e1', '5')])
      .when(recharge('e1', '5'))
      .then([]);
  });

  it('adds decimals exactly (no binary floats)', () => {
    expect(stateAfter([recharged('e1', '0.1'), recharged('e2', '0.2')]).balance).toBe('0.3');
  });
});

describe('debiting for a quotation', () => {
  it('debits the fee as a negative amount', () => {
    given([recharged('e1', '19')])
      .when(debit('d1', 'q1'))
      .then([debited('d1', 'q1')]);
    expect(stateAfter([recharged('e1', '19'), debited('d1', 'q1')]).balance).toBe('18');
  });

  it('debits at the threshold itself and refuses below it', () => {
    given([recharged('e1', '10')])
      .when(debit('d1', 'q1'))
      .then([debited('d1', 'q1')]);
    expect(given([recharged('e1', '9.99')]).when(debit('d1', 'q1')).refusal).toMatchObject(INSUFFICIENT);
    expect(given([]).when(debit('d1', 'q1')).refusal).toMatchObject(INSUFFICIENT);
  });

  it('refuses a fee that would take the balance below zero, even with no threshold', () => {
    expect(given([recharged('e1', '2')]).when(debit('d1', 'q1', '3', '0')).refusal).toMatchObject(
      INSUFFICIENT,
    );
    given([recharged('e1', '3')])
      .when(debit('d1', 'q1', '3', '0'))
      .then([debited('d1', 'q1', '-3')]);
  });

  it('pays for exactly as many quotations as the balance allows above the threshold', () => {
    let events: BeanEvent[] = [recharged('e1', '19')];
    let paid = 0;
    for (let i = 0; i < 50; i++) {
      try {
        events = [...events, ...given(events).when(debit(`d${i}`, `q${i}`)).events];
        paid++;
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
      }
    }
    expect(paid).toBe(10);
    expect(stateAfter(events).balance).toBe('9');
  });

  it('debits a quotation once: a second debit for it changes nothing', () => {
    const history = [recharged('e1', '19'), debited('d1', 'q1')];
    given(history).when(debit('d2', 'q1')).then([]);
    // Even when the balance has since fallen below the threshold.
    given([recharged('e1', '10'), debited('d1', 'q1')])
      .when(debit('d2', 'q1'))
      .then([]);
    expect(standingDebit(stateAfter(history), 'q1')).toBe('d1');
  });

  it('debits a quotation again after its debit was given back', () => {
    const history = [recharged('e1', '19'), debited('d1', 'q1'), reversed('r1', 'd1', '1')];
    expect(standingDebit(stateAfter(history), 'q1')).toBeNull();
    given(history)
      .when(debit('d2', 'q1'))
      .then([debited('d2', 'q1')]);
  });

  it('records a zero fee as a debit of zero, still blocked below the threshold', () => {
    given([recharged('e1', '10')])
      .when(debit('d1', 'q1', '0'))
      .then([debited('d1', 'q1', '0')]);
    expect(given([recharged('e1', '5')]).when(debit('d1', 'q1', '0')).refusal).toMatchObject(INSUFFICIENT);
  });

  it('refuses a negative or malformed fee or threshold', () => {
    expect(given([recharged('e1', '19')]).when(debit('d1', 'q1', '-1')).refusal).toMatchObject({
      code: 'BEANS.AMOUNT_INVALID',
      field: 'fee',
    });
    expect(given([recharged('e1', '19')]).when(debit('d1', 'q1', '1', 'x')).refusal).toMatchObject({
      code: 'BEANS.AMOUNT_INVALID',
      field: 'threshold',
    });
  });
});

describe('reversing an entry', () => {
  it('reverses a recharge with the opposite amount and marks it reversed', () => {
    const history = [recharged('e1', '20'), recharged('e2', '5')];
    given(history)
      .when(reverse('r1', 'e2', ' wrong account '))
      .then([reversed('r1', 'e2', '-5', 'wrong account')]);
    const after = stateAfter([...history, reversed('r1', 'e2', '-5')]);
    expect(after.balance).toBe('20');
    expect(after.entries.e2?.reversedBy).toBe('r1');
  });

  it('reverses a debit with a positive amount', () => {
    given([recharged('e1', '19'), debited('d1', 'q1')])
      .when(reverse('r1', 'd1'))
      .then([reversed('r1', 'd1', '1')]);
  });

  it('refuses a recharge reversal that would make the balance negative', () => {
    expect(
      given([recharged('e1', '10'), debited('d1', 'q1')]).when(reverse('r1', 'e1')).refusal,
    ).toMatchObject({
      code: 'BEANS.REVERSAL_NEGATIVE',
      messageKey: 'beans.reversalNegative',
      field: undefined,
    });
  });

  it('refuses an unknown entry, an entry already reversed, and a reversal itself', () => {
    const history = [recharged('e1', '20'), reversed('r1', 'e1', '-20')];
    expect(given(history).when(reverse('r2', 'nope')).refusal).toMatchObject({
      code: 'BEANS.ENTRY_NOT_FOUND',
    });
    expect(given(history).when(reverse('r2', 'e1')).refusal).toMatchObject({
      code: 'BEANS.ALREADY_REVERSED',
      messageKey: 'beans.alreadyReversed',
    });
    expect(given(history).when(reverse('r2', 'r1')).refusal).toMatchObject({
      code: 'BEANS.REVERSAL_OF_REVERSAL',
    });
  });

  it('requires a reason', () => {
    expect(given([recharged('e1', '20')]).when(reverse('r1', 'e1', '  ')).refusal).toMatchObject({
      code: 'BEANS.REASON_REQUIRED',
      messageKey: 'validation.required',
      field: 'reason',
    });
  });
});

describe('refunding a quotation', () => {
  it("reverses the quotation's standing debit", () => {
    given([recharged('e1', '19'), debited('d1', 'q1')])
      .when(refund('r1', 'q1'))
      .then([reversed('r1', 'd1', '1', 'not saved')]);
  });

  it('does nothing for a quotation without a standing debit', () => {
    given([recharged('e1', '19')])
      .when(refund('r1', 'q1'))
      .then([]);
    const refunded = [recharged('e1', '19'), debited('d1', 'q1'), reversed('r1', 'd1', '1')];
    given(refunded).when(refund('r2', 'q1')).then([]);
  });
});

describe('a request sent again under the same key (the same entry id)', () => {
  const REUSED = {
    code: 'BEANS.IDEMPOTENCY_KEY_REUSED',
    messageKey: 'beans.idempotencyKeyReused',
    field: undefined,
  };

  it('records a recharge once: the same recharge again decides nothing', () => {
    const history = [recharged('k1', '50', 'March top-up')];
    given(history)
      .when(recharge('k1', '50', 'March top-up'))
      .then([]);
    // The same request as the form may send it: the amount in another notation, the note untrimmed.
    given(history)
      .when(recharge('k1', '50.00', ' March top-up '))
      .then([]);
    expect(stateAfter(history).balance).toBe('50');
  });

  it('refuses the same key with another amount or note', () => {
    const history = [recharged('k1', '50', 'March top-up')];
    expect(given(history).when(recharge('k1', '60', 'March top-up')).refusal).toMatchObject(REUSED);
    expect(given(history).when(recharge('k1', '50', 'April top-up')).refusal).toMatchObject(REUSED);
  });

  it('records a reversal once, even though its entry now stands reversed', () => {
    const history = [recharged('e1', '20'), reversed('k2', 'e1', '-20', 'wrong account')];
    given(history)
      .when(reverse('k2', 'e1', 'wrong account'))
      .then([]);
  });

  it('lets a quotation debit and refund run again under their entry ids change nothing', () => {
    const debitedOnce = [recharged('e1', '19'), debited('d1', 'q1')];
    given(debitedOnce).when(debit('d1', 'q1')).then([]);
    const refunded = [...debitedOnce, reversed('r1', 'd1', '1', 'not saved')];
    given(refunded).when(refund('r1', 'q1')).then([]);
    expect(given(refunded).when(debit('r1', 'q2')).refusal).toMatchObject(REUSED);
  });

  it('refuses the same key for another entry, another reason, or another kind of request', () => {
    const history = [recharged('e1', '20'), recharged('e2', '5'), reversed('k2', 'e1', '-20', 'typo')];
    expect(given(history).when(reverse('k2', 'e2', 'typo')).refusal).toMatchObject(REUSED);
    expect(given(history).when(reverse('k2', 'e1', 'other reason')).refusal).toMatchObject(REUSED);
    expect(given(history).when(recharge('k2', '20', 'typo')).refusal).toMatchObject(REUSED);
    expect(given(history).when(reverse('e2', 'e1', 'typo')).refusal).toMatchObject(REUSED);
  });
});

describe('claiming a request key', () => {
  const REUSED = {
    code: 'BEANS.IDEMPOTENCY_KEY_REUSED',
    messageKey: 'beans.idempotencyKeyReused',
    field: undefined,
  };
  const topUp: KeyedBeanRequest = {
    type: 'RechargeBeans',
    accountId: 'sales-a',
    amount: '50',
    note: 'March',
  };
  const undo: KeyedBeanRequest = {
    type: 'ReverseBeanEntry',
    accountId: 'sales-a',
    reverses: 'e1',
    reason: 'typo',
  };
  const claimed = (request: KeyedBeanRequest) => ({
    type: 'BeanRequestKeyClaimed' as const,
    data: { entryId: 'k1', request },
  });
  const claim = (request: KeyedBeanRequest) => (history: ReturnType<typeof claimed>[]) =>
    beanRequestDecider.decide(
      { type: 'ClaimBeanRequestKey', data: { entryId: 'k1', request } },
      fold(beanRequestDecider, history),
    );

  it('names one stream per key, apart from the account ledgers', () => {
    expect(beanRequestStream('k1')).toBe('bean-request-k1');
    expect(accountIdOfBeanStream(beanRequestStream('k1'))).toBeNull();
  });

  it('claims a free key for the request as the ledger records it', () => {
    expect(claim({ ...topUp, amount: '50.00', note: ' March ' })([])).toEqual([claimed(topUp)]);
    expect(claim({ ...undo, reason: ' typo ' })([])).toEqual([claimed(undo)]);
  });

  it('lets the same request through again without a new claim', () => {
    expect(claim({ ...topUp, amount: '50.0' })([claimed(topUp)])).toEqual([]);
    expect(claim(undo)([claimed(undo)])).toEqual([]);
  });

  it('refuses any other request under a claimed key, another account included', () => {
    for (const other of [
      { ...topUp, amount: '60' },
      { ...topUp, note: 'April' },
      { ...topUp, accountId: 'sales-b' },
      { ...undo, reverses: 'e2' },
      { ...undo, reason: 'other' },
      { ...undo, accountId: 'sales-b' },
    ])
      expect(
        refusalOf(() => claim(other)([claimed(other.type === 'RechargeBeans' ? topUp : undo)])),
      ).toMatchObject(REUSED);
    expect(refusalOf(() => claim(undo)([claimed(topUp)]))).toMatchObject(REUSED);
  });
});

describe('the threshold', () => {
  it('blocks strictly below it', () => {
    expect(isBlocked('9.99', '10')).toBe(true);
    expect(isBlocked('10', '10')).toBe(false);
    expect(isBlocked('0', '0')).toBe(false);
  });
});

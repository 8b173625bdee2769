import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type BookCommand,
  type BookEvent,
  type BookLimits,
  type TakenVia,
  customerBookDecider,
  customerBookStream,
} from './customer-book';

const { given, stateAfter } = deciderSpec(customerBookDecider);

const D1 = '2026-11-22';
const D2 = '2026-11-23';
const LIMITS: BookLimits = { maxOwned: 3, maxClaimsPerDay: 2 };

const take = (
  customerId: string,
  day = D1,
  via: TakenVia = 'claim',
  limits: BookLimits | null = LIMITS,
  term = `t-${customerId}`,
): BookCommand => ({ type: 'TakeCustomer', data: { customerId, day, via, limits, term } });
const taken = (
  customerId: string,
  day = D1,
  via: TakenVia = 'claim',
  term = `t-${customerId}`,
): BookEvent => ({
  type: 'CustomerTaken',
  data: { customerId, day, via, term },
});
const givenBack = (customerId: string, term = `t-${customerId}`): BookEvent => ({
  type: 'CustomerGiven',
  data: { customerId, term },
});
const give = (customerId: string, term = `t-${customerId}`): BookCommand => ({
  type: 'GiveCustomer',
  data: { customerId, term },
});
const withdrawn = (customerId: string, day = D1, term = `t-${customerId}`): BookEvent => ({
  type: 'ClaimWithdrawn',
  data: { customerId, day, term, failure: null },
});
/** The customers a book lists, in the order taken. */
const owned = (events: BookEvent[]) => Object.keys(stateAfter(events).owned);

const DAILY_LIMIT = {
  code: 'BOOK.DAILY_LIMIT',
  messageKey: 'customers.dailyLimit',
  params: { max: 2 },
  field: undefined,
};
const OWN_LIMIT = {
  code: 'BOOK.OWN_LIMIT',
  messageKey: 'customers.ownLimit',
  params: { max: 3 },
  field: undefined,
};

describe('customer book stream', () => {
  it('names one stream per owner', () => {
    expect(customerBookStream('sales-a')).toBe('customer-book-sales-a');
  });
});

describe('taking a customer into the book', () => {
  it('takes a claimed customer and counts the claim for its day', () => {
    given([])
      .when(take('c1'))
      .then([taken('c1')]);
    expect(owned([taken('c1')])).toEqual(['c1']);
    expect(stateAfter([taken('c1')])).toMatchObject({ day: D1, claimsToday: 1 });
    expect(owned([taken('c1'), taken('c2')])).toEqual(['c1', 'c2']);
    expect(stateAfter([taken('c1'), taken('c2')])).toMatchObject({ day: D1, claimsToday: 2 });
  });

  it('takes a created or assigned customer without counting a claim', () => {
    given([])
      .when(take('c1', D1, 'create'))
      .then([taken('c1', D1, 'create')]);
    expect(owned([taken('c1', D1, 'create'), taken('c2', D1, 'assign')])).toEqual(['c1', 'c2']);
    expect(stateAfter([taken('c1', D1, 'create'), taken('c2', D1, 'assign')])).toMatchObject({
      day: null,
      claimsToday: 0,
    });
  });

  it('answers no event when the customer is already in the book, whatever the limits', () => {
    const full = [taken('c1'), taken('c2'), taken('c3', D1, 'create')];
    given(full).when(take('c1')).then([]);
    given(full)
      .when(take('c3', D1, 'assign', null))
      .then([]);
    given([taken('c1')])
      .when(take('c1', D2))
      .then([]);
  });
});

describe('the daily claim limit', () => {
  const twoClaims = [taken('c1'), taken('c2')];

  it('refuses a claim past the most claims per day', () => {
    given([taken('c1')])
      .when(take('c2'))
      .then([taken('c2')]);
    expect(given(twoClaims).when(take('c3')).refusal).toEqual(DAILY_LIMIT);
  });

  it('starts again on a new day', () => {
    given(twoClaims)
      .when(take('c3', D2))
      .then([taken('c3', D2)]);
    expect(owned([...twoClaims, taken('c3', D2)])).toEqual(['c1', 'c2', 'c3']);
    expect(stateAfter([...twoClaims, taken('c3', D2)])).toMatchObject({ day: D2, claimsToday: 1 });
  });

  it('counts the claims of the new day only', () => {
    const limits = { maxOwned: 10, maxClaimsPerDay: 2 };
    const history = [...twoClaims, taken('c3', D2), taken('c4', D2)];
    expect(given(history).when(take('c5', D2, 'claim', limits)).refusal).toEqual(DAILY_LIMIT);
    given(history)
      .when(take('c5', '2026-11-24', 'claim', limits))
      .then([taken('c5', '2026-11-24')]);
  });

  it('counts claims, not customers kept: giving one back does not free a claim', () => {
    expect(given([...twoClaims, givenBack('c1')]).when(take('c3')).refusal).toEqual(DAILY_LIMIT);
  });

  it('does not count created or assigned customers', () => {
    const history = [taken('c1', D1, 'create'), taken('c2', D1, 'assign'), taken('c3')];
    const limits = { maxOwned: 10, maxClaimsPerDay: 2 };
    given(history)
      .when(take('c4', D1, 'claim', limits))
      .then([taken('c4')]);
  });

  it('does not stop a creation or an assignment', () => {
    const limits = { maxOwned: 10, maxClaimsPerDay: 2 };
    given(twoClaims)
      .when(take('c3', D1, 'create', limits))
      .then([taken('c3', D1, 'create')]);
  });

  it('uses the limit of the settings given', () => {
    const limits = { maxOwned: 10, maxClaimsPerDay: 3 };
    given(twoClaims)
      .when(take('c3', D1, 'claim', limits))
      .then([taken('c3')]);
    expect(given([...twoClaims, taken('c3')]).when(take('c4', D1, 'claim', limits)).refusal).toEqual({
      ...DAILY_LIMIT,
      params: { max: 3 },
    });
  });
});

describe('the ownership limit', () => {
  const threeOwned = [taken('c1', D1, 'create'), taken('c2', D1, 'create'), taken('c3', D1, 'assign')];

  it('refuses a claim past the most customers owned', () => {
    expect(given(threeOwned).when(take('c4')).refusal).toEqual(OWN_LIMIT);
  });

  it('refuses a creation past the most customers owned', () => {
    expect(given(threeOwned).when(take('c4', D1, 'create')).refusal).toEqual(OWN_LIMIT);
  });

  it('counts customers owned over several days', () => {
    const history = [taken('c1', D1), taken('c2', D1), taken('c3', D2)];
    expect(given(history).when(take('c4', D2)).refusal).toEqual(OWN_LIMIT);
  });

  it('lets a salesman take another customer once one is given back', () => {
    given([...threeOwned, givenBack('c2')])
      .when(take('c4'))
      .then([taken('c4')]);
  });
});

describe("a supervisor's assignment", () => {
  it('passes both limits', () => {
    const full = [taken('c1'), taken('c2'), taken('c3', D1, 'create')];
    given(full)
      .when(take('c4', D1, 'assign', null))
      .then([taken('c4', D1, 'assign')]);
    expect(owned([...full, taken('c4', D1, 'assign')])).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('passes the limits for a creation by a supervisor as well', () => {
    const full = [taken('c1'), taken('c2'), taken('c3', D1, 'create')];
    given(full)
      .when(take('c4', D1, 'create', null))
      .then([taken('c4', D1, 'create')]);
  });
});

describe('giving a customer back', () => {
  it('removes an owned customer from the book', () => {
    given([taken('c1'), taken('c2')])
      .when(give('c1'))
      .then([givenBack('c1')]);
    expect(owned([taken('c1'), taken('c2'), givenBack('c1')])).toEqual(['c2']);
    expect(stateAfter([taken('c1'), taken('c2'), givenBack('c1')])).toMatchObject({
      day: D1,
      claimsToday: 2,
    });
  });

  it('answers no event for a customer not in the book', () => {
    given([taken('c1')])
      .when(give('c9'))
      .then([]);
    given([taken('c1'), givenBack('c1')])
      .when(give('c1'))
      .then([]);
  });
});

describe('withdrawing a lost claim', () => {
  const withdraw = (customerId: string, day = D1): BookCommand => ({
    type: 'WithdrawClaim',
    data: { customerId, day, term: `t-${customerId}`, failure: null },
  });

  it('undoes the claim: the customer is not owned and the claim does not count', () => {
    given([taken('c1')])
      .when(withdraw('c1'))
      .then([withdrawn('c1')]);
    expect(owned([taken('c1'), withdrawn('c1')])).toEqual([]);
    expect(stateAfter([taken('c1'), withdrawn('c1')])).toMatchObject({ day: D1, claimsToday: 0 });
  });

  it('frees the claim for another one the same day', () => {
    const history = [taken('c1'), taken('c2'), withdrawn('c2')];
    expect(stateAfter(history).claimsToday).toBe(1);
    given(history)
      .when(take('c3'))
      .then([taken('c3')]);
  });

  it("leaves a later day's count alone when the claim lost was of an earlier day", () => {
    const history = [taken('c1', D1), taken('c2', D2), withdrawn('c1', D1)];
    expect(owned(history)).toEqual(['c2']);
    expect(stateAfter(history)).toMatchObject({ day: D2, claimsToday: 1 });
  });

  it('answers no event for a customer not in the book', () => {
    given([taken('c1')])
      .when(withdraw('c9'))
      .then([]);
    given([taken('c1'), withdrawn('c1')])
      .when(withdraw('c1'))
      .then([]);
  });

  it('withdraws only a customer taken by a claim: one assigned meanwhile stays owned', () => {
    const history = [taken('c1'), taken('c2', D1, 'assign')];
    given(history).when(withdraw('c2')).then([]);
    expect(owned(history)).toEqual(['c1', 'c2']);
    expect(stateAfter(history)).toMatchObject({ claimTerms: ['t-c1'], claimsToday: 1 });
  });
});

describe('ownership terms: a release and a new claim of the same customer crossing', () => {
  it('keeps a customer claimed again before the release reached the book', () => {
    // Owned under t1, released on the customer; claimed again (t2) before the give of t1 arrives.
    const history = [taken('c1', D1, 'claim', 't1')];
    given(history)
      .when(take('c1', D2, 'claim', LIMITS, 't2'))
      .then([taken('c1', D2, 'claim', 't2')]);
    const both = [...history, taken('c1', D2, 'claim', 't2')];
    given(both)
      .when(give('c1', 't1'))
      .then([givenBack('c1', 't1')]);
    expect(owned([...both, givenBack('c1', 't1')])).toEqual(['c1']);
    expect(stateAfter([...both, givenBack('c1', 't1')]).owned).toEqual({ c1: ['t2'] });
  });

  it('counts a customer listed under two terms once against the ownership limit', () => {
    const history = [taken('c1', D1, 'create', 't1'), taken('c2', D1, 'create'), taken('c3', D1, 'create')];
    // The book is full, but c1 is already listed: a new claim of it takes no new place.
    given(history)
      .when(take('c1', D2, 'claim', LIMITS, 't2'))
      .then([taken('c1', D2, 'claim', 't2')]);
  });

  it('answers no event for a term taken already (a creation step run again after a crash)', () => {
    given([taken('c1', D1, 'create', 'c1')])
      .when(take('c1', D1, 'create', LIMITS, 'c1'))
      .then([]);
  });

  it('gives back only the term asked for: a late give of an ended ownership leaves the new one', () => {
    const history = [taken('c1', D1, 'claim', 't2')];
    given(history).when(give('c1', 't1')).then([]);
  });

  it('records why a withdrawn claim lost, for the claimant', () => {
    const failure = { code: 'CUSTOMER.TAKEN', messageKey: 'customers.takenByOther', params: {} };
    const lost: BookEvent = {
      type: 'ClaimWithdrawn',
      data: { customerId: 'c1', day: D1, term: 't1', failure },
    };
    given([taken('c1', D1, 'claim', 't1')])
      .when({
        type: 'WithdrawClaim',
        data: { customerId: 'c1', day: D1, term: 't1', failure },
      })
      .then([lost]);
    expect(stateAfter([taken('c1', D1, 'claim', 't1'), lost]).withdrawn).toEqual({ t1: failure });
  });

  it('reads books written before terms: a give without a term empties the customer', () => {
    const legacy: BookEvent[] = [
      { type: 'CustomerTaken', data: { customerId: 'c1', day: D1, via: 'claim' } },
      { type: 'CustomerGiven', data: { customerId: 'c1' } },
    ];
    expect(stateAfter(legacy)).toMatchObject({ owned: {}, claimTerms: [], claimsToday: 1 });
    expect(stateAfter(legacy.slice(0, 1)).owned).toEqual({ c1: [''] });
  });
});

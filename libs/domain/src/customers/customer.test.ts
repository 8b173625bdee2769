import type { CustomerFields, HighSeasSettings } from '@packflow/contracts';
import { deciderSpec, refusalOf } from '../../../../test/support/decider-spec';
import { DomainError } from '../shared/decider';
import {
  type CustomerCommand,
  type CustomerEvent,
  type Owner,
  claimRefusal,
  customerDecider,
  customerStream,
  protectedUntil,
  releaseOn,
  warnedIfOwnedSince,
} from './customer';

/**
 * Ownership terms (which claim, creation or assignment an ownership is) have tests of their own
 * below; the other tests compare events without them.
 */
const withoutTerms = (event: CustomerEvent): CustomerEvent => {
  const { term: _term, fromTerm: _fromTerm, ...data } = event.data as Record<string, unknown>;
  return { ...event, data } as CustomerEvent;
};
const { given, stateAfter } = deciderSpec(customerDecider, { view: withoutTerms });
/** The same, with the ownership terms. */
const { given: givenWithTerms } = deciderSpec(customerDecider);

const T0 = '2026-11-22T08:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` (and `ms` more) after `from`, as an ISO instant. */
const plus = (from: string, days: number, ms = 0) =>
  new Date(Date.parse(from) + days * DAY_MS + ms).toISOString();
/** `days` after T0. */
const day = (days: number, ms = 0) => plus(T0, days, ms);

const SETTINGS: HighSeasSettings = {
  releaseDays: 90,
  maxOwned: 200,
  maxClaimsPerDay: 10,
  protectionDays: 1,
  cooldownDays: 30,
  warnDaysBefore: 7,
};

const ID = 'cust-1';
const A: Owner = { id: 'sales-a', role: 'OperatorIndex' };
const B: Owner = { id: 'sales-b', role: 'OperatorIndex' };
const TRADER: Owner = { id: 'trader-1', role: 'Traders' };

const domestic: CustomerFields = {
  name: 'Qingdao Bags Co.',
  gender: '男',
  email: 'buyer@qdbags.example',
  phone: '13812345678',
  enterprise: 'Qingdao Bags',
  domestic: true,
  source: 'Canton fair',
  logistics: 'SF Express',
  addresses: [{ region: '370202', detail: '1 Harbour Road' }],
  responsible: 'Wang',
};
const foreign: CustomerFields = {
  ...domestic,
  name: 'London Pouches Ltd',
  phone: '+44 20 7946 0958',
  enterprise: 'London Pouches',
  domestic: false,
};

const created = (owner: Owner | null, at = T0, fields: CustomerFields = domestic): CustomerEvent => ({
  type: 'CustomerCreated',
  data: { id: ID, code: 'Q000001', area: owner?.role === 'Traders' ? 'T' : 'Q', fields, owner, at },
});
const claimed = (owner: Owner, at: string): CustomerEvent => ({
  type: 'CustomerClaimed',
  data: { owner, at },
});
const released = (
  from: string,
  at: string,
  reason: 'owner' | 'supervisor' | 'no-order' = 'owner',
): CustomerEvent => ({ type: 'CustomerReleased', data: { from, reason, at } });
const reassigned = (from: string | null, to: Owner, at: string): CustomerEvent => ({
  type: 'CustomerReassigned',
  data: { from, to, at },
});
const graded = (gradeId: string | null, from: string | null = null): CustomerEvent => ({
  type: 'CustomerGradeSet',
  data: { gradeId, from },
});
const warned = (owner: string, due: string, at: string): CustomerEvent => ({
  type: 'CustomerReleaseWarned',
  data: { owner, releaseOn: due, at },
});

const create = (fields: CustomerFields, owner: Owner | null = A): CustomerCommand => ({
  type: 'CreateCustomer',
  data: { id: ID, code: 'Q000001', area: 'Q', fields, owner, at: T0, term: ID },
});
const edit = (changes: Partial<CustomerFields>): CustomerCommand => ({
  type: 'EditCustomer',
  data: { changes },
});
const claim = (
  salesmanId: string,
  at: string,
  settings = SETTINGS,
  term = `claim-${at}`,
): CustomerCommand => ({
  type: 'ClaimCustomer',
  data: { salesmanId, at, settings, term },
});
const release = (by: string | null, at: string): CustomerCommand => ({
  type: 'ReleaseCustomer',
  data: { by, at },
});
const reassign = (to: Owner, at: string, term = `assign-${at}`): CustomerCommand => ({
  type: 'ReassignCustomer',
  data: { to, at, term },
});
const setGrade = (gradeId: string | null): CustomerCommand => ({
  type: 'SetCustomerGrade',
  data: { gradeId },
});
const review = (at: string, settings = SETTINGS): CustomerCommand => ({
  type: 'ReviewOwnership',
  data: { at, settings },
});

const NOT_FOUND = { code: 'CUSTOMER.NOT_FOUND', messageKey: 'common.notFound', params: {}, field: undefined };
const invalid = (messageKey: string, field: string) => ({
  code: 'CUSTOMER.INVALID',
  messageKey,
  params: {},
  field,
});

describe('customer stream', () => {
  it('names one stream per customer', () => {
    expect(customerStream('cust-1')).toBe('customer-cust-1');
  });
});

describe('customer creation', () => {
  it("creates a domestic customer owned by its salesman, owned since the creation's time", () => {
    const command = create(domestic, A);
    expect(givenWithTerms([]).when(command).events).toEqual([
      { type: 'CustomerCreated', data: command.data },
    ]);
    const state = stateAfter(given([]).when(command).events);
    expect(state).toMatchObject({
      exists: true,
      id: ID,
      code: 'Q000001',
      area: 'Q',
      fields: domestic,
      owner: A,
      ownedSince: T0,
      gradeId: null,
      releasedAt: null,
      releasedFrom: null,
      warnedFor: null,
    });
  });

  it('creates a customer in the high seas, owned by nobody and owned since never', () => {
    const [event] = given([]).when(create(domestic, null)).events;
    expect(event).toEqual(created(null));
    expect(stateAfter([created(null)])).toMatchObject({ owner: null, ownedSince: null });
  });

  it('creates a trader-owned customer in area T', () => {
    const command: CustomerCommand = {
      type: 'CreateCustomer',
      data: { id: ID, code: 'T000001', area: 'T', fields: foreign, owner: TRADER, at: T0, term: ID },
    };
    expect(givenWithTerms([]).when(command).events).toEqual([
      { type: 'CustomerCreated', data: command.data },
    ]);
  });

  it('refuses to create a customer twice under another id', () => {
    const other: CustomerCommand = {
      ...create(domestic),
      data: { ...create(domestic).data, id: 'other' },
    } as CustomerCommand;
    expect(given([created(A)]).when(other).refusal).toEqual({
      code: 'CUSTOMER.EXISTS',
      messageKey: 'common.conflict',
      params: {},
      field: undefined,
    });
  });

  it.each(['', '   ', '\t\n'])('refuses the name %j, on the name field', (name) => {
    expect(given([]).when(create({ ...domestic, name })).refusal).toEqual(
      invalid('validation.required', 'name'),
    );
  });

  it.each(['13912345678', '15012345678', '18612345678', '19912345678'])(
    'accepts the mainland mobile %s for a domestic customer',
    (phone) => {
      expect(given([]).when(create({ ...domestic, phone })).events).toHaveLength(1);
    },
  );

  it.each(['12345678901', '1381234567', '138123456789', '+8613812345678', '+44 20 7946 0958', ''])(
    'refuses %j as the phone of a domestic customer, on the phone field',
    (phone) => {
      expect(given([]).when(create({ ...domestic, phone })).refusal).toEqual(
        invalid('check.mobile', 'phone'),
      );
    },
  );

  it.each(['12345', '12345678901234567890', '+44 20 7946 0958', '(212) 555-0100', '13812345678'])(
    'accepts %j as the phone of a foreign customer',
    (phone) => {
      expect(given([]).when(create({ ...foreign, phone })).events).toHaveLength(1);
    },
  );

  it.each(['1234', '123456789012345678901', '+44 20 7946 095x', 'call me', ''])(
    'refuses %j as the phone of a foreign customer, on the phone field',
    (phone) => {
      expect(given([]).when(create({ ...foreign, phone })).refusal).toEqual(
        invalid('customers.phoneInvalid', 'phone'),
      );
    },
  );

  it('checks the name before the phone', () => {
    expect(given([]).when(create({ ...domestic, name: ' ', phone: 'x' })).refusal).toEqual(
      invalid('validation.required', 'name'),
    );
  });
});

describe('commands on a customer that does not exist', () => {
  const commands: [string, CustomerCommand][] = [
    ['EditCustomer', edit({ name: 'New name' })],
    ['ClaimCustomer', claim(A.id, T0)],
    ['ReleaseCustomer', release(null, T0)],
    ['ReassignCustomer', reassign(B, T0)],
    ['SetCustomerGrade', setGrade('grade-1')],
    ['ReviewOwnership', review(day(200))],
  ];
  it.each(commands)('refuses %s with CUSTOMER.NOT_FOUND', (_name, command) => {
    expect(given([]).when(command).refusal).toEqual(NOT_FOUND);
  });

  it('answers CUSTOMER.NOT_FOUND as the claim refusal', () => {
    const refused = claimRefusal(customerDecider.initialState(), A.id, T0, SETTINGS);
    expect(refused).toBeInstanceOf(DomainError);
    expect({ code: refused?.code, messageKey: refused?.messageKey }).toEqual({
      code: 'CUSTOMER.NOT_FOUND',
      messageKey: 'common.notFound',
    });
  });
});

describe('customer edit', () => {
  it('records each changed field with its value before and after', () => {
    given([created(A)])
      .when(edit({ name: 'Qingdao Bags Group', email: 'sales@qdbags.example' }))
      .then([
        {
          type: 'CustomerEdited',
          data: {
            changes: [
              { field: 'name', from: 'Qingdao Bags Co.', to: 'Qingdao Bags Group' },
              { field: 'email', from: 'buyer@qdbags.example', to: 'sales@qdbags.example' },
            ],
          },
        },
      ]);
  });

  it('folds the changes into the fields and leaves the rest alone', () => {
    const events = [
      created(A),
      ...given([created(A)]).when(edit({ logistics: 'Deppon', gender: '' })).events,
    ];
    expect(stateAfter(events).fields).toEqual({
      ...domestic,
      // A customer created without files holds none.
      images: '',
      attachments: '',
      logistics: 'Deppon',
      gender: '',
    });
    expect(stateAfter(events).owner).toEqual(A);
  });

  it('records only the fields that really change', () => {
    given([created(A)])
      .when(edit({ name: domestic.name, source: 'Website' }))
      .then([
        {
          type: 'CustomerEdited',
          data: { changes: [{ field: 'source', from: 'Canton fair', to: 'Website' }] },
        },
      ]);
  });

  it('answers no event for an edit of nothing', () => {
    given([created(A)])
      .when(edit({}))
      .then([]);
  });

  it('answers no event when every given value is the present one', () => {
    given([created(A)])
      .when(edit({ ...domestic }))
      .then([]);
  });

  it('ignores fields given as undefined', () => {
    given([created(A)])
      .when(edit({ name: undefined, phone: undefined }))
      .then([]);
  });

  it('compares addresses by value, not by identity', () => {
    given([created(A)])
      .when(edit({ addresses: [{ region: '370202', detail: '1 Harbour Road' }] }))
      .then([]);
    const moved = [{ region: '371302', detail: '8 Linyi Street' }];
    given([created(A)])
      .when(edit({ addresses: moved }))
      .then([
        {
          type: 'CustomerEdited',
          data: { changes: [{ field: 'addresses', from: domestic.addresses, to: moved }] },
        },
      ]);
  });

  it('refuses a region code that is not a district of mainland China, on its address', () => {
    const unknown = [...domestic.addresses, { region: '370200', detail: 'not a district' }];
    expect(given([created(A)]).when(edit({ addresses: unknown })).refusal).toEqual(
      invalid('customers.regionUnknown', 'addresses.1.region'),
    );
    expect(
      given([]).when(create({ ...domestic, addresses: [{ region: '999999', detail: 'x' }] })).refusal,
    ).toEqual(invalid('customers.regionUnknown', 'addresses.0.region'));
  });

  it("takes a foreign customer's region as text, and wants a district from a domestic one", () => {
    const hamburg = [{ region: 'Germany, Hamburg', detail: 'Hafenstraße 1' }];
    given([created(A, T0, foreign)])
      .when(edit({ addresses: hamburg }))
      .thenMatches([{ type: 'CustomerEdited' }]);
    expect(given([created(A)]).when(edit({ addresses: hamburg })).refusal).toEqual(
      invalid('customers.regionInvalid', 'addresses.0.region'),
    );
    // Turning a foreign customer with such an address domestic needs the address picked again.
    expect(
      given([created(A, T0, { ...foreign, addresses: hamburg })]).when(
        edit({ domestic: true, phone: '13812345678' }),
      ).refusal,
    ).toEqual(invalid('customers.regionInvalid', 'addresses.0.region'));
  });

  it('refuses a blank name, on the name field', () => {
    expect(given([created(A)]).when(edit({ name: '  ' })).refusal).toEqual(
      invalid('validation.required', 'name'),
    );
  });

  it('refuses a phone that is no mainland mobile for a domestic customer, on the phone field', () => {
    expect(given([created(A)]).when(edit({ phone: '02079460958x' })).refusal).toEqual(
      invalid('check.mobile', 'phone'),
    );
  });

  it('checks the phone against the domestic flag after the edit', () => {
    // A foreign number becomes acceptable once the customer is marked foreign in the same edit...
    given([created(A)])
      .when(edit({ phone: '+44 20 7946 0958', domestic: false }))
      .then([
        {
          type: 'CustomerEdited',
          data: {
            changes: [
              { field: 'phone', from: '13812345678', to: '+44 20 7946 0958' },
              { field: 'domestic', from: true, to: false },
            ],
          },
        },
      ]);
    // ...and a foreign customer's number is refused once it is marked domestic.
    expect(given([created(A, T0, foreign)]).when(edit({ domestic: true })).refusal).toEqual(
      invalid('check.mobile', 'phone'),
    );
    expect(given([created(A, T0, foreign)]).when(edit({ phone: '1234' })).refusal).toEqual(
      invalid('customers.phoneInvalid', 'phone'),
    );
  });

  it('lets a customer in the high seas be edited', () => {
    given([created(null)])
      .when(edit({ responsible: 'Zhao' }))
      .then([
        { type: 'CustomerEdited', data: { changes: [{ field: 'responsible', from: 'Wang', to: 'Zhao' }] } },
      ]);
  });
});

describe('claiming a customer from the high seas', () => {
  it('gives a customer in the high seas to the salesman who claims it', () => {
    given([created(null)])
      .when(claim(A.id, day(0, 1)))
      .then([claimed(A, day(0, 1))]);
    expect(stateAfter([created(null), claimed(A, day(2))])).toMatchObject({ owner: A, ownedSince: day(2) });
    expect(claimRefusal(stateAfter([created(null)]), A.id, T0, SETTINGS)).toBeNull();
  });

  it('refuses a customer that is already yours', () => {
    expect(given([created(A)]).when(claim(A.id, day(1))).refusal).toEqual({
      code: 'CUSTOMER.ALREADY_YOURS',
      messageKey: 'customers.alreadyYours',
      params: {},
      field: undefined,
    });
  });

  it.each([
    ['a salesman', A],
    ['a trader', TRADER],
  ])('refuses a customer someone else owns (%s), without naming them', (_who, owner) => {
    const refused = given([created(owner)]).when(claim(B.id, day(1))).refusal;
    expect(refused).toEqual({
      code: 'CUSTOMER.TAKEN',
      messageKey: 'customers.takenByOther',
      params: {},
      field: undefined,
    });
  });

  describe('the protection period after a release', () => {
    const R = day(10);
    const history = [created(A), released(A.id, R)];
    const protectedRefusal = {
      code: 'CUSTOMER.PROTECTED',
      messageKey: 'customers.protected',
      params: {},
      field: undefined,
    };

    it('refuses everybody one millisecond before the period ends', () => {
      expect(given(history).when(claim(B.id, plus(R, 1, -1))).refusal).toEqual(protectedRefusal);
      expect(given(history).when(claim(B.id, R)).refusal).toEqual(protectedRefusal);
    });

    it('lets another salesman claim at the very end of the period', () => {
      given(history)
        .when(claim(B.id, plus(R, 1)))
        .then([claimed(B, plus(R, 1))]);
    });

    it('lasts as many days as the settings say', () => {
      const settings = { ...SETTINGS, protectionDays: 3 };
      expect(given(history).when(claim(B.id, plus(R, 3, -1), settings)).refusal).toEqual(protectedRefusal);
      given(history)
        .when(claim(B.id, plus(R, 3), settings))
        .then([claimed(B, plus(R, 3))]);
    });

    it('does not exist when the settings give it no days', () => {
      given(history)
        .when(claim(B.id, R, { ...SETTINGS, protectionDays: 0 }))
        .then([claimed(B, R)]);
    });

    it('answers its end only while the customer is in the high seas', () => {
      expect(protectedUntil(stateAfter(history), SETTINGS)).toBe(plus(R, 1));
      expect(protectedUntil(stateAfter([...history, claimed(B, plus(R, 2))]), SETTINGS)).toBeNull();
      expect(protectedUntil(stateAfter([created(null)]), SETTINGS)).toBeNull();
    });

    it('follows every kind of release', () => {
      for (const reason of ['owner', 'supervisor', 'no-order'] as const) {
        const events = [created(A), released(A.id, R, reason)];
        expect(given(events).when(claim(B.id, plus(R, 0, 1))).refusal).toEqual(protectedRefusal);
      }
    });

    it('applies to the previous owner too, before the cool-down', () => {
      expect(given(history).when(claim(A.id, plus(R, 0, 1))).refusal).toEqual(protectedRefusal);
    });
  });

  describe("the previous owner's cool-down", () => {
    const R = day(10);
    const history = [created(A), released(A.id, R)];
    const AGAIN = plus(R, 30); // 2027-01-01T08:00:00.000Z
    const cooldown = {
      code: 'CUSTOMER.COOLDOWN',
      messageKey: 'customers.cooldown',
      params: { date: '2027-01-02' },
      field: undefined,
    };

    it('refuses the previous owner after the protection period, naming the date they may claim again', () => {
      expect(AGAIN).toBe('2027-01-01T08:00:00.000Z');
      expect(given(history).when(claim(A.id, plus(R, 1))).refusal).toEqual(cooldown);
      expect(given(history).when(claim(A.id, plus(R, 30, -1))).refusal).toEqual(cooldown);
    });

    it('lets the previous owner claim it back when the cool-down has passed', () => {
      given(history)
        .when(claim(A.id, AGAIN))
        .then([claimed(A, AGAIN)]);
    });

    it('does not stop anybody else', () => {
      given(history)
        .when(claim(B.id, plus(R, 1)))
        .then([claimed(B, plus(R, 1))]);
      expect(claimRefusal(stateAfter(history), B.id, plus(R, 1), SETTINGS)).toBeNull();
    });

    it('lasts as many days as the settings say', () => {
      const settings = { ...SETTINGS, cooldownDays: 5 };
      expect(given(history).when(claim(A.id, plus(R, 5, -1), settings)).refusal).toEqual({
        ...cooldown,
        // The first whole day on which the claim goes through: R is mid-morning, so the day after.
        params: { date: plus(R, 6).slice(0, 10) },
      });
      given(history)
        .when(claim(A.id, plus(R, 5), settings))
        .then([claimed(A, plus(R, 5))]);
    });

    it('follows a release by a supervisor and an automatic release as well', () => {
      for (const reason of ['supervisor', 'no-order'] as const) {
        const events = [created(A), released(A.id, R, reason)];
        expect(given(events).when(claim(A.id, plus(R, 2))).refusal).toEqual(cooldown);
      }
    });

    it('gives the same refusal through claimRefusal as through the command', () => {
      const refused = claimRefusal(stateAfter(history), A.id, plus(R, 2), SETTINGS);
      expect(refused).toBeInstanceOf(DomainError);
      expect({
        code: refused?.code,
        messageKey: refused?.messageKey,
        params: refused?.params,
        field: refused?.field,
      }).toEqual(cooldown);
    });
  });
});

describe('releasing a customer to the high seas', () => {
  it('lets the owner release their customer', () => {
    given([created(A)])
      .when(release(A.id, day(5)))
      .then([released(A.id, day(5), 'owner')]);
  });

  it('lets a supervisor release any customer, as the release of its owner', () => {
    given([created(A)])
      .when(release(null, day(5)))
      .then([released(A.id, day(5), 'supervisor')]);
    given([created(TRADER)])
      .when(release(null, day(5)))
      .then([released(TRADER.id, day(5), 'supervisor')]);
  });

  it('leaves the customer without owner and remembers when and from whom', () => {
    expect(stateAfter([created(A), released(A.id, day(5))])).toMatchObject({
      owner: null,
      ownedSince: null,
      releasedAt: day(5),
      releasedFrom: A.id,
    });
  });

  it("drops a trader's grade with the release", () => {
    expect(stateAfter([created(TRADER), graded('grade-1'), released(TRADER.id, day(5))]).gradeId).toBeNull();
  });

  it('refuses a salesman who does not own the customer', () => {
    expect(given([created(A)]).when(release(B.id, day(5))).refusal).toEqual({
      code: 'CUSTOMER.NOT_YOURS',
      messageKey: 'customers.notYours',
      params: {},
      field: undefined,
    });
  });

  it.each([
    ['by a salesman', A.id],
    ['by a supervisor', null],
  ])('refuses to release a customer already in the high seas (%s)', (_who, by) => {
    const inHighSeas = {
      code: 'CUSTOMER.IN_HIGH_SEAS',
      messageKey: 'customers.inHighSeas',
      params: {},
      field: undefined,
    };
    expect(given([created(null)]).when(release(by, day(5))).refusal).toEqual(inHighSeas);
    expect(given([created(A), released(A.id, day(1))]).when(release(by, day(5))).refusal).toEqual(inHighSeas);
  });
});

describe('reassigning a customer', () => {
  it('moves the customer to the new owner, owned since the reassignment', () => {
    given([created(A)])
      .when(reassign(B, day(3)))
      .then([reassigned(A.id, B, day(3))]);
    expect(stateAfter([created(A), reassigned(A.id, B, day(3))])).toMatchObject({
      owner: B,
      ownedSince: day(3),
    });
  });

  it('assigns a customer of the high seas, protection period or not', () => {
    const events = [created(A), released(A.id, day(1))];
    given(events)
      .when(reassign(A, day(1, 1)))
      .then([reassigned(null, A, day(1, 1))]);
    given([created(null)])
      .when(reassign(TRADER, day(1)))
      .then([reassigned(null, TRADER, day(1))]);
  });

  it('answers no event when the customer already has that owner', () => {
    given([created(A)])
      .when(reassign(A, day(3)))
      .then([]);
    given([created(A)])
      .when(reassign({ id: A.id, role: 'OperatorIndex' }, day(3)))
      .then([]);
  });
});

describe('trader grades on a customer', () => {
  it("sets and changes a trader-owned customer's grade, with the grade before", () => {
    given([created(TRADER)])
      .when(setGrade('grade-1'))
      .then([graded('grade-1', null)]);
    given([created(TRADER), graded('grade-1')])
      .when(setGrade('grade-2'))
      .then([graded('grade-2', 'grade-1')]);
    expect(stateAfter([created(TRADER), graded('grade-1'), graded('grade-2', 'grade-1')]).gradeId).toBe(
      'grade-2',
    );
  });

  it('answers no event when the grade does not change', () => {
    given([created(TRADER), graded('grade-1')])
      .when(setGrade('grade-1'))
      .then([]);
    given([created(TRADER)])
      .when(setGrade(null))
      .then([]);
  });

  it('clears a grade', () => {
    given([created(TRADER), graded('grade-1')])
      .when(setGrade(null))
      .then([graded(null, 'grade-1')]);
  });

  it.each([
    ["a salesman's customer", [created(A)]],
    ['a customer in the high seas', [created(null)]],
    [
      'a customer reassigned from a trader to a salesman',
      [created(TRADER), reassigned(TRADER.id, A, day(1))],
    ],
  ])('refuses a grade for %s, on the gradeId field', (_what, events) => {
    expect(given(events).when(setGrade('grade-1')).refusal).toEqual({
      code: 'CUSTOMER.GRADE_FOR_TRADERS',
      messageKey: 'customers.gradeForTraders',
      params: {},
      field: 'gradeId',
    });
  });

  it('grades a customer reassigned to a trader', () => {
    given([created(A), reassigned(A.id, TRADER, day(1))])
      .when(setGrade('grade-1'))
      .then([graded('grade-1', null)]);
  });
});

describe('the daily ownership review', () => {
  const DUE = day(90); // 2027-02-20T08:00:00.000Z
  const WARN_FROM = day(83);

  it('tells /Home whose owner the review warns: owned since the cut-off or earlier', () => {
    const ownedSince = stateAfter([created(A)]).ownedSince!;
    expect(warnedIfOwnedSince(WARN_FROM, SETTINGS) >= ownedSince).toBe(true);
    expect(warnedIfOwnedSince(day(82), SETTINGS) >= ownedSince).toBe(false);
    given([created(A)])
      .when(review(WARN_FROM))
      .then([warned(A.id, DUE, WARN_FROM)]);
    given([created(A)])
      .when(review(day(82)))
      .then([]);
  });

  it('answers when the automatic release would take the customer back', () => {
    expect(releaseOn(stateAfter([created(A)]), SETTINGS)).toBe(DUE);
    expect(releaseOn(stateAfter([created(null)]), SETTINGS)).toBeNull();
    expect(releaseOn(stateAfter([created(null), claimed(A, day(10))]), SETTINGS)).toBe(day(100));
  });

  it('does nothing before the warning days', () => {
    given([created(A)])
      .when(review(day(1)))
      .then([]);
    given([created(A)])
      .when(review(plus(WARN_FROM, 0, -1)))
      .then([]);
  });

  it('warns the owner warnDaysBefore days ahead of the release', () => {
    given([created(A)])
      .when(review(WARN_FROM))
      .then([warned(A.id, DUE, WARN_FROM)]);
    given([created(A)])
      .when(review(day(89)))
      .then([warned(A.id, DUE, day(89))]);
  });

  it('warns once per release date', () => {
    const history = [created(A), warned(A.id, DUE, WARN_FROM)];
    given(history)
      .when(review(day(84)))
      .then([]);
    given(history)
      .when(review(plus(DUE, 0, -1)))
      .then([]);
  });

  it('warns again when a change of the settings moves the release date', () => {
    const history = [created(A), warned(A.id, DUE, WARN_FROM)];
    const settings = { ...SETTINGS, releaseDays: 100 };
    given(history)
      .when(review(day(93), settings))
      .then([warned(A.id, day(100), day(93))]);
  });

  it('releases the customer when the limit has passed, as a no-order release', () => {
    const history = [created(A), warned(A.id, DUE, WARN_FROM)];
    given(history)
      .when(review(DUE))
      .then([released(A.id, DUE, 'no-order')]);
    given([created(A)])
      .when(review(day(400)))
      .then([released(A.id, day(400), 'no-order')]);
  });

  it('starts the cool-down and protection of the previous owner with the automatic release', () => {
    const history = [created(A), released(A.id, DUE, 'no-order')];
    expect(given(history).when(claim(B.id, plus(DUE, 0, 1))).refusal.code).toBe('CUSTOMER.PROTECTED');
    expect(given(history).when(claim(A.id, plus(DUE, 2))).refusal.code).toBe('CUSTOMER.COOLDOWN');
  });

  it('counts from the claim and warns the new owner again after a re-claim', () => {
    const history = [
      created(A),
      warned(A.id, DUE, WARN_FROM),
      released(A.id, day(84), 'owner'),
      claimed(B, day(86)),
    ];
    expect(stateAfter(history).warnedFor).toBeNull();
    given(history)
      .when(review(day(95)))
      .then([]);
    given(history)
      .when(review(day(169)))
      .then([warned(B.id, day(176), day(169))]);
    given([...history, warned(B.id, day(176), day(169))])
      .when(review(day(170)))
      .then([]);
    given(history)
      .when(review(day(176)))
      .then([released(B.id, day(176), 'no-order')]);
  });

  it('warns again after the previous owner claims the customer back', () => {
    const history = [
      created(A),
      warned(A.id, DUE, WARN_FROM),
      released(A.id, DUE, 'no-order'),
      claimed(A, day(120)),
    ];
    given(history)
      .when(review(day(203)))
      .then([warned(A.id, day(210), day(203))]);
  });

  it('counts from a reassignment and warns the new owner', () => {
    const history = [created(A), warned(A.id, DUE, WARN_FROM), reassigned(A.id, B, day(85))];
    expect(stateAfter(history).warnedFor).toBeNull();
    given(history).when(review(DUE)).then([]);
    given(history)
      .when(review(day(168)))
      .then([warned(B.id, day(175), day(168))]);
  });

  it('never releases or warns for a trader-owned customer', () => {
    given([created(TRADER)])
      .when(review(WARN_FROM))
      .then([]);
    given([created(TRADER)])
      .when(review(DUE))
      .then([]);
    given([created(TRADER)])
      .when(review(day(1000)))
      .then([]);
    given([created(A), reassigned(A.id, TRADER, day(1))])
      .when(review(day(1000)))
      .then([]);
  });

  it('does nothing for a customer in the high seas', () => {
    given([created(null)])
      .when(review(day(1000)))
      .then([]);
    given([created(A), released(A.id, day(5))])
      .when(review(day(1000)))
      .then([]);
  });

  it('releases without warning when the settings warn no days before', () => {
    const settings = { ...SETTINGS, warnDaysBefore: 0 };
    given([created(A)])
      .when(review(plus(DUE, 0, -1), settings))
      .then([]);
    given([created(A)])
      .when(review(DUE, settings))
      .then([released(A.id, DUE, 'no-order')]);
  });

  it('remembers the release date warned of', () => {
    expect(stateAfter([created(A), warned(A.id, DUE, WARN_FROM)]).warnedFor).toBe(DUE);
    expect(stateAfter([created(A), warned(A.id, DUE, WARN_FROM), released(A.id, DUE)]).warnedFor).toBeNull();
  });
});

describe('findings of the review', () => {
  const trader: Owner = { id: 'trader-x', role: 'Traders' };

  it("drops the grade when a trade customer's customer moves to a salesman", () => {
    const graded: CustomerEvent = { type: 'CustomerGradeSet', data: { gradeId: 'g1', from: null } };
    expect(stateAfter([created(trader), graded, reassigned(trader.id, A, T0)]).gradeId).toBeNull();
    expect(
      stateAfter([created(trader), graded, reassigned(trader.id, { id: 't2', role: 'Traders' }, T0)]).gradeId,
    ).toBe('g1');
  });

  it('counts digits in a foreign phone: no digits is no phone, spaces do not count', () => {
    const foreign = (phone: string) => () =>
      given([]).when({
        type: 'CreateCustomer',
        data: {
          id: 'x',
          code: 'Q000001',
          area: 'Q',
          fields: { ...domestic, domestic: false, phone },
          owner: null,
          term: 'x',
          at: T0,
        },
      }).events;
    expect(refusalOf(foreign('-----')).field).toBe('phone');
    expect(foreign('+86 532 8888 7777 12')).not.toThrow();
  });
});

describe('ownership terms', () => {
  it('names each ownership: the creation, a claim, an assignment; a release names the one it ends', () => {
    const [create1] = givenWithTerms([]).when(create(domestic)).events;
    expect(create1!.data).toMatchObject({ term: ID });
    expect(stateAfter([create1!]).ownerTerm).toBe(ID);
    const [gone] = givenWithTerms([create1!]).when(release(A.id, T0)).events;
    expect(gone!.data).toMatchObject({ term: ID });
    const [moved] = givenWithTerms([create1!]).when(reassign(B, T0, 'assign-1')).events;
    expect(moved!.data).toMatchObject({ fromTerm: ID, term: 'assign-1' });
    expect(stateAfter([create1!, moved!]).ownerTerm).toBe('assign-1');
  });

  it('answers no event for a claim run again under its own term, and refuses another claim of the owner', () => {
    const later = '2026-12-30T00:00:00.000Z';
    const history = [
      created(null),
      { ...claimed(A, later), data: { owner: A, at: later, term: 'c1' } } as CustomerEvent,
    ];
    expect(givenWithTerms(history).when(claim(A.id, later, SETTINGS, 'c1')).events).toEqual([]);
    expect(given(history).when(claim(A.id, later, SETTINGS, 'c2')).refusal).toMatchObject({
      code: 'CUSTOMER.ALREADY_YOURS',
    });
  });

  it('answers no event for a creation run again with the same id', () => {
    const [event] = givenWithTerms([]).when(create(domestic)).events;
    expect(givenWithTerms([event!]).when(create(domestic)).events).toEqual([]);
  });

  it('reads customers created before terms as the term ""', () => {
    expect(stateAfter([created(A)]).ownerTerm).toBe('');
  });
});

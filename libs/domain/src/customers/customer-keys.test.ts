import { type HighSeasSettings, DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { type Outcome, deciderSpec } from '../../../../test/support/decider-spec';
import { type Decider, fold } from '../shared/decider';
import type { HolderCommand, HolderEvent, HolderState } from '../shared/holder';
import {
  type CodeEvent,
  type HighSeasSettingsCommand,
  type HighSeasSettingsEvent,
  type TraderGradeCommand,
  type TraderGradeEvent,
  HIGH_SEAS_SETTINGS_STREAM,
  customerCodeDecider,
  customerCodesStream,
  customerEnterpriseDecider,
  customerEnterpriseStream,
  customerPhoneDecider,
  customerPhoneStream,
  highSeasSettingsDecider,
  traderGradeDecider,
  traderGradeStream,
} from './customer-keys';

/** The refusal with the error's own message, which must not name anyone either. */
const refusalWithMessage = (outcome: Outcome<unknown>) => ({
  ...outcome.refusal,
  message: outcome.error.message,
});

// ---------------------------------------------------------------- duplicate checks

type HolderEvents = { type: string; data: { key: string; holder: string } };
/** Either holder decider, its event names widened so one table of cases serves both. */
const widened = <Reserved extends string, Released extends string>(
  decider: Decider<HolderState, HolderCommand, HolderEvent<Reserved, Released>>,
) => decider as unknown as Decider<HolderState, HolderCommand, HolderEvents>;

const holderCases: {
  name: string;
  decider: Decider<HolderState, HolderCommand, HolderEvents>;
  key: string;
  otherSpelling: string;
  reserved: string;
  released: string;
  refusal: { code: string; messageKey: string; field: string };
}[] = [
  {
    name: 'phone',
    decider: widened(customerPhoneDecider),
    key: '13812345678',
    otherSpelling: '138 1234-5678',
    reserved: 'CustomerPhoneReserved',
    released: 'CustomerPhoneReleased',
    refusal: { code: 'CUSTOMER.DUPLICATE_PHONE', messageKey: 'customers.duplicatePhone', field: 'phone' },
  },
  {
    name: 'enterprise',
    decider: widened(customerEnterpriseDecider),
    key: 'Qingdao Bags',
    otherSpelling: '  QINGDAO   bags ',
    reserved: 'CustomerEnterpriseReserved',
    released: 'CustomerEnterpriseReleased',
    refusal: {
      code: 'CUSTOMER.DUPLICATE_ENTERPRISE',
      messageKey: 'customers.duplicateEnterprise',
      field: 'enterprise',
    },
  },
];

describe.each(holderCases)('the customer $name duplicate check', (c) => {
  const { given } = deciderSpec(c.decider);
  const OWNER = 'cust-1';
  const reserved = { type: c.reserved, data: { key: c.key, holder: OWNER } };
  const released = { type: c.released, data: { key: c.key, holder: OWNER } };

  it('reserves a free value for a customer', () => {
    given([])
      .when({ type: 'Reserve', data: { key: c.key, holder: OWNER } })
      .then([reserved]);
    expect(fold(c.decider, [reserved]).holder).toBe(OWNER);
  });

  it('answers no event when the same customer reserves it again', () => {
    given([reserved])
      .when({ type: 'Reserve', data: { key: c.otherSpelling, holder: OWNER } })
      .then([]);
  });

  it('refuses it to another customer on its field, naming no owner', () => {
    const refused = refusalWithMessage(
      given([reserved]).when({ type: 'Reserve', data: { key: c.otherSpelling, holder: 'cust-2' } }),
    );
    expect(refused).toEqual({ ...c.refusal, params: {}, message: c.refusal.code });
    expect(JSON.stringify(refused)).not.toContain(OWNER);
  });

  it('answers no event when someone who does not hold it releases it, and keeps the holder', () => {
    const stray = { type: 'Release' as const, data: { key: c.key, holder: 'cust-2' } };
    given([reserved]).when(stray).then([]);
    given([]).when(stray).then([]);
    expect(fold(c.decider, [reserved, { type: c.released, data: stray.data }]).holder).toBe(OWNER);
  });

  it('frees the value when its holder releases it, for another customer to reserve', () => {
    given([reserved])
      .when({ type: 'Release', data: { key: c.key, holder: OWNER } })
      .then([released]);
    expect(fold(c.decider, [reserved, released]).holder).toBeNull();
    given([reserved, released])
      .when({ type: 'Reserve', data: { key: c.key, holder: 'cust-2' } })
      .then([{ type: c.reserved, data: { key: c.key, holder: 'cust-2' } }]);
  });
});

describe('duplicate check streams', () => {
  it.each([
    ['13812345678', 'customer-phone-13812345678'],
    ['138 1234 5678', 'customer-phone-13812345678'],
    ['138-1234-5678', 'customer-phone-13812345678'],
    ['(138) 1234 5678', 'customer-phone-13812345678'],
    ['+44 20 7946 0958', 'customer-phone-+442079460958'],
  ])('names the phone %j stream %s', (phone, stream) => {
    expect(customerPhoneStream(phone)).toBe(stream);
  });

  it('keeps different numbers apart', () => {
    expect(customerPhoneStream('13812345678')).not.toBe(customerPhoneStream('13812345679'));
  });

  it.each([
    ['Qingdao Bags', 'customer-enterprise-qingdao bags'],
    ['  QINGDAO   Bags  ', 'customer-enterprise-qingdao bags'],
    ['qingdao\tbags', 'customer-enterprise-qingdao bags'],
    ['青岛包装有限公司', 'customer-enterprise-青岛包装有限公司'],
  ])('names the enterprise %j stream %s', (name, stream) => {
    expect(customerEnterpriseStream(name)).toBe(stream);
  });

  it('keeps different enterprises apart', () => {
    expect(customerEnterpriseStream('Qingdao Bags')).not.toBe(customerEnterpriseStream('Qingdao Bag'));
  });
});

// ---------------------------------------------------------------- customer codes

describe('customer codes', () => {
  const issue = (events: CodeEvent[], customerId: string, area: 'Q' | 'L' | 'T' = 'Q') =>
    customerCodeDecider.decide(
      { type: 'IssueCustomerCode', data: { area, customerId } },
      fold(customerCodeDecider, events),
    );
  const issued = (code: string, customerId: string): CodeEvent => ({
    type: 'CustomerCodeIssued',
    data: { code, customerId },
  });

  it('names one stream per area', () => {
    expect(customerCodesStream('Q')).toBe('customer-codes-Q');
    expect(customerCodesStream('L')).toBe('customer-codes-L');
  });

  it('issues the area letter and a six-digit sequence, starting at 1', () => {
    expect(issue([], 'c1')).toEqual([issued('Q000001', 'c1')]);
    expect(issue([issued('Q000001', 'c1')], 'c2')).toEqual([issued('Q000002', 'c2')]);
  });

  it('answers no new code for a customer that already has one', () => {
    const history = [issued('Q000001', 'c1'), issued('Q000002', 'c2')];
    expect(issue(history, 'c1')).toEqual([]);
    expect(issue(history, 'c2')).toEqual([]);
    expect(issue(history, 'c3')).toEqual([issued('Q000003', 'c3')]);
  });

  it('keeps a sequence per area', () => {
    expect(issue([], 'c1', 'L')).toEqual([issued('L000001', 'c1')]);
    expect(issue([], 'c1', 'T')).toEqual([issued('T000001', 'c1')]);
  });

  it('remembers which customer got which code', () => {
    expect(fold(customerCodeDecider, [issued('Q000001', 'c1'), issued('Q000002', 'c2')])).toEqual({
      issued: 2,
      byCustomer: { c1: 'Q000001', c2: 'Q000002' },
    });
  });

  it('goes on past the tenth and the hundredth code', () => {
    const history = Array.from({ length: 99 }, (_, i) =>
      issued(`Q${String(i + 1).padStart(6, '0')}`, `c${i + 1}`),
    );
    expect(issue(history.slice(0, 9), 'c10')).toEqual([issued('Q000010', 'c10')]);
    expect(issue(history, 'c100')).toEqual([issued('Q000100', 'c100')]);
  });
});

// ---------------------------------------------------------------- high-seas settings

describe('high-seas settings', () => {
  const { given } = deciderSpec(highSeasSettingsDecider);
  const initialized: HighSeasSettingsEvent = {
    type: 'HighSeasSettingsInitialized',
    data: { values: DEFAULT_HIGH_SEAS_SETTINGS },
  };
  const change = (changes: Partial<HighSeasSettings>): HighSeasSettingsCommand => ({
    type: 'ChangeHighSeasSettings',
    data: { changes },
  });

  it('has one stream', () => {
    expect(HIGH_SEAS_SETTINGS_STREAM).toBe('highseas-settings');
  });

  it('starts from the defaults of the domain rules', () => {
    expect(fold(highSeasSettingsDecider, []).values).toEqual({
      releaseDays: 90,
      maxOwned: 200,
      maxClaimsPerDay: 10,
      protectionDays: 1,
      cooldownDays: 30,
      warnDaysBefore: 7,
    });
  });

  it('initialises to the defaults once', () => {
    given([]).when({ type: 'InitializeHighSeasSettings', data: {} }).then([initialized]);
    given([initialized]).when({ type: 'InitializeHighSeasSettings', data: {} }).then([]);
    const changed: HighSeasSettingsEvent = {
      type: 'HighSeasSettingsChanged',
      data: { changes: [{ field: 'maxOwned', from: 200, to: 300 }] },
    };
    given([initialized, changed]).when({ type: 'InitializeHighSeasSettings', data: {} }).then([]);
  });

  it('records a change with the value before and after', () => {
    given([initialized])
      .when(change({ maxOwned: 300 }))
      .then([
        { type: 'HighSeasSettingsChanged', data: { changes: [{ field: 'maxOwned', from: 200, to: 300 }] } },
      ]);
  });

  it('records only the real changes', () => {
    given([initialized])
      .when(change({ releaseDays: 90, cooldownDays: 15, protectionDays: 0 }))
      .then([
        {
          type: 'HighSeasSettingsChanged',
          data: {
            changes: [
              { field: 'cooldownDays', from: 30, to: 15 },
              { field: 'protectionDays', from: 1, to: 0 },
            ],
          },
        },
      ]);
  });

  it('answers no event when nothing changes', () => {
    given([initialized]).when(change({})).then([]);
    given([initialized])
      .when(change({ ...DEFAULT_HIGH_SEAS_SETTINGS }))
      .then([]);
    given([initialized])
      .when(change({ maxOwned: undefined }))
      .then([]);
  });

  it('folds the changes into the values', () => {
    const events = [
      initialized,
      ...given([initialized]).when(change({ maxClaimsPerDay: 5, warnDaysBefore: 3 })).events,
    ];
    expect(fold(highSeasSettingsDecider, events)).toEqual({
      initialized: true,
      values: { ...DEFAULT_HIGH_SEAS_SETTINGS, maxClaimsPerDay: 5, warnDaysBefore: 3 },
    });
    given(events)
      .when(change({ maxClaimsPerDay: 5 }))
      .then([]);
    given(events)
      .when(change({ maxClaimsPerDay: 10 }))
      .then([
        {
          type: 'HighSeasSettingsChanged',
          data: { changes: [{ field: 'maxClaimsPerDay', from: 5, to: 10 }] },
        },
      ]);
  });
});

// ---------------------------------------------------------------- trader grades

describe('trader grades', () => {
  const { given } = deciderSpec(traderGradeDecider);
  const ID = 'grade-1';
  const gradeCreated: TraderGradeEvent = {
    type: 'TraderGradeCreated',
    data: { id: ID, name: 'Gold', factor: '1.05' },
  };
  const deleted: TraderGradeEvent = { type: 'TraderGradeDeleted', data: { id: ID } };
  const changeTo = (name: string, factor: string): TraderGradeCommand => ({
    type: 'ChangeTraderGrade',
    data: { id: ID, name, factor },
  });
  const NOT_FOUND = {
    code: 'GRADE.NOT_FOUND',
    messageKey: 'common.notFound',
    params: {},
    field: undefined,
    message: 'GRADE.NOT_FOUND',
  };

  it('names one stream per grade', () => {
    expect(traderGradeStream(ID)).toBe('tradergrade-grade-1');
  });

  it('creates a grade with its name and factor', () => {
    given([])
      .when({ type: 'CreateTraderGrade', data: { id: ID, name: 'Gold', factor: '1.05' } })
      .then([gradeCreated]);
    expect(fold(traderGradeDecider, [gradeCreated])).toEqual({
      exists: true,
      deleted: false,
      name: 'Gold',
      factor: '1.05',
    });
  });

  it('refuses to create a grade twice, deleted or not', () => {
    const conflict = {
      code: 'GRADE.EXISTS',
      messageKey: 'common.conflict',
      params: {},
      field: undefined,
      message: 'GRADE.EXISTS',
    };
    const create: TraderGradeCommand = {
      type: 'CreateTraderGrade',
      data: { id: ID, name: 'Silver', factor: '1' },
    };
    expect(refusalWithMessage(given([gradeCreated]).when(create))).toEqual(conflict);
    expect(refusalWithMessage(given([gradeCreated, deleted]).when(create))).toEqual(conflict);
  });

  it('records a change with the name and factor before', () => {
    given([gradeCreated])
      .when(changeTo('Platinum', '1.1'))
      .then([
        {
          type: 'TraderGradeChanged',
          data: { id: ID, name: 'Platinum', factor: '1.1', from: { name: 'Gold', factor: '1.05' } },
        },
      ]);
    given([gradeCreated])
      .when(changeTo('Gold', '1.0500'))
      .then([
        {
          type: 'TraderGradeChanged',
          data: { id: ID, name: 'Gold', factor: '1.0500', from: { name: 'Gold', factor: '1.05' } },
        },
      ]);
  });

  it('answers no event when neither name nor factor changes', () => {
    given([gradeCreated]).when(changeTo('Gold', '1.05')).then([]);
  });

  it('folds a change into the grade', () => {
    const events = [gradeCreated, ...given([gradeCreated]).when(changeTo('Platinum', '1.1')).events];
    expect(fold(traderGradeDecider, events)).toMatchObject({ name: 'Platinum', factor: '1.1' });
    given(events).when(changeTo('Platinum', '1.1')).then([]);
  });

  it('deletes a grade', () => {
    given([gradeCreated])
      .when({ type: 'DeleteTraderGrade', data: { id: ID } })
      .then([deleted]);
    expect(fold(traderGradeDecider, [gradeCreated, deleted])).toMatchObject({ exists: true, deleted: true });
  });

  it.each([
    ['a grade never created', [] as TraderGradeEvent[]],
    ['a deleted grade', [gradeCreated, deleted]],
  ])('refuses to change or delete %s', (_what, events) => {
    expect(refusalWithMessage(given(events).when(changeTo('Gold', '1.05')))).toEqual(NOT_FOUND);
    expect(refusalWithMessage(given(events).when({ type: 'DeleteTraderGrade', data: { id: ID } }))).toEqual(
      NOT_FOUND,
    );
  });
});

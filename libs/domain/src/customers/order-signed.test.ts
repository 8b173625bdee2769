import type { CustomerFields, HighSeasSettings } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { type CustomerEvent, customerDecider, releaseOn } from './customer';

/** A signed order restarts the customer's high-seas release clock (domain rules, issue 15). */
const { given, stateAfter } = deciderSpec(customerDecider);
const T0 = '2026-08-01T08:00:00.000Z';
const LATER = '2026-10-20T08:00:00.000Z';
const SETTINGS: HighSeasSettings = {
  releaseDays: 90,
  maxOwned: 200,
  maxClaimsPerDay: 10,
  protectionDays: 1,
  cooldownDays: 30,
  warnDaysBefore: 7,
};
const created: CustomerEvent = {
  type: 'CustomerCreated',
  data: {
    id: 'c1',
    code: 'Q0001',
    area: 'Q',
    fields: { name: 'Tea' } as CustomerFields,
    owner: { id: 'sales-a', role: 'OperatorIndex' },
    at: T0,
    term: 't1',
  },
};
const signedBy = (owner: string, at = LATER) =>
  ({ type: 'RecordOrderSigned', data: { orderId: 'o1', owner, at } }) as const;

describe("a signed order and the customer's release clock", () => {
  it("restarts the clock of the owner's customer and clears a warning", () => {
    const signed: CustomerEvent = {
      type: 'CustomerOrderSigned',
      data: { orderId: 'o1', owner: 'sales-a', at: LATER },
    };
    given([created]).when(signedBy('sales-a')).then([signed]);
    const warned: CustomerEvent = {
      type: 'CustomerReleaseWarned',
      data: { owner: 'sales-a', releaseOn: '2026-10-30T08:00:00.000Z', at: LATER },
    };
    const state = stateAfter([created, warned, signed]);
    expect(state.ownedSince).toBe(LATER);
    expect(state.warnedFor).toBeNull();
    expect(releaseOn(state, SETTINGS)).toBe('2027-01-18T08:00:00.000Z');
  });

  it("ignores another person's order, an older signing, and a customer in the high seas", () => {
    given([created]).when(signedBy('sales-b')).then([]);
    given([created]).when(signedBy('sales-a', '2026-07-01T00:00:00.000Z')).then([]);
    const released: CustomerEvent = {
      type: 'CustomerReleased',
      data: { from: 'sales-a', reason: 'owner', at: LATER, term: 't1' },
    };
    given([created, released]).when(signedBy('sales-a')).then([]);
  });
});

import type { CustomerFields, Role } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { type CustomerEvent, type CustomerState, customerDecider } from './customer';
import {
  type CustomerActor,
  changedValueFor,
  contactsFor,
  maskEmail,
  maskPhone,
  seesContactsWhole,
  assertMayChange,
  areaForNew,
  assertMayClaim,
  customerAudience,
  customerScope,
  fieldsToEdit,
  inScope,
  listScope,
  mayFilterByOwner,
  ownerForNew,
  ownerRoleOf,
  wholeContactsScope,
} from './policies';

const actor = (role: Role, id = `${role}-1`): CustomerActor => ({ id, role, areacode: null });
const admin = actor('Admin');
const boss = actor('OperatorManage');
const salesA = actor('OperatorIndex', 'sales-a');
const salesB = actor('OperatorIndex', 'sales-b');
const trader = actor('Traders', 'trader-1');

const customerOf = (owner: CustomerState['owner'], exists = true): CustomerState => ({
  ...customerDecider.initialState(),
  exists,
  id: 'c1',
  owner,
});
const ofSalesA = customerOf({ id: 'sales-a', role: 'OperatorIndex' });
const inHighSeas = customerOf(null);
const missing = customerOf(null, false);

const refusalOf = (act: () => unknown): string | undefined => {
  try {
    act();
    return undefined;
  } catch (error) {
    return `${(error as { code: string }).code} ${(error as { messageKey: string }).messageKey}`;
  }
};

describe('who reaches which customer', () => {
  it('lists: own customers for salesmen and traders, every owned one for supervisors; the high seas for those who sell or supervise', () => {
    expect(listScope(salesA, 'own')).toEqual({ kind: 'ownedBy', ownerId: 'sales-a' });
    expect(listScope(trader, 'own')).toEqual({ kind: 'ownedBy', ownerId: 'trader-1' });
    expect(listScope(boss, 'own')).toEqual({ kind: 'owned' });
    expect(listScope(admin, 'own')).toEqual({ kind: 'owned' });
    expect(listScope(salesA, 'high-seas')).toEqual({ kind: 'unowned' });
    expect(listScope(boss, 'high-seas')).toEqual({ kind: 'unowned' });
    expect(listScope(trader, 'high-seas')).toEqual({ kind: 'none' });
  });

  it('one customer: supervisors any, a salesman his own and the high seas, a trader only his own', () => {
    const owners = [null, { id: 'sales-a' }, { id: 'sales-b' }, { id: 'trader-1' }];
    const seen = (a: CustomerActor) => owners.map((o) => inScope(customerScope(a), o));
    expect(seen(admin)).toEqual([true, true, true, true]);
    expect(seen(boss)).toEqual([true, true, true, true]);
    expect(seen(salesA)).toEqual([true, true, false, false]);
    expect(seen(trader)).toEqual([false, false, false, true]);
  });

  it("answers another person's customer like one that does not exist, for a change and for a claim", () => {
    const notFound = 'CUSTOMER.NOT_FOUND common.notFound';
    expect(refusalOf(() => assertMayChange(salesB, ofSalesA))).toBe(notFound);
    expect(refusalOf(() => assertMayChange(trader, ofSalesA))).toBe(notFound);
    expect(refusalOf(() => assertMayChange(salesA, missing))).toBe(notFound);
    expect(refusalOf(() => assertMayChange(salesA, inHighSeas))).toBe(notFound);
    expect(refusalOf(() => assertMayChange(salesA, ofSalesA))).toBeUndefined();
    expect(refusalOf(() => assertMayChange(boss, ofSalesA))).toBeUndefined();

    expect(refusalOf(() => assertMayClaim(salesB, ofSalesA))).toBe(notFound);
    expect(refusalOf(() => assertMayClaim(salesB, missing))).toBe(notFound);
    expect(refusalOf(() => assertMayClaim(salesB, inHighSeas))).toBeUndefined();
    // His own and, for a supervisor, anyone's: the customer's own rules answer those.
    expect(refusalOf(() => assertMayClaim(salesA, ofSalesA))).toBeUndefined();
    expect(refusalOf(() => assertMayClaim(admin, ofSalesA))).toBeUndefined();
  });

  it('lets only a supervisor narrow their list to one owner', () => {
    expect(mayFilterByOwner(boss, 'own')).toBe(true);
    expect(mayFilterByOwner(boss, 'high-seas')).toBe(false);
    expect(mayFilterByOwner(salesA, 'own')).toBe(false);
  });
});

describe('who owns a new customer', () => {
  it('salesmen and traders own what they create and may not name someone else', () => {
    expect(ownerForNew(salesA, undefined)).toEqual({ owner: { id: 'sales-a', role: 'OperatorIndex' } });
    expect(ownerForNew(trader, 'trader-1')).toEqual({ owner: { id: 'trader-1', role: 'Traders' } });
    expect(refusalOf(() => ownerForNew(salesA, 'sales-b'))).toBe(
      'CUSTOMER.FIELD_NOT_ALLOWED account.fieldNotAllowed',
    );
  });

  it('supervisors create into the high seas or for the owner they name', () => {
    expect(ownerForNew(boss, undefined)).toEqual({ named: null });
    expect(ownerForNew(admin, 'sales-b')).toEqual({ named: 'sales-b' });
  });

  it('an owner is a salesman or a trade customer', () => {
    expect(ownerRoleOf(['OperatorIndex'])).toBe('OperatorIndex');
    expect(ownerRoleOf(['Traders'])).toBe('Traders');
    expect(ownerRoleOf(['Admin', 'OperatorManage'])).toBeNull();
  });
});

describe('who hears of a change to a customer', () => {
  it('supervisors always, the owners before and after, and the high-seas readers when it was or is in the high seas', () => {
    const moved = customerAudience({ id: 'sales-a' }, { id: 'sales-b' });
    expect(moved.users.sort()).toEqual(['sales-a', 'sales-b']);
    expect(moved.roles.sort()).toEqual(['Admin', 'OperatorManage']);
    const released = customerAudience({ id: 'sales-a' }, null);
    expect(released.users).toEqual(['sales-a']);
    expect(released.roles.sort()).toEqual(['Admin', 'OperatorIndex', 'OperatorManage']);
    expect(released.roles).not.toContain('Traders');
  });
});

describe("a new customer's area", () => {
  it("is T for a trade customer's, else the form's, else the creating salesman's own, else Q", () => {
    const trader1 = { id: 'trader-1', role: 'Traders' as const };
    const a = { id: 'sales-a', role: 'OperatorIndex' as const };
    expect(areaForNew(trader, trader1, 'L')).toBe('T');
    expect(areaForNew({ ...salesA, areacode: 'L' }, a, 'Q')).toBe('Q');
    expect(areaForNew({ ...salesA, areacode: 'L' }, a, undefined)).toBe('L');
    expect(areaForNew({ ...boss, areacode: 'L' }, a, undefined)).toBe('Q');
    expect(areaForNew(boss, null, undefined)).toBe('Q');
  });
});

describe('an edit', () => {
  it("changes the customer's fields; naming an area is refused, since it stays as created", () => {
    expect(fieldsToEdit({ name: 'New name' })).toEqual({ name: 'New name' });
    expect(refusalOf(() => fieldsToEdit({ name: 'x', area: 'L' }))).toBe(
      'CUSTOMER.FIELD_NOT_ALLOWED account.fieldNotAllowed',
    );
  });
});

describe('high-seas privacy', () => {
  it('masks a mainland mobile to its first 3 and last 4 digits, whatever separators it was typed with', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('138 1234-5678')).toBe('138****5678');
    expect(maskPhone('(139)12345678')).toBe('139****5678');
  });

  it('keeps only the last 4 digits of any other number, its shape as typed', () => {
    expect(maskPhone('+44 20 7946 0958')).toBe('+** ** **** 0958');
    expect(maskPhone('+8613812345678')).toBe('+*********5678');
    expect(maskPhone('0532-8888 1234')).toBe('****-**** 1234');
    expect(maskPhone('12345')).toBe('*2345');
    expect(maskPhone('')).toBe('');
  });

  it('masks an email to the first character of its local part, ***, and the domain', () => {
    expect(maskEmail('zhang.wei@example.com')).toBe('z***@example.com');
    expect(maskEmail('z@example.com')).toBe('z***@example.com');
    expect(maskEmail('王伟@例子.中国')).toBe('王***@例子.中国');
    expect(maskEmail('')).toBe('');
  });

  it('shows contacts whole to supervisors and the owner, masked to everyone else', () => {
    const contacts = { phone: '13812345678', email: 'zhang@example.com', name: 'Zhang' };
    const masked = { phone: '138****5678', email: 'z***@example.com', name: 'Zhang' };
    expect(contactsFor(salesB, null, contacts)).toEqual(masked);
    expect(contactsFor(salesA, { id: 'sales-a' }, contacts)).toEqual(contacts);
    expect(contactsFor(boss, null, contacts)).toEqual(contacts);
    expect(contactsFor(admin, { id: 'sales-b' }, contacts)).toEqual(contacts);
    expect(contactsFor(salesA, { id: 'sales-b' }, contacts)).toEqual(masked);
    expect(wholeContactsScope(salesA)).toEqual({ kind: 'ownedBy', ownerId: 'sales-a' });
    expect(wholeContactsScope(boss)).toEqual({ kind: 'all' });
  });

  it('masks the phones and emails of an edit on the timeline, and nothing else', () => {
    expect(changedValueFor(salesA, null, 'phone', '13912345678')).toBe('139****5678');
    expect(changedValueFor(salesA, null, 'email', 'li@example.cn')).toBe('l***@example.cn');
    expect(changedValueFor(salesA, null, 'name', 'Li')).toBe('Li');
    expect(changedValueFor(salesA, null, 'phone', null)).toBeNull();
    expect(changedValueFor(boss, null, 'phone', '13912345678')).toBe('13912345678');
  });

  it('masks a high-seas customer to a salesman until he claims it, and again once it is released', () => {
    const { stateAfter } = deciderSpec(customerDecider);
    const fields: CustomerFields = {
      name: 'Harbour Foods',
      gender: '',
      email: 'zhang@example.com',
      phone: '13812345678',
      enterprise: 'Harbour Foods Co.',
      domestic: true,
      source: 'Exhibition',
      logistics: '',
      addresses: [],
      responsible: '',
    };
    const at = '2026-11-22T08:00:00.000Z';
    const created: CustomerEvent = {
      type: 'CustomerCreated',
      data: { id: 'c1', code: 'Q000001', area: 'Q', fields, owner: null, at },
    };
    const claimed: CustomerEvent = {
      type: 'CustomerClaimed',
      data: { owner: { id: 'sales-a', role: 'OperatorIndex' }, at },
    };
    const released: CustomerEvent = {
      type: 'CustomerReleased',
      data: { from: 'sales-a', reason: 'owner', at },
    };
    const seen = (a: CustomerActor, events: CustomerEvent[]) => {
      const state = stateAfter(events);
      return contactsFor(a, state.owner, state.fields);
    };
    expect(seesContactsWhole(salesA, stateAfter([created]).owner)).toBe(false);
    expect(seen(salesA, [created])).toMatchObject({ phone: '138****5678', email: 'z***@example.com' });
    expect(seen(boss, [created])).toMatchObject({ phone: '13812345678', email: 'zhang@example.com' });
    expect(seen(salesA, [created, claimed])).toMatchObject({
      phone: '13812345678',
      email: 'zhang@example.com',
    });
    expect(seen(salesB, [created, claimed])).toMatchObject({ phone: '138****5678' });
    expect(seen(salesA, [created, claimed, released])).toMatchObject({ phone: '138****5678' });
  });
});

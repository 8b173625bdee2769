import type { Role } from '@packflow/contracts';
import type { StaffTarget } from '../identity/policies';
import { type OrderCreatedData, type OrderEvent, orderDecider } from './order';
import {
  mayActOn,
  mayReviewCancel,
  notifications,
  orderAudience,
  orderScope,
  reachableOrder,
} from './policies';

const salesman = { id: 's1', role: 'OperatorIndex', areacode: 'Q' } as const;
const otherSalesman = { id: 's2', role: 'OperatorIndex', areacode: 'Q' } as const;
const trader = { id: 't1', role: 'Traders', areacode: null } as const;
const boss = { id: 'b1', role: 'OperatorManage', areacode: 'Q' } as const;
const bossOfL = { id: 'b3', role: 'OperatorManage', areacode: 'L' } as const;
const admin = { id: 'a1', role: 'Admin', areacode: null } as const;
const finance = { id: 'f1', role: 'Finance', areacode: null } as const;

const owner = (
  id: string,
  roles: StaffTarget['roles'],
  areacode: StaffTarget['areacode'] = null,
): StaffTarget => ({
  id,
  roles,
  areacode,
});
const s1 = owner('s1', ['OperatorIndex'], 'Q');
const t1 = owner('t1', ['Traders']);

describe('who reaches an order', () => {
  it('the owner, their supervisor (of their area) and administrators; nobody else', () => {
    expect(mayActOn(salesman, s1)).toBe(true);
    expect(mayActOn(boss, s1)).toBe(true);
    expect(mayActOn(admin, s1)).toBe(true);
    expect(mayActOn(otherSalesman, s1)).toBe(false);
    expect(mayActOn(trader, s1)).toBe(false);
    expect(mayActOn(bossOfL, s1)).toBe(false);
    expect(mayActOn(finance, s1)).toBe(false);
    expect(mayActOn(salesman, null)).toBe(false);
  });

  it("keeps traders' orders to the trader and administrators", () => {
    expect(mayActOn(trader, t1)).toBe(true);
    expect(mayActOn(salesman, t1)).toBe(false);
    expect(mayActOn(boss, t1)).toBe(false);
    expect(mayActOn(admin, t1)).toBe(true);
  });

  it('answers an order out of reach as absent', () => {
    const state = { ...orderDecider.initialState(), exists: true, id: 'o1' };
    expect(reachableOrder(salesman, state, s1)).toBe(state);
    expect(() => reachableOrder(otherSalesman, state, s1)).toThrow('ORDER.NOT_FOUND');
    expect(() => reachableOrder(salesman, orderDecider.initialState(), s1)).toThrow('ORDER.NOT_FOUND');
  });

  it('scopes lists the same way', () => {
    expect(orderScope(salesman)).toEqual({ kind: 'self', selfId: 's1' });
    expect(orderScope(admin)).toEqual({ kind: 'everyone' });
    expect(orderScope(boss)).toMatchObject({ kind: 'salesmen', areacode: 'Q' });
  });
});

describe('who reviews a cancel request', () => {
  it('the supervisor of the owner and administrators, never the owner', () => {
    expect(mayReviewCancel(boss, s1)).toBe(true);
    expect(mayReviewCancel(admin, s1)).toBe(true);
    expect(mayReviewCancel(salesman, s1)).toBe(false);
    expect(mayReviewCancel(bossOfL, s1)).toBe(false);
    expect(mayReviewCancel(boss, owner('b1', ['OperatorManage', 'OperatorIndex'], 'Q'))).toBe(false);
    expect(mayReviewCancel(admin, t1)).toBe(true);
    expect(mayReviewCancel(boss, t1)).toBe(false);
  });
});

it('tells the owners and the reviewing roles of changes live', () => {
  expect(orderAudience(['s1'])).toEqual({ roles: ['OperatorManage', 'Admin'], users: ['s1'] });
});

describe('order notifications', () => {
  const person = (id: string, roles: Role[], areacode: 'Q' | 'L' | null = null, active = true) => ({
    id,
    name: id,
    roles,
    areacode,
    active,
  });
  const staff = [
    person('a1', ['Admin']),
    person('b1', ['OperatorManage'], 'Q'),
    person('b3', ['OperatorManage'], 'L'),
    person('s1', ['OperatorIndex'], 'Q'),
    person('s2', ['OperatorIndex'], 'Q'),
    person('t1', ['Traders']),
    person('gone', ['Admin'], null, false),
  ];
  const created = (ownerId: string): OrderEvent => ({
    type: 'OrderCreated',
    data: { orderId: 'o1', number: 'HT1-1', ownerId } as OrderCreatedData,
  });
  const requested: OrderEvent = {
    type: 'OrderCancelRequested',
    data: { reason: 'Changed', by: 's1', at: '' },
  };
  const event = (e: OrderEvent, actorId: string) => ({
    id: 'e1',
    type: e.type,
    streamId: 'order-o1',
    data: e.data,
    actorId,
  });
  const run = (events: OrderEvent[], actorId: string) => {
    const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
    const last = events.at(-1)!;
    return notifications
      .filter((r) => r.eventTypes.includes(last.type))
      .flatMap((r) => r.notify(event(last, actorId), { state, staff }));
  };

  it("tells the owner's supervisors and the administrators of a cancel request, not the requester", () => {
    const [notice] = run([created('s1'), requested], 's1');
    expect(notice).toMatchObject({
      kind: 'order.cancelRequested',
      params: { number: 'HT1-1', owner: 's1', reason: 'Changed' },
      link: { kind: 'order', id: 'o1' },
    });
    expect([...notice!.recipients].sort()).toEqual(['a1', 'b1']);
    const [traders] = run([created('t1'), { ...requested, data: { ...requested.data, by: 't1' } }], 't1');
    expect(traders!.recipients).toEqual(['a1']);
  });

  it('tells the requester of the decision, whoever decided', () => {
    const approved: OrderEvent = { type: 'OrderCancelApproved', data: { by: 'b1', at: '' } };
    const rejected: OrderEvent = { type: 'OrderCancelRejected', data: { reason: 'No', by: 'b1', at: '' } };
    expect(run([created('s1'), requested, approved], 'b1')).toEqual([
      {
        recipients: ['s1'],
        kind: 'order.cancelApproved',
        params: { number: 'HT1-1', reason: '' },
        link: { kind: 'order', id: 'o1' },
      },
    ]);
    expect(run([created('s1'), requested, rejected], 'b1')[0]).toMatchObject({
      kind: 'order.cancelRejected',
      params: { reason: 'No' },
    });
  });
});

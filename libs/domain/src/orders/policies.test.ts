import type { StaffTarget } from '../identity/policies';
import { orderDecider } from './order';
import { mayActOn, mayReviewCancel, orderAudience, orderScope, reachableOrder } from './policies';

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

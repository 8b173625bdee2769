import { DomainError } from '../shared/decider';
import {
  balanceAccount,
  beanAudience,
  beanRoleOf,
  beanScope,
  checkRechargeable,
  holdsBeans,
  keepsLedgers,
} from './policies';

const salesman = { id: 's1', role: 'OperatorIndex' } as const;
const finance = { id: 'f1', role: 'Finance' } as const;
const admin = { id: 'a1', role: 'Admin' } as const;
const boss = { id: 'b1', role: 'OperatorManage' } as const;

const codeOf = (act: () => unknown): string | undefined => {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
};

describe('golden-bean policies', () => {
  it('gives salesmen and traders an account, shown under the salesman’s role first', () => {
    expect(holdsBeans(['Finance', 'Traders'])).toBe(true);
    expect(holdsBeans(['OperatorManage', 'Admin'])).toBe(false);
    expect(beanRoleOf(['Traders', 'OperatorIndex'])).toBe('OperatorIndex');
    expect(beanRoleOf(['Traders'])).toBe('Traders');
    expect(beanRoleOf(['Admin'])).toBeNull();
  });

  it('lets Finance and administrators keep every ledger, and nobody else', () => {
    expect([finance, admin].map(keepsLedgers)).toEqual([true, true]);
    expect([salesman, boss].map(keepsLedgers)).toEqual([false, false]);
  });

  it('shows a holder their own movements only, a keeper any account or all', () => {
    expect(beanScope(salesman)).toEqual({ kind: 'account', accountId: 's1' });
    expect(beanScope(salesman, 's1')).toEqual({ kind: 'account', accountId: 's1' });
    expect(beanScope(salesman, 's2')).toEqual({ kind: 'none' });
    expect(beanScope(finance)).toEqual({ kind: 'everyone' });
    expect(beanScope(finance, 's2')).toEqual({ kind: 'account', accountId: 's2' });
  });

  it('tells the keepers and the accounts’ own people of live changes', () => {
    expect(beanAudience(['s1'])).toEqual({ roles: ['Finance', 'Admin'], users: ['s1'] });
  });

  it('answers another’s balance to a keeper only (null: out of reach)', () => {
    expect(balanceAccount(salesman)).toBe('s1');
    expect(balanceAccount(salesman, 's2')).toBeNull();
    expect(balanceAccount(admin, 's2')).toBe('s2');
  });

  it('recharges an existing salesman or trader only', () => {
    expect(codeOf(() => checkRechargeable({ exists: true, roles: ['Traders'] }))).toBeUndefined();
    expect(codeOf(() => checkRechargeable({ exists: false, roles: [] }))).toBe('BEANS.ACCOUNT_NOT_FOUND');
    expect(codeOf(() => checkRechargeable({ exists: true, roles: ['Finance'] }))).toBe(
      'BEANS.NOT_BEAN_ACCOUNT',
    );
  });
});

import { ROLES, ROLE_LABELS } from '@packflow/contracts';
import { cn } from '../locales/cn';
import { en } from '../locales/en';
import { i18n, setLocale } from './i18n';
import { roleName } from './role-name';

describe('role names', () => {
  it.each(['cn', 'en'] as const)('come from ROLE_LABELS in %s, in the interface language', async (locale) => {
    await setLocale(locale);
    for (const role of ROLES) expect([role, roleName(role)]).toEqual([role, ROLE_LABELS[role][locale]]);
  });

  it('show a code that is no role as it is', () => {
    expect(roleName('Visitor', 'en')).toBe('Visitor');
  });

  // The console once kept its own list, which disagreed with ROLE_LABELS ('Trade customer' beside
  // 'Trader'): there is no second table to drift.
  it('have no second table in the console catalogues', () => {
    expect(i18n.exists('roles.Traders')).toBe(false);
    expect(cn).not.toHaveProperty('roles');
    expect(en).not.toHaveProperty('roles');
  });
});

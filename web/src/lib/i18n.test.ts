/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { act } from '@testing-library/react';
import { ROLES, type LoginAnswer } from '@packflow/contracts';
import { adminLogin } from '../testing/session';
import { currentLocale, i18n, pickLocale, setLocale, userLocale } from './i18n';
import { clearSession, saveSession, updateSessionUser } from './session';

const traderLogin: LoginAnswer = {
  ...adminLogin,
  token: 'tok-trader',
  user: { id: 'u-trader', role: 'Traders', nickname: 'Tom Trader', headimg: '', country: 'en' },
  roles: [{ role: 'Traders', title: '贸易商', english_name: 'Trader' }],
};

afterEach(() => clearSession());

describe('interface language before login', () => {
  it('follows the stored choice first', () => {
    expect(pickLocale('en', 'zh-CN')).toBe('en');
    expect(pickLocale('cn', 'en-US')).toBe('cn');
  });

  it('otherwise takes Chinese of any region as cn and any other language as en', () => {
    expect(pickLocale(null, 'zh-CN')).toBe('cn');
    expect(pickLocale(null, 'zh-TW')).toBe('cn');
    expect(pickLocale(null, 'ZH')).toBe('cn');
    expect(pickLocale(null, 'en-GB')).toBe('en');
    expect(pickLocale(null, 'de-DE')).toBe('en');
    expect(pickLocale(null, undefined)).toBe('en');
  });

  it('ignores a stored value that is not a language of ours', () => {
    expect(pickLocale('fr', 'zh-CN')).toBe('cn');
  });
});

describe('interface language of a signed-in person', () => {
  it('is the country of salesmen and traders, and cn for every other role', () => {
    const english = ROLES.filter((role) => userLocale({ role, country: 'en' }) === 'en');
    expect(english).toEqual(['OperatorIndex', 'Traders']);
    expect(ROLES.filter((role) => userLocale({ role, country: 'cn' }) === 'en')).toEqual([]);
  });

  it('follows the person at login, whatever was on screen before', async () => {
    await act(() => setLocale('en'));
    act(() => saveSession(adminLogin)); // an administrator whose account says en
    expect(currentLocale()).toBe('cn');
    expect(localStorage.getItem('packflow.locale')).toBe('cn');

    act(() => clearSession());
    await act(() => setLocale('cn'));
    act(() => saveSession(traderLogin));
    expect(currentLocale()).toBe('en');
  });

  it('lets anyone flip it until the role or the country changes', async () => {
    act(() => saveSession(traderLogin));
    await act(() => setLocale('cn')); // the switch
    act(() => updateSessionUser({ ...traderLogin.user, nickname: 'Tom' }));
    expect(currentLocale()).toBe('cn'); // a new nickname is no reason to follow again

    act(() => updateSessionUser({ ...traderLogin.user, country: 'cn' }));
    expect(currentLocale()).toBe('cn');
    act(() => updateSessionUser({ ...traderLogin.user, country: 'en' }));
    expect(currentLocale()).toBe('en');

    act(() => updateSessionUser({ ...traderLogin.user, role: 'Finance' }));
    expect(currentLocale()).toBe('cn');
    expect(i18n.language).toBe('cn');
  });
});

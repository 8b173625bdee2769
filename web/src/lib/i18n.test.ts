import { pickLocale } from './i18n';

describe('interface language', () => {
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

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_ROLES, type Locale, type Role, type SessionUser } from '@packflow/contracts';
import { cn } from '../locales/cn';
import { en, type Messages } from '../locales/en';
import { readSession, subscribeSession, type Session } from './session';

// Typed keys: t('sysset.title') compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

const STORAGE_KEY = 'packflow.locale';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { cn: '中文', en: 'English' };

/**
 * Before anyone signs in (the login page): the stored choice wins; otherwise Chinese of any region
 * gives cn and every other language en.
 */
export function pickLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  if (stored === 'cn' || stored === 'en') return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}

/** Spec section 1: only salesmen and traders have a language of their own (their account's country). */
export const choosesLocale = (role: Role): boolean => LOCALE_ROLES.includes(role);

/** Spec section 1: the language a signed-in person works in: their country if their role has one, else cn. */
export function userLocale(user: Pick<SessionUser, 'role' | 'country'>): Locale {
  return choosesLocale(user.role) && user.country === 'en' ? 'en' : 'cn';
}

/** The BCP 47 tag for Intl formatting and <html lang>; 'cn' itself is not one. */
export const languageTag = (locale: Locale): string => (locale === 'cn' ? 'zh-CN' : 'en');

export const i18n = i18next;

void i18n.use(initReactI18next).init({
  resources: { cn: { translation: cn }, en: { translation: en } },
  lng: pickLocale(readStoredLocale(), globalThis.navigator?.language),
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // texts are bundled, so the first render already has them
});
// Screen readers and the browser's own translate offer go by <html lang>.
const syncHtmlLang = (): void =>
  globalThis.document?.documentElement.setAttribute('lang', languageTag(currentLocale()));
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang();

export function currentLocale(): Locale {
  return i18n.language === 'cn' ? 'cn' : 'en';
}

export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
  await i18n.changeLanguage(locale);
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** For keys built from server data (a role code): its text when there is one, else the raw value. */
export function textOr(key: string, fallback: string): string {
  return i18n.exists(key) ? i18n.t(key as never) : fallback;
}

/**
 * The language follows the person: at login, at a role switch and when their country changes, it
 * becomes userLocale(user). In between anyone may flip it for this browser with the language
 * switch (kept like the login page's choice), so a reload with a stored session keeps what is
 * on screen instead of following again.
 */
const followed = (session: Session | null): string | null =>
  session && `${session.token} ${session.user.role} ${session.user.country}`;
let lastFollowed = followed(readSession());
subscribeSession(() => {
  const session = readSession();
  const now = followed(session);
  if (now === lastFollowed) return;
  lastFollowed = now;
  if (session) void setLocale(userLocale(session.user));
});

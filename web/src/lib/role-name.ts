import { ROLE_LABELS, type Locale, isRole } from '@packflow/contracts';
import { currentLocale } from './i18n';

/**
 * A role's name in the interface language, from the one table both the server and the console use
 * (ROLE_LABELS in libs/contracts); a code that is no role (old data) is shown as it is.
 */
export const roleName = (role: string, locale: Locale = currentLocale()): string =>
  isRole(role) ? ROLE_LABELS[role][locale] : role;

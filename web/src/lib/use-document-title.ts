import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type Locale, type Role } from '@packflow/contracts';
import { en } from '../locales/en';
import { useSession } from './session';

/** Spec section 1: "The page title is the role label plus the product name" ("Administrator - Packflow"). */
export function roleTitle(role: Role, locale: Locale, productName: string): string {
  return `${ROLE_LABELS[role][locale]} - ${productName}`;
}

/**
 * The browser tab's title: the signed-in role's label plus the product name, in the current
 * language. `label` (the page's own name) stands in for the role while nobody is signed in.
 */
export function useDocumentTitle(label: string): void {
  const { t, i18n } = useTranslation();
  const role = useSession()?.user.role;
  const product = t('app.productName');
  const title = role
    ? roleTitle(role, i18n.language === 'cn' ? 'cn' : 'en', product)
    : `${label} - ${product}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Spec section 1: the login page is titled 'login-' plus the English product name, in any language. */
export function useLoginDocumentTitle(): void {
  useEffect(() => {
    document.title = `login-${en.app.productName}`;
  }, []);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../locales/en';

/** Page label plus the product name, in the current language ("System settings - Packflow"). */
export function useDocumentTitle(label: string): void {
  const { t } = useTranslation();
  const product = t('app.productName');
  useEffect(() => {
    document.title = `${label} - ${product}`;
  }, [label, product]);
}

/** Spec section 1: the login page is titled 'login-' plus the English product name, in any language. */
export function useLoginDocumentTitle(): void {
  useEffect(() => {
    document.title = `login-${en.app.productName}`;
  }, []);
}

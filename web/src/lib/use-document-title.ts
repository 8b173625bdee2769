import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page label plus the product name, in the current language ("System settings - Packflow"). */
export function useDocumentTitle(label: string): void {
  const { t } = useTranslation();
  const product = t('app.productName');
  useEffect(() => {
    document.title = `${label} - ${product}`;
  }, [label, product]);
}

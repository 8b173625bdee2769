import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { currentLocale, LOCALE_NAMES, setLocale } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('app.language')}
      size="small"
      value={currentLocale()}
      options={[
        { value: 'cn', label: LOCALE_NAMES.cn },
        { value: 'en', label: LOCALE_NAMES.en },
      ]}
      onValueChange={(value) => void setLocale(value === 'cn' ? 'cn' : 'en')}
    />
  );
}

import { SegmentedControl } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IDENTITY_READ_MODELS, type Locale, type SessionUser } from '@packflow/contracts';
import { api } from '../../lib/api';
import { choosesLocale, currentLocale, LOCALE_NAMES, setLocale } from '../../lib/i18n';
import { rememberWrite } from '../../lib/read-your-writes';
import { readSession, updateSessionUser, useSession } from '../../lib/session';
import { SESSION_VIEW_KEY } from '../../lib/session-view';

/** The account's read model: the staff lists and the session view show the new country. */
const ACCOUNTS = IDENTITY_READ_MODELS.accounts;

/** Saves a salesman's or trader's language as their account's country (they may change their own). */
async function saveCountry(user: SessionUser, country: Locale): Promise<void> {
  const { extra } = await api.put<{ id: string }>(`admin/operator/${encodeURIComponent(user.id)}`, {
    country,
  });
  rememberWrite(ACCOUNTS, extra.position);
}

/**
 * Spec section 1. Anyone may flip the display language for this browser (the login page too);
 * for salesmen and traders, whose language is their account's country, the choice is also saved
 * to the account, so it follows them to other devices.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ owner, country }: { owner: SessionUser; country: Locale }) => saveCountry(owner, country),
    onSuccess: (_, { owner, country }) => {
      // Unless someone else signed in meanwhile, the stored user takes the new country.
      const now = readSession()?.user;
      if (now?.id === owner.id) updateSessionUser({ ...now, country });
      void queryClient.invalidateQueries({ queryKey: [ACCOUNTS] });
      void queryClient.invalidateQueries({ queryKey: SESSION_VIEW_KEY });
    },
    onError: (error) => {
      const message = t('shell.language.saveFailed', { message: error.message });
      void import('../../components/ui/toaster').then(({ toastError }) => toastError(message));
    },
  });
  const choose = (locale: Locale): void => {
    void setLocale(locale);
    if (user && choosesLocale(user.role) && user.country !== locale)
      save.mutate({ owner: user, country: locale });
  };
  return (
    <SegmentedControl
      className="pf-language"
      aria-label={t('app.language')}
      size="small"
      value={currentLocale()}
      options={[
        { value: 'cn', label: LOCALE_NAMES.cn },
        { value: 'en', label: LOCALE_NAMES.en },
      ]}
      onValueChange={(value) => choose(value === 'cn' ? 'cn' : 'en')}
    />
  );
}

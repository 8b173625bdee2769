import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Alert, Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { LogOutIcon, PersonIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../features/auth/api/logout';

// A form with its own data: loaded when first asked for.
const PersonalInfoDialog = lazy(() =>
  import('../../../features/profile/components/personal-info-dialog').then(({ PersonalInfoDialog }) => ({
    default: PersonalInfoDialog,
  })),
);

/**
 * Spec sections 2 and 8: the user dropdown offers personal info, and log out after 'Are you sure
 * you want to log out the current user?'. Logging out tells the server, then forgets the session
 * whatever it answered; the console then drops the cached data and shows /login.
 */
export default function UserDropdown({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [info, setInfo] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Popover
        defaultIsOpen
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem
              icon={<PersonIcon />}
              text={t('tags.userBar.personalInfo')}
              onClick={() => setInfo('open')}
            />
            <MenuItem
              icon={<LogOutIcon />}
              text={t('auth.logout.menuItem')}
              onClick={() => setConfirming(true)}
            />
          </Menu>
        }
      >
        {children}
      </Popover>
      <Alert
        isOpen={confirming}
        icon={<LogOutIcon />}
        intent={Intent.PRIMARY}
        confirmButtonText={t('auth.logout.confirm')}
        cancelButtonText={t('common.cancel')}
        loading={logout.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => logout.mutate()}
      >
        <p>{t('auth.logout.question')}</p>
      </Alert>
      {info !== 'never' && (
        <Suspense fallback={null}>
          <PersonalInfoDialog isOpen={info === 'open'} onClose={() => setInfo('closed')} />
        </Suspense>
      )}
    </>
  );
}

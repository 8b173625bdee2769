import { useState } from 'react';
import { Alert, Button, Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { CaretDownIcon, LogOutIcon, PersonIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';

/** Top right: who is signed in, and log out after a confirmation (spec sections 2 and 8). */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  if (!session) return null;
  return (
    <>
      <Popover
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem
              icon={<LogOutIcon />}
              text={t('auth.logout.menuItem')}
              onClick={() => setConfirming(true)}
            />
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon={<PersonIcon />}
          endIcon={<CaretDownIcon />}
          text={session.user.nickname}
        />
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
    </>
  );
}

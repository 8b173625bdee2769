import { useState, type ReactElement } from 'react';
import { Alert, Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { SwapHorizontalIcon, TickIcon } from '@blueprintjs/icons';
import type { Role, RoleOption } from '@packflow/contracts';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';
import { useSwitchRole } from './switch-role';

interface RoleMenuProps {
  roles: RoleOption[];
  current: Role;
  /** The user bar's button, which opened this menu. */
  children: ReactElement;
}

/** Spec section 6: the roles the person holds; another one is taken after 'Confirm switching role?'. */
export default function RoleMenu({ roles, current, children }: RoleMenuProps) {
  const { t, i18n } = useTranslation();
  const switchRole = useSwitchRole();
  const [asked, setAsked] = useState<RoleOption | null>(null);
  const label = (option: RoleOption): string => (i18n.language === 'cn' ? option.title : option.english_name);
  return (
    <>
      <Popover
        defaultIsOpen
        placement="bottom-end"
        content={
          <Menu>
            {roles.map((option) => (
              <MenuItem
                key={option.role}
                text={label(option)}
                icon={option.role === current ? <TickIcon /> : undefined}
                active={option.role === current}
                disabled={option.role === current}
                onClick={() => setAsked(option)}
              />
            ))}
          </Menu>
        }
      >
        {children}
      </Popover>
      <Alert
        isOpen={asked !== null}
        icon={<SwapHorizontalIcon />}
        intent={Intent.PRIMARY}
        confirmButtonText={t('tags.userBar.switchRoleConfirm')}
        cancelButtonText={t('common.cancel')}
        loading={switchRole.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          switchRole.mutate(asked.role, {
            onSettled: () => setAsked(null),
            onError: (error) => void toastError(error.message),
          });
        }}
      >
        <p>{t('tags.userBar.switchRoleQuestion')}</p>
        {asked && <p>{t('tags.userBar.switchRoleTo', { role: label(asked) })}</p>}
      </Alert>
    </>
  );
}

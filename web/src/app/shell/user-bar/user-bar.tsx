import { lazy, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import {
  CaretDownIcon,
  CogIcon,
  FullscreenIcon,
  GridViewIcon,
  MinimizeIcon,
  PersonIcon,
  SwapHorizontalIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../features/auth/api/logout';
import { sessionUserChangedAt, useSession } from '../../../lib/session';
import { canFullScreen, toggleFullScreen, useFullScreen } from './full-screen';
import { greetingOf, type Greeting } from './greeting';
import { maySwitchRoles, useSessionView } from '../../../lib/session-view';

// Blueprint's popover and dialog code would double its share of the first page, and the icon
// list is long: each of these loads on its button's first click, then opens.
const RoleMenu = lazy(() => import('./role-menu'));
const IconPicker = lazy(() => import('./icon-picker'));
const UserDropdown = lazy(() => import('./user-dropdown'));
const FirstLoginDialog = lazy(() =>
  import('../../../features/profile/components/first-login-dialog').then(({ FirstLoginDialog }) => ({
    default: FirstLoginDialog,
  })),
);

/** The shell's settings drawer listens for this. */
export const OPEN_SETTINGS_EVENT = 'packflow:open-settings';
const openSettings = (): void => void window.dispatchEvent(new CustomEvent(OPEN_SETTINGS_EVENT));

/**
 * The user bar (spec section 2), at the right of the top bar: greeting, switch role, settings,
 * full screen, the icon picker and the user dropdown.
 */
export function UserBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: view, dataUpdatedAt } = useSessionView();
  const fullScreen = useFullScreen();
  const logout = useLogout();
  if (!session) return null;
  // A generated or reset password (and the first administrator's placeholder phone) comes first.
  const mustChange = view?.mustChange;
  const firstLogin =
    mustChange && (mustChange.password || mustChange.phone) && view.user.id === session.user.id;
  // A profile save updates the stored user at once; a session view fetched before that is out of date.
  const user = (view && dataUpdatedAt >= sessionUserChangedAt() ? view.user : undefined) ?? session.user;
  const avatar = firstImage(user.headimg);
  return (
    <div className="pf-user-bar" role="group" aria-label={t('tags.userBar.label')}>
      <GreetingText />
      {view && maySwitchRoles(view) && (
        <OnFirstClick
          button={(onClick) => (
            <Button
              variant="minimal"
              icon={<SwapHorizontalIcon />}
              aria-label={t('tags.userBar.switchRole')}
              title={t('tags.userBar.switchRole')}
              onClick={onClick}
            />
          )}
        >
          {(button) => (
            <RoleMenu roles={view.roles} current={session.user.role}>
              {button}
            </RoleMenu>
          )}
        </OnFirstClick>
      )}
      <Button
        variant="minimal"
        icon={<CogIcon />}
        aria-label={t('tags.userBar.settings')}
        title={t('tags.userBar.settings')}
        onClick={openSettings}
      />
      {canFullScreen() && (
        <Button
          variant="minimal"
          className="pf-wide-only"
          icon={fullScreen ? <MinimizeIcon /> : <FullscreenIcon />}
          aria-label={t(fullScreen ? 'tags.userBar.exitFullScreen' : 'tags.userBar.fullScreen')}
          title={t(fullScreen ? 'tags.userBar.exitFullScreen' : 'tags.userBar.fullScreen')}
          onClick={() => void toggleFullScreen()}
        />
      )}
      <OnFirstClick
        button={(onClick) => (
          <Button
            variant="minimal"
            className="pf-wide-only"
            icon={<GridViewIcon />}
            aria-label={t('tags.userBar.icons')}
            title={t('tags.userBar.icons')}
            onClick={onClick}
          />
        )}
      >
        {(button) => <IconPicker>{button}</IconPicker>}
      </OnFirstClick>
      <OnFirstClick
        button={(onClick) => (
          <Button
            variant="minimal"
            className="pf-user-button"
            icon={avatar ? <img className="pf-avatar" src={avatar} alt="" /> : <PersonIcon />}
            endIcon={<CaretDownIcon />}
            text={user.nickname}
            aria-label={user.nickname}
            onClick={onClick}
          />
        )}
      >
        {(button) => <UserDropdown>{button}</UserDropdown>}
      </OnFirstClick>
      {firstLogin && (
        <Suspense fallback={null}>
          <FirstLoginDialog userId={session.user.id} tasks={mustChange} onLogout={() => logout.mutate()} />
        </Suspense>
      )}
    </div>
  );
}

/** Spec section 1: the greeting by time of day, in the user's language, checked each second. */
function GreetingText() {
  const { t } = useTranslation();
  const [greeting, setGreeting] = useState<Greeting>(() => greetingOf(new Date().getHours()));
  useEffect(() => {
    const timer = setInterval(() => setGreeting(greetingOf(new Date().getHours())), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="pf-greeting">{t(`tags.userBar.greeting.${greeting}`)}</span>;
}

/**
 * A button whose popover lives in a lazy chunk: the first click loads it, and the chunk's
 * popover (opening by default) takes the same button as its target. Until then, and while it
 * loads, the plain button stands in its place.
 */
function OnFirstClick({
  button,
  children,
}: {
  button: (onClick?: () => void) => ReactElement;
  children: (button: ReactElement) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return button(() => setWanted(true));
  return <Suspense fallback={button()}>{children(button())}</Suspense>;
}

/** Spec section 9: of a comma-separated list of images the first is shown. */
function firstImage(headimg: string | undefined): string | undefined {
  const first = headimg?.split(',')[0]?.trim();
  return first ? first : undefined;
}

import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { clearSession, readSession, sessionEndNotice, useSession } from '../lib/session';
import { clearGoLogin, useGoLoginRequested } from '../lib/session-keys';

/**
 * Spec section 2: "Any non-login route with no user info redirects to /login", and "A go-login
 * flag forces a redirect to /login". The login page brings the person back to the page they asked
 * for, except after they logged out themselves: the next person starts at their own landing page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const goLogin = useGoLoginRequested();
  const { pathname, search, hash } = useLocation();
  const [signedInHere] = useState(session !== null);
  if (goLogin) return <GoLogin />;
  if (session) return children;
  const loggedOut = signedInHere && sessionEndNotice() === null;
  return <Navigate to="/login" replace state={loggedOut ? null : { from: pathname + search + hash }} />;
}

/** Ends the session (the login page then says why) and takes the flag down, so the next login stays. */
function GoLogin() {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    if (readSession() !== null) clearSession(t('shell.loginAgain'));
    clearGoLogin();
  }, [t]);
  return null;
}

/** Where the login page sends a person once signed in. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/';
}

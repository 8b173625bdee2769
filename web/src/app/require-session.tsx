import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionEndNotice, useSession } from '../lib/session';

/**
 * Spec section 2: "Any non-login route with no user info redirects to /login". The login page
 * brings the person back to the page they asked for, except after they logged out themselves:
 * the next person starts at their own landing page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const [signedInHere] = useState(session !== null);
  if (session) return children;
  const loggedOut = signedInHere && sessionEndNotice() === null;
  return <Navigate to="/login" replace state={loggedOut ? null : { from: pathname + search + hash }} />;
}

/** Where the login page sends a person once signed in. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/';
}

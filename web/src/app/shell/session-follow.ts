import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { readSession, sessionUserChangedAt, updateSessionUser, useSession } from '../../lib/session';
import { useSessionView } from '../../lib/session-view';

/**
 * Spec section 2: "If the role in the store differs from the stored one, the stored info is updated
 * and the user is redirected to the new landing page." GET /api/session (shared with the user bar)
 * updates the stored user info when the server knows better (another tab switched the role, an
 * administrator changed the person); any change of role, from here or another tab, then goes to
 * '/', which redirects to the new role's landing page (the menus are fetched per role).
 */
export function useSessionFollow(): void {
  const { data, dataUpdatedAt } = useSessionView();
  useEffect(() => {
    if (!data?.user || readSession() === null) return;
    // An answer fetched before a change made here since (a role switch, a saved language) is out of date.
    if (dataUpdatedAt < sessionUserChangedAt()) return;
    updateSessionUser(data.user, Array.isArray(data.roles) ? data.roles : undefined);
  }, [data, dataUpdatedAt]);

  const role = useSession()?.user.role;
  const previous = useRef(role);
  const navigate = useNavigate();
  useEffect(() => {
    const before = previous.current;
    previous.current = role;
    // Replacing: the old role's page is no place to go back to.
    if (before !== undefined && role !== undefined && before !== role) navigate('/', { replace: true });
  }, [role, navigate]);
}

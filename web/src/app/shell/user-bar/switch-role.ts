import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenusAnswer, Role } from '@packflow/contracts';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { updateSessionRole } from '../../../lib/session';
import { menusQueryOptions } from '../../../features/menus/api/get-menus';
import { SESSION_VIEW_KEY } from '../../../lib/session-view';
import { workingLanding } from '../../../lib/start-pages';
import { hasScreen } from '../../screens';

export type SwitchRoleAnswer = MenusAnswer & { role: Role };

export const switchRole = (role: Role) => api.put<SwitchRoleAnswer>('session/role', { role });

/**
 * Spec section 6: the session continues in the new role. The stored user takes it, the menus
 * are the new role's (from the answer), whatever was read in the old role is stale, and the
 * person lands on the new role's landing page (its first working screen while that has none).
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: ({ data }) => {
      // Everything read in the old role (the menus too) is stale; the new role's menus are here.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(menusQueryOptions(data.role).queryKey, {
        menus: data.menus,
        landing: data.landing,
      });
      updateSessionRole(data.role);
      void queryClient.invalidateQueries({ queryKey: SESSION_VIEW_KEY });
      navigate(workingLanding(data.menus, data.landing, hasScreen) ?? '/');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, PERMISSION_SEPARATOR, type Role } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

export interface SaveRolePermissions {
  role: Role;
  permissions: readonly string[];
  /** The catalogue's separator; default a comma (spec section 3). */
  separator?: string;
}

/** Spec section 3: a permission set is stored as method@route entries joined by the separator. */
export const saveRolePermissions = ({
  role,
  permissions,
  separator = PERMISSION_SEPARATOR,
}: SaveRolePermissions): Promise<ApiResult<{ role: Role; permissions: string[] }>> =>
  api.put(`admin/role/${encodeURIComponent(role)}`, { permissions: permissions.join(separator) });

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    // Waits for the refetch, so the saved set is on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.roles, extra.position);
      await queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.roles] });
    },
  });
}

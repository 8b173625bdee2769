import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type Country, type StaffSex } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { SESSION_VIEW_KEY } from '../../../lib/session-view';

/** What a person may change on their own record (besides the password). */
export interface ProfileChanges {
  nickname?: string;
  phone?: string;
  sex?: StaffSex;
  headimg?: string;
  country?: Country;
}

export const saveProfile = ({
  id,
  changes,
}: {
  id: string;
  changes: ProfileChanges;
}): Promise<ApiResult<{ id: string }>> => api.put(`admin/operator/${encodeURIComponent(id)}`, { ...changes });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.accounts, extra.position);
      // The top bar's name and picture, and what the session says is still to do, come from the session view.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.accounts] }),
        queryClient.invalidateQueries({ queryKey: SESSION_VIEW_KEY }),
      ]);
    },
  });
}

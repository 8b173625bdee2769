import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import type { SyssetDraft } from '../sysset-draft';
import { SYSSET_READ_MODEL } from './get-sysset';

/** Sends only the fields the user changed; booleans go as 'true'/'false'. */
export const updateSysset = (changes: Partial<SyssetDraft>): Promise<ApiResult<{ version: number }>> =>
  api.put<{ version: number }>('sysset', changes);

export function useUpdateSysset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSysset,
    // Waits for the refetch, so the saved values are on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(SYSSET_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [SYSSET_READ_MODEL] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYSSET_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult, isRecordChanged } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import type { DraftSave } from '../../../lib/use-draft-edit';
import type { SyssetDraft } from '../sysset-draft';

/** Sends only the fields the user changed, on the revision they opened; booleans go as 'true'/'false'. */
export const updateSysset = ({
  changes,
  revision,
}: DraftSave<Partial<SyssetDraft>>): Promise<ApiResult<{ version: number }>> =>
  api.put<{ version: number }>('sysset', changes, { revision });

export function useUpdateSysset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSysset,
    // Waits for the refetch, so the saved values are on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(SYSSET_READ_MODELS.sysset, extra.position);
      await queryClient.invalidateQueries({ queryKey: [SYSSET_READ_MODELS.sysset] });
    },
    // Someone else saved first: the form shows their values.
    onError: async (error) => {
      if (isRecordChanged(error))
        await queryClient.invalidateQueries({ queryKey: [SYSSET_READ_MODELS.sysset] });
    },
  });
}

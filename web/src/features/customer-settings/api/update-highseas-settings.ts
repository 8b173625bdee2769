import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult, isRecordChanged } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import type { DraftSave } from '../../../lib/use-draft-edit';
import type { SettingsDraft } from '../settings-draft';

/** Sends only the settings the user changed, on the revision they opened. */
export const updateHighSeasSettings = ({
  changes,
  revision,
}: DraftSave<Partial<SettingsDraft>>): Promise<ApiResult<unknown>> =>
  api.put('customer-setting', changes, { revision });

export function useUpdateHighSeasSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHighSeasSettings,
    // Waits for the refetch, so the saved values are on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(CUSTOMER_READ_MODELS.highSeasSettings, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.highSeasSettings] });
    },
    // Someone else saved first: the form shows their values.
    onError: async (error) => {
      if (isRecordChanged(error))
        await queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.highSeasSettings] });
    },
  });
}

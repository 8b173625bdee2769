import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import type { SettingsDraft } from '../settings-draft';
import { HIGHSEAS_SETTINGS_READ_MODEL } from './get-highseas-settings';

/** Sends only the settings the user changed. */
export const updateHighSeasSettings = (changes: Partial<SettingsDraft>): Promise<ApiResult<unknown>> =>
  api.put('customer-setting', changes);

export function useUpdateHighSeasSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHighSeasSettings,
    // Waits for the refetch, so the saved values are on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(HIGHSEAS_SETTINGS_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [HIGHSEAS_SETTINGS_READ_MODEL] });
    },
  });
}

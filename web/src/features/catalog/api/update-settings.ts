import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsName } from '@packflow/contracts';
import { api, type ApiResult, type Params } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { SETTINGS_READ_MODEL } from './read-models';

/** Sends only what the user changed (the currency list as one JSON text). */
export const updateSettings = (name: SettingsName, changes: Params): Promise<ApiResult<unknown>> =>
  api.put(`settings/${name}`, changes);

export function useUpdateSettings(name: SettingsName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Params) => updateSettings(name, changes),
    onSuccess: async ({ extra }) => {
      rememberWrite(SETTINGS_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [SETTINGS_READ_MODEL, name] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOG_READ_MODELS, type SettingsName } from '@packflow/contracts';
import { api, type ApiResult, type Params, isRecordChanged } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import type { DraftSave } from '../../../lib/use-draft-edit';

/** Sends only what the user changed (the currency list as one JSON text), on the revision they opened. */
export const updateSettings = (
  name: SettingsName,
  { changes, revision }: DraftSave<Params>,
): Promise<ApiResult<unknown>> => api.put(`settings/${name}`, changes, { revision });

export function useUpdateSettings(name: SettingsName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: DraftSave<Params>) => updateSettings(name, save),
    onSuccess: async ({ extra }) => {
      rememberWrite(CATALOG_READ_MODELS.settings, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CATALOG_READ_MODELS.settings, name] });
    },
    // Someone else saved first: the form shows their values.
    onError: async (error) => {
      if (isRecordChanged(error))
        await queryClient.invalidateQueries({ queryKey: [CATALOG_READ_MODELS.settings, name] });
    },
  });
}

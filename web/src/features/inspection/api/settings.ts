import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Aql, InspectionSettingsView, InspectionTemplate } from '@packflow/contracts';
import { api } from '../../../lib/api';

/** Admin's inspection settings are read from their stream, not a read model: a key of their own. */
export const INSPECTION_SETTINGS_KEY = 'inspection_settings';

/** GET inspection/settings: the AQL and a template per bag type (and roll film). */
export const useInspectionSettings = () =>
  useQuery({
    queryKey: [INSPECTION_SETTINGS_KEY],
    queryFn: async ({ signal }) =>
      (await api.get<InspectionSettingsView>('inspection/settings', undefined, { signal })).data,
  });

/** PUT inspection/settings: the AQL and the templates (JSON text in the form body). */
export function useSaveInspectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: { aql: Aql; templates: InspectionTemplate[] }) =>
      api.put<InspectionSettingsView>('inspection/settings', {
        aql: form.aql,
        templates: JSON.stringify(form.templates),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [INSPECTION_SETTINGS_KEY] });
    },
  });
}

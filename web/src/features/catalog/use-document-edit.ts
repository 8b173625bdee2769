import type { SettingsName } from '@packflow/contracts';
import type { Params } from '../../lib/api';
import { useDraftEdit } from '../../lib/use-draft-edit';
import { useUpdateSettings } from './api/update-settings';

/**
 * A settings document's form state, whatever its shape (`D`): the shared settings-form behaviour;
 * a save carries the document's `revision` the person opened.
 */
export function useDocumentEdit<D>(
  name: SettingsName,
  latest: D,
  revision: number,
  changesOf: (base: D, draft: D) => Params,
) {
  return useDraftEdit({ latest, revision, changesOf, save: useUpdateSettings(name) });
}

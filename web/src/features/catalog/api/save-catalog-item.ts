import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogKind } from '@packflow/contracts';
import { api, type ApiResult, type Params } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { CATALOG_READ_MODEL } from './read-models';

export interface SaveCatalogItem {
  /** Absent: add (POST, the whole form); present: change (PUT, only what changed). */
  id?: string | undefined;
  body: Params;
}

export const saveCatalogItem = (
  kind: CatalogKind,
  { id, body }: SaveCatalogItem,
): Promise<ApiResult<{ id: string }>> =>
  id === undefined
    ? api.post(`catalog/${kind}`, body)
    : api.put(`catalog/${kind}/${encodeURIComponent(id)}`, body);

/** Add, change, retire (`active: 'false'`) or restore an item of one catalogue. */
export function useSaveCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCatalogItem) => saveCatalogItem(kind, vars),
    // Waits for the refetch, so the saved item is on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(CATALOG_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CATALOG_READ_MODEL, kind] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOG_READ_MODELS, type CatalogKind } from '@packflow/contracts';
import { api, type ApiResult, type Params, isRecordChanged } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

export interface SaveCatalogItem {
  /** Absent: add (POST, the whole form); present: change (PUT, only what changed). */
  id?: string | undefined;
  body: Params;
  /** A change: the item's version the person opened (If-Match); refused (409) when it changed since. */
  version?: number | undefined;
}

export const saveCatalogItem = (
  kind: CatalogKind,
  { id, body, version }: SaveCatalogItem,
): Promise<ApiResult<{ id: string }>> =>
  id === undefined
    ? api.post(`catalog/${kind}`, body)
    : api.put(`catalog/${kind}/${encodeURIComponent(id)}`, body, { revision: version });

/** Add, change, retire (`active: 'false'`) or restore an item of one catalogue. */
export function useSaveCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCatalogItem) => saveCatalogItem(kind, vars),
    // Waits for the refetch, so the saved item is on screen by the time the save "finishes".
    onSuccess: async ({ extra }) => {
      rememberWrite(CATALOG_READ_MODELS.catalog, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CATALOG_READ_MODELS.catalog, kind] });
    },
    // Someone else changed the item first: the list shows it as it is now.
    onError: async (error) => {
      if (isRecordChanged(error))
        await queryClient.invalidateQueries({ queryKey: [CATALOG_READ_MODELS.catalog, kind] });
    },
  });
}

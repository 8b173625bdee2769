import { useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The second part of a watcher's key: a read model's name, then this. */
const WATCH = 'home-watch';

/**
 * Refetches `target` whenever one of `readModels` changes. Live updates invalidate the queries
 * under a read model's name (lib/live.ts); /Home reads several read models in one answer, so it
 * keeps one tiny local query under each name (no request: its function only counts) whose
 * refetch after the first refreshes /Home.
 */
export function useFollowReadModels(readModels: readonly string[], target: QueryKey): void {
  const queryClient = useQueryClient();
  useQueries({
    queries: [...new Set(readModels)].sort().map((readModel) => ({
      queryKey: [readModel, WATCH],
      queryFn: () => {
        const seen = queryClient.getQueryData<number>([readModel, WATCH]);
        if (seen !== undefined) void queryClient.invalidateQueries({ queryKey: target });
        return (seen ?? 0) + 1;
      },
      staleTime: Infinity,
      gcTime: 0,
    })),
  });
}

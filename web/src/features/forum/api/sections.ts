import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORUM_READ_MODELS, type ForumSection } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const SECTIONS = FORUM_READ_MODELS.forumSections;

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: [SECTIONS, 'list'],
    queryFn: async ({ signal }) =>
      (
        await api.get<ForumSection[]>('admin/forum/forumsection', undefined, {
          signal,
          position: readPosition(SECTIONS),
        })
      ).data,
  });

/** Every forum section, oldest first (the forum menu's order). */
export const useSections = () => useQuery(sectionsQueryOptions());

export type SectionChange =
  | { kind: 'add'; name: string }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'delete'; id: string };

/** Add, rename or delete a section; the menus (keyed by the same read model) follow. */
export function useChangeSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SectionChange) => {
      if (change.kind === 'add') return api.post<unknown>('admin/forum/forumsection', { name: change.name });
      const path = `admin/forum/forumsection/${encodeURIComponent(change.id)}`;
      return change.kind === 'rename'
        ? api.put<unknown>(path, { name: change.name })
        : api.delete<unknown>(path);
    },
    onSuccess: async ({ extra }) => {
      rememberWrite(SECTIONS, extra.position);
      await queryClient.invalidateQueries({ queryKey: [SECTIONS] });
    },
  });
}

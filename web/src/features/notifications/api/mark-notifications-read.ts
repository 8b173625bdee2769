import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_READ_MODELS } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

const READ_MODEL = NOTIFICATION_READ_MODELS.notifications;

/** After a mark: the lists and the count read at least up to it. */
function useAfterMark() {
  const queryClient = useQueryClient();
  return (position: string | undefined) => {
    rememberWrite(READ_MODEL, position);
    return queryClient.invalidateQueries({ queryKey: [READ_MODEL] });
  };
}

/** PUT notifications/:id/read. */
export function useMarkNotificationRead() {
  const after = useAfterMark();
  return useMutation({
    mutationFn: (id: string) => api.put<{ id: string }>(`notifications/${encodeURIComponent(id)}/read`),
    onSuccess: ({ extra }) => after(extra.position),
  });
}

/** PUT notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const after = useAfterMark();
  return useMutation({
    mutationFn: () => api.put<null>('notifications/read-all'),
    onSuccess: ({ extra }) => after(extra.position),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_READ_MODELS, type NotificationView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

const READ_MODEL = NOTIFICATION_READ_MODELS.notifications;

export interface NotificationPage {
  rows: NotificationView[];
  pageInfo: { _page: number; _size: number; _count: number };
  unread: number;
}

export interface NotificationFilter {
  unreadOnly: boolean;
  page: number;
  size: number;
}

/** GET notifications: the signed-in person's, newest first; `extra.unread` is their unread count. */
export async function getNotifications(
  filter: NotificationFilter,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { data, extra } = await api.get<NotificationView[]>(
    'notifications',
    { unread: filter.unreadOnly ? '1' : undefined, _page: filter.page, _size: filter.size },
    { signal, position: readPosition(READ_MODEL) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
    unread: typeof extra.unread === 'number' ? extra.unread : 0,
  };
}

/** The list; keys start with the read model, so a live change of it refetches. */
export const useNotifications = (filter: NotificationFilter, enabled = true) =>
  useQuery({
    queryKey: [READ_MODEL, 'list', filter],
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET notifications/unread-count: the number on the bell. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await api.get<{ unread: number }>('notifications/unread-count', undefined, {
    signal,
    position: readPosition(READ_MODEL),
  });
  return typeof data?.unread === 'number' ? data.unread : 0;
}

export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: [READ_MODEL, 'unread'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
  });

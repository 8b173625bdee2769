import {
  NOTIFICATION_LINK_SCREENS,
  NOTIFICATION_QUEUE_SCREENS,
  type NotificationKind,
  type NotificationLink,
  type NotificationView,
  type Role,
  menuFor,
  menuPaths,
  notificationPath,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import type { Kysely } from 'kysely';
import type { Paging } from '../http/paging';

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

/** A person's unread notifications. */
export async function unreadCount(db: Kysely<Database>, personId: string): Promise<number> {
  const row = await db
    .withSchema('rm')
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', personId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The console address of a record, when the reader's role has its screen; else the queue where that
 * role decides it, when it has one; else none (shown as text, never a dead link).
 */
export function pathFor(
  role: Role,
): (kind: NotificationKind, link: NotificationLink | null) => string | null {
  const screens = new Set(menuPaths(menuFor(role, [])));
  return (kind, link) => {
    if (!link) return null;
    if (screens.has(NOTIFICATION_LINK_SCREENS[link.kind])) return notificationPath(link);
    const queue = NOTIFICATION_QUEUE_SCREENS[kind];
    return queue && screens.has(queue) ? queue : null;
  };
}

/** A person's own notifications, newest first; only the unread ones when asked. */
export async function listNotifications(
  db: Kysely<Database>,
  reader: { id: string; role: Role },
  unreadOnly: boolean,
  page: Paging,
): Promise<{ rows: NotificationView[]; count: number }> {
  let query = db.withSchema('rm').selectFrom('notifications').where('recipient_id', '=', reader.id);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  const path = pathFor(reader.role);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      params: r.params,
      link: r.link,
      path: path(r.kind as NotificationKind, r.link),
      sourceEventId: r.source_event_id,
      createdAt: iso(r.created_at),
      readAt: r.read_at === null ? null : iso(r.read_at),
    })),
    count: Number(total?.n ?? 0),
  };
}

import type { NotificationView } from '@packflow/contracts';
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

/** A person's own notifications, newest first; only the unread ones when asked. */
export async function listNotifications(
  db: Kysely<Database>,
  personId: string,
  unreadOnly: boolean,
  page: Paging,
): Promise<{ rows: NotificationView[]; count: number }> {
  let query = db.withSchema('rm').selectFrom('notifications').where('recipient_id', '=', personId);
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
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      params: r.params,
      link: r.link,
      sourceEventId: r.source_event_id,
      createdAt: iso(r.created_at),
      readAt: r.read_at === null ? null : iso(r.read_at),
    })),
    count: Number(total?.n ?? 0),
  };
}

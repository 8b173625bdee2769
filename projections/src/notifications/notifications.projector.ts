import { notifications } from '@packflow/domain';
import type { Projector } from '../projector';
import { chunks } from '../rows';
import { createNotificationsTable } from './notifications.table';

const { inbox } = notifications;

/**
 * Each person's notifications: sent, read one by one or all at once. A change is told only to the
 * people whose notifications changed, without the ids (a batch may hold several people's).
 */
export const notificationsProjector: Projector = {
  name: 'notifications',
  version: 1,
  eventTypes: inbox.INBOX_EVENT_TYPES,
  tables: ['notifications'],

  createTables: createNotificationsTable,

  async applyBatch(db, events) {
    const recipients = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as notifications.inbox.InboxEvent;
      const recipientId = inbox.recipientOf(event.streamId);
      if (e.type === 'NotificationSent') {
        const d = e.data;
        await db
          .insertInto('notifications')
          .values({
            id: d.id,
            recipient_id: recipientId,
            kind: d.kind,
            params: JSON.stringify(d.params),
            link: JSON.stringify(d.link),
            source_event_id: d.sourceEventId,
            created_at: d.at,
            read_at: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        const ids = e.type === 'NotificationRead' ? [e.data.id] : e.data.ids;
        for (const part of chunks(ids, 1000))
          await db
            .updateTable('notifications')
            .set({ read_at: e.data.at })
            .where('recipient_id', '=', recipientId)
            .where('id', 'in', part)
            .where('read_at', 'is', null)
            .execute();
      }
      recipients.add(recipientId);
    }
    return recipients.size ? { ids: [], audience: { users: [...recipients] } } : undefined;
  },
};

import type { Database, Timestamp } from '@packflow/db';
import type { NotificationKind, NotificationLink, NotificationParams } from '@packflow/contracts';
import type { ColumnType, Kysely } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** One notification of one person (the bell and /Notifications). */
export interface NotificationRow {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
  /** jsonb: the text's parameters; the console renders the text in the reader's language. */
  params: Json<NotificationParams>;
  /** jsonb: the record it leads to, or null. */
  link: Json<NotificationLink | null>;
  source_event_id: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    notifications: NotificationRow;
  }
}

/** Creates `notifications` in the given schema, with the index each person's newest-first list reads. */
export async function createNotificationsTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('link', 'jsonb')
    .addColumn('source_event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .withSchema(schema)
    .createIndex('notifications_recipient_created')
    .on('notifications')
    .columns(['recipient_id', 'created_at desc'])
    .execute();
}

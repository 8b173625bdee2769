import type { Database, Timestamp } from '@packflow/db';
import type { Kysely } from 'kysely';

/** A forum section as the forum menu (/ForumArticle/{id}) lists it. */
export interface ForumSectionRow {
  id: string;
  name: string;
  created_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    forum_sections: ForumSectionRow;
  }
}

/** Creates `forum_sections` in the given schema. */
export async function createForumSectionsTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('forum_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

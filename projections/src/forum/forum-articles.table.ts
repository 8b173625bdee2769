import type { Database, Timestamp } from '@packflow/db';
import type { Kysely } from 'kysely';

/** A forum article as its section's list and the reading view show it; deleted ones are kept, hidden. */
export interface ForumArticleRow {
  id: string;
  section_id: string;
  title: string;
  /** The sanitised HTML, as recorded. */
  html: string;
  /** The words without markup, for the keyword search. */
  text: string;
  author_id: string;
  author_name: string;
  published_at: Timestamp;
  edited_at: Timestamp | null;
  deleted: boolean;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    forum_articles: ForumArticleRow;
  }
}

/** Creates `forum_articles` in the given schema, indexed for a section's newest-first pages. */
export async function createForumArticlesTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('forum_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .withSchema(schema)
    .createIndex('forum_articles_section_idx')
    .on('forum_articles')
    .columns(['section_id', 'published_at desc'])
    .execute();
}

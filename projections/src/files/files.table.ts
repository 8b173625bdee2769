import type { Database, Timestamp } from '@packflow/db';
import type { Kysely } from 'kysely';

/** A file of the library (hidden ones stay: a record may use them). */
export interface FileRow {
  id: string;
  path: string;
  thumb: string | null;
  name: string;
  size: number;
  mime: string;
  /** '' when in no directory. */
  cate_id: string;
  uploader_id: string;
  /** Removed from the library (by its owner, or with its directory). */
  hidden: boolean;
  created_at: Timestamp;
}

/** A directory of the library, kept by its creator. */
export interface FileCateRow {
  id: string;
  name: string;
  owner_id: string;
  created_at: Timestamp;
}

/** Which record uses which stored path, by field: the download route asks whether a reader sees one of them. */
export interface FileUsageRow {
  path: string;
  record_kind: string;
  record_id: string;
  /** images, attachments (customers), html (forum articles). */
  field: string;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    files: FileRow;
    file_cates: FileCateRow;
    file_usage: FileUsageRow;
  }
}

/** Creates `files` and `file_cates` in the given schema. */
export async function createFilesTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('thumb', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('cate_id', 'text', (c) => c.notNull())
    .addColumn('uploader_id', 'text', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The library: one person's files (or everyone's) in a directory, newest first.
  await s
    .createIndex('files_library')
    .on('files')
    .columns(['uploader_id', 'cate_id', 'created_at', 'id'])
    .execute();
  await s.createIndex('files_newest').on('files').columns(['created_at', 'id']).execute();
  await s
    .createTable('file_cates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await s.createIndex('file_cates_owner').on('file_cates').columns(['owner_id', 'created_at']).execute();
}

/** Creates `file_usage` in the given schema. */
export async function createFileUsageTable(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('file_usage')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_usage_pk', ['path', 'record_kind', 'record_id', 'field'])
    .execute();
  await s.createIndex('file_usage_record').on('file_usage').columns(['record_kind', 'record_id']).execute();
}

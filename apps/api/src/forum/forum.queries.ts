import type { ArticleRow, ArticleView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Paging } from '../http/paging';

type ArticleTable = Selectable<Database['forum_articles']>;

const isoOf = (d: Date | string): string => new Date(d).toISOString();

function rowOf(r: Omit<ArticleTable, 'html' | 'text' | 'deleted'>): ArticleRow {
  return {
    id: r.id,
    sectionId: r.section_id,
    title: r.title,
    authorId: r.author_id,
    authorName: r.author_name,
    publishedAt: isoOf(r.published_at),
    editedAt: r.edited_at === null ? null : isoOf(r.edited_at),
  };
}

const ROW_COLUMNS = [
  'id',
  'section_id',
  'title',
  'author_id',
  'author_name',
  'published_at',
  'edited_at',
] as const;

/** One section's articles, newest first; a keyword is looked for in the title and the words. */
export async function listArticles(
  db: Kysely<Database>,
  sectionId: string,
  keyword: string | undefined,
  page: Paging,
): Promise<{ rows: ArticleRow[]; count: number }> {
  const k = keyword?.trim().toLowerCase();
  const base = db
    .withSchema('rm')
    .selectFrom('forum_articles')
    .where('section_id', '=', sectionId)
    .where('deleted', '=', false)
    .$if(!!k, (q) => q.where(sql<boolean>`strpos(lower(title || ' ' || text), ${k}) > 0`));
  const [rows, total] = await Promise.all([
    base
      .select(ROW_COLUMNS)
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rowOf), count: Number(total.count) };
}

/** One article to read, undefined when it does not exist or was deleted. */
export async function readArticle(db: Kysely<Database>, id: string): Promise<ArticleView | undefined> {
  const row = await db
    .withSchema('rm')
    .selectFrom('forum_articles')
    .select([...ROW_COLUMNS, 'html'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row && { ...rowOf(row), html: row.html };
}

/** How many articles a section still shows (deleting it is refused while any remain). */
export async function countSectionArticles(db: Kysely<Database>, sectionId: string): Promise<number> {
  const { count } = await db
    .withSchema('rm')
    .selectFrom('forum_articles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('section_id', '=', sectionId)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

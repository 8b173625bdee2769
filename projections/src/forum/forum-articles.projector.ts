import { forumArticle } from '@packflow/domain';
import type { Projector } from '../projector';
import { createForumArticlesTable } from './forum-articles.table';

/** Forum articles per section: the list, the reading view and the keyword search. */
export const forumArticlesProjector: Projector = {
  name: 'forum_articles',
  version: 1,
  eventTypes: forumArticle.ARTICLE_EVENT_TYPES,
  tables: ['forum_articles'],

  createTables: createForumArticlesTable,

  async applyBatch(db, events) {
    const ids: string[] = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as forumArticle.ArticleEvent;
      const at = event.metadata.at ?? event.created.toISOString();
      switch (e.type) {
        case 'ArticlePublished':
          await db
            .insertInto('forum_articles')
            .values({
              id: e.data.id,
              section_id: e.data.sectionId,
              title: e.data.title,
              html: e.data.html,
              text: forumArticle.articleText(e.data.html),
              author_id: e.data.author.id,
              author_name: e.data.author.name,
              published_at: at,
              edited_at: null,
              deleted: false,
            })
            .execute();
          break;
        case 'ArticleEdited':
          await db
            .updateTable('forum_articles')
            .set({
              title: e.data.title,
              html: e.data.html,
              text: forumArticle.articleText(e.data.html),
              edited_at: at,
            })
            .where('id', '=', e.data.id)
            .execute();
          break;
        case 'ArticleDeleted':
          await db.updateTable('forum_articles').set({ deleted: true }).where('id', '=', e.data.id).execute();
          break;
      }
      ids.push(e.data.id);
    }
    // Every role reads the forum.
    return { ids, audience: { roles: ['*'] } };
  },
};

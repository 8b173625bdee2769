import { forumSection } from '@packflow/domain';
import type { Projector } from '../projector';
import { createForumSectionsTable } from './forum-sections.table';

/** Forum sections for the forum menu (/ForumArticle/{id}). */
export const forumSectionsProjector: Projector = {
  name: 'forum_sections',
  version: 1,
  eventTypes: forumSection.FORUM_SECTION_EVENT_TYPES,
  tables: ['forum_sections'],

  createTables: createForumSectionsTable,

  async applyBatch(db, events) {
    const ids: string[] = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as forumSection.ForumSectionEvent;
      if (e.type === 'ForumSectionCreated') {
        await db
          .insertInto('forum_sections')
          .values({ ...e.data, created_at: event.metadata.at ?? event.created.toISOString() })
          .execute();
      } else if (e.type === 'ForumSectionRenamed') {
        await db
          .updateTable('forum_sections')
          .set({ name: e.data.name })
          .where('id', '=', e.data.id)
          .execute();
      } else {
        await db.deleteFrom('forum_sections').where('id', '=', e.data.id).execute();
      }
      ids.push(e.data.id);
    }
    // Every menu shows the forum sections.
    return { ids, audience: { roles: ['*'] } };
  },
};

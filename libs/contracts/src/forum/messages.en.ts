/** Server messages of the forum area, in English (the section messages are in the identity catalogue). */
export const forumEn = {
  'forum.articlePublished': 'Article published',
  'forum.articleSaved': 'Article saved',
  'forum.articleUnchanged': 'Nothing changed',
  'forum.articleDeleted': 'Article deleted',
  'forum.articleEmpty': 'The article has no content left after removing what is not allowed',
  'forum.articleNotFound': 'The article does not exist or was deleted',
  'forum.sectionNotFound': 'The forum section does not exist or was deleted',
  'forum.sectionHasArticles':
    'The section still has {count} article(s); delete them before deleting the section',
} as const;

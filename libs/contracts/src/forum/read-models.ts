/** The forum area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const FORUM_READ_MODELS = {
  forumSections: 'forum_sections',
  forumArticles: 'forum_articles',
} as const;

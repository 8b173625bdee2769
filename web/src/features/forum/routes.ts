import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The forum's screens: a section's articles (its menu entry, /ForumArticle/{id}) and the section list. */
export const FORUM_ROUTES: readonly ScreenRoute[] = [
  [
    '/ForumArticle/:id',
    lazyScreen(
      () => import('./components/forum-article-route'),
      ({ ForumArticleRoute }) => ForumArticleRoute,
    ),
  ],
  [
    '/ForumSection',
    lazyScreen(
      () => import('./components/section-screen'),
      ({ SectionScreen }) => SectionScreen,
    ),
  ],
];

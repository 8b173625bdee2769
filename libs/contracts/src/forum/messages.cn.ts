import type { forumEn } from './messages.en';

export const forumCn: Record<keyof typeof forumEn, string> = {
  'forum.articlePublished': '文章已发表',
  'forum.articleSaved': '文章已保存',
  'forum.articleUnchanged': '没有修改',
  'forum.articleDeleted': '文章已删除',
  'forum.articleEmpty': '去除不允许的内容后文章为空',
  'forum.articleNotFound': '文章不存在或已删除',
  'forum.sectionNotFound': '论坛版块不存在或已删除',
  'forum.sectionHasArticles': '该版块下还有 {count} 篇文章，请先删除这些文章再删除版块',
};

import { z } from 'zod';
import { pagingQueryShape, msg, requiredText, strictForm } from '../validation';

/** The longest article HTML accepted (the sanitised HTML of a long article with images is far below it). */
export const ARTICLE_HTML_MAX = 200_000;
export const ARTICLE_TITLE_MAX = 100;
/** Rich-text font sizes (spec section 9). */
export const ARTICLE_FONT_SIZES = { min: 12, max: 72 } as const;

const articleHtml = z
  .string(msg('validation.required'))
  .max(ARTICLE_HTML_MAX, msg('validation.tooLong', { max: ARTICLE_HTML_MAX }));

const idText = z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(100);

/** POST admin/forum/article: a new article in a section; the HTML is sanitised by the server. */
export const articleCreateSchema = strictForm({
  sectionId: idText,
  title: requiredText(ARTICLE_TITLE_MAX),
  html: articleHtml,
});
export type ArticleCreateForm = z.infer<typeof articleCreateSchema>;

/** PUT admin/forum/article/:id: the new title and HTML. */
export const articleEditSchema = strictForm({
  title: requiredText(ARTICLE_TITLE_MAX),
  html: articleHtml,
});
export type ArticleEditForm = z.infer<typeof articleEditSchema>;

/** GET admin/forum/article: one section's articles, newest first; `keyword` searches titles and text. */
export const articleListQuerySchema = z.object({
  ...pagingQueryShape,
  sectionId: idText,
  keyword: z
    .string(msg('validation.failed'))
    .trim()
    .max(100, msg('validation.tooLong', { max: 100 }))
    .optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

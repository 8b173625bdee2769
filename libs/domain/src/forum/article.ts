import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { isEmptyArticle, sanitizeArticleHtml } from './article-html';

export { articleText, isEmptyArticle, sanitizeArticleHtml } from './article-html';

/** A forum article, in one section; its HTML is always the sanitised one. */
export const articleStream = (id: string): string => `forumarticle-${id}`;

export interface ArticleAuthor {
  id: string;
  name: string;
}

export interface ArticleState {
  exists: boolean;
  deleted: boolean;
  sectionId: string;
  title: string;
  html: string;
}

// ---------------------------------------------------------------- events and commands

export type ArticleEvent =
  | DomainEvent<
      'ArticlePublished',
      { id: string; sectionId: string; title: string; html: string; author: ArticleAuthor }
    >
  | DomainEvent<
      'ArticleEdited',
      { id: string; sectionId: string; title: string; html: string; author: ArticleAuthor }
    >
  | DomainEvent<'ArticleDeleted', { id: string; sectionId: string; author: ArticleAuthor }>;

export type ArticleCommand =
  | {
      type: 'PublishArticle';
      /** `sectionOpen`: the section exists and is not deleted (read by the handler). */
      data: {
        id: string;
        sectionId: string;
        sectionOpen: boolean;
        title: string;
        html: string;
        author: ArticleAuthor;
      };
    }
  | { type: 'EditArticle'; data: { id: string; title: string; html: string; author: ArticleAuthor } }
  | { type: 'DeleteArticle'; data: { id: string; author: ArticleAuthor } };

export const ARTICLE_EVENT_TYPES: ArticleEvent['type'][] = [
  'ArticlePublished',
  'ArticleEdited',
  'ArticleDeleted',
];

// ---------------------------------------------------------------- rules

/** The HTML to record: sanitised, and refused when nothing is left of it. */
function acceptedHtml(html: string): string {
  const sanitized = sanitizeArticleHtml(html);
  if (isEmptyArticle(sanitized)) throw new DomainError('ARTICLE.EMPTY', 'forum.articleEmpty', {}, 'html');
  return sanitized;
}

export const articleDecider: Decider<ArticleState, ArticleCommand, ArticleEvent> = {
  initialState: () => ({ exists: false, deleted: false, sectionId: '', title: '', html: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ArticlePublished':
      case 'ArticleEdited': {
        const { sectionId, title, html } = event.data;
        return { ...state, exists: true, sectionId, title, html };
      }
      case 'ArticleDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'PublishArticle') {
      const { sectionOpen, ...data } = command.data;
      if (state.exists) throw new DomainError('ARTICLE.EXISTS', 'common.conflict');
      if (!sectionOpen)
        throw new DomainError('FORUM_SECTION.NOT_FOUND', 'forum.sectionNotFound', {}, 'sectionId');
      return [{ type: 'ArticlePublished', data: { ...data, html: acceptedHtml(data.html) } }];
    }
    if (!state.exists || state.deleted) throw new DomainError('ARTICLE.NOT_FOUND', 'forum.articleNotFound');
    switch (command.type) {
      case 'EditArticle': {
        const html = acceptedHtml(command.data.html);
        if (html === state.html && command.data.title === state.title) return [];
        return [{ type: 'ArticleEdited', data: { ...command.data, html, sectionId: state.sectionId } }];
      }
      case 'DeleteArticle':
        return [{ type: 'ArticleDeleted', data: { ...command.data, sectionId: state.sectionId } }];
      default:
        return assertNever(command);
    }
  },
};

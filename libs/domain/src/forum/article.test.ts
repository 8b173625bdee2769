import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../shared/decider';
import { type ArticleCommand, type ArticleEvent, articleDecider, articleStream } from './article';

const { given } = deciderSpec(articleDecider);

const author = { id: 'u1', name: 'Admin' };
const publish = (html: string, sectionOpen = true): ArticleCommand => ({
  type: 'PublishArticle',
  data: { id: 'a1', sectionId: 's1', sectionOpen, title: 'Notice', html, author },
});
const published: ArticleEvent = {
  type: 'ArticlePublished',
  data: { id: 'a1', sectionId: 's1', title: 'Notice', html: '<p>Hello</p>', author },
};
const deleted: ArticleEvent = { type: 'ArticleDeleted', data: { id: 'a1', sectionId: 's1', author } };

describe('forum article', () => {
  it('publishes the sanitised HTML', () => {
    given([]).when(publish('<p onclick="x()">Hello</p><script>alert(1)</script>')).then([published]);
  });

  it('refuses an article with nothing left after sanitising, naming the field', () => {
    expect(given([]).when(publish('<script>alert(1)</script><p> </p>')).refusal).toEqual({
      code: 'ARTICLE.EMPTY',
      messageKey: 'forum.articleEmpty',
      params: {},
      field: 'html',
    });
  });

  it('refuses an article in a section that does not exist', () => {
    given([])
      .when(publish('<p>Hello</p>', false))
      .thenThrows('FORUM_SECTION.NOT_FOUND', 'forum.sectionNotFound');
  });

  it('publishes once per id', () => {
    given([published]).when(publish('<p>Hello</p>')).thenThrows('ARTICLE.EXISTS');
  });

  it('edits, sanitising again and keeping the section', () => {
    given([published])
      .when({
        type: 'EditArticle',
        data: { id: 'a1', title: 'Notice 2', html: '<p>Hi <a href="javascript:x">x</a></p>', author },
      })
      .then([
        {
          type: 'ArticleEdited',
          data: {
            id: 'a1',
            sectionId: 's1',
            title: 'Notice 2',
            html: '<p>Hi <a rel="noopener noreferrer" target="_blank">x</a></p>',
            author,
          },
        },
      ]);
  });

  it('records nothing for an edit that changes nothing once sanitised', () => {
    given([published])
      .when({
        type: 'EditArticle',
        data: { id: 'a1', title: 'Notice', html: '<p onclick="y">Hello</p>', author },
      })
      .then([]);
  });

  it('refuses an edit that leaves the article empty', () => {
    given([published])
      .when({ type: 'EditArticle', data: { id: 'a1', title: 'Notice', html: '<iframe></iframe>', author } })
      .thenThrows('ARTICLE.EMPTY');
  });

  it('deletes (hides) an article, which stays in its history', () => {
    given([published])
      .when({ type: 'DeleteArticle', data: { id: 'a1', author } })
      .then([deleted]);
    expect(fold(articleDecider, [published, deleted])).toMatchObject({ deleted: true, title: 'Notice' });
  });

  const later: ArticleCommand[] = [
    { type: 'EditArticle', data: { id: 'a1', title: 'x', html: '<p>x</p>', author } },
    { type: 'DeleteArticle', data: { id: 'a1', author } },
  ];
  it.each(later.map((c) => [c.type, c] as const))(
    'refuses %s on a deleted or missing article',
    (_, command) => {
      given([published, deleted]).when(command).thenThrows('ARTICLE.NOT_FOUND', 'forum.articleNotFound');
      given([]).when(command).thenThrows('ARTICLE.NOT_FOUND');
    },
  );

  it('keys the stream by the article id', () => {
    expect(articleStream('a1')).toBe('forumarticle-a1');
  });
});

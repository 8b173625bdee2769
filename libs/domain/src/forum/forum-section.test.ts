import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../shared/decider';
import {
  type ForumSectionCommand,
  type ForumSectionEvent,
  forumSectionDecider,
  forumSectionStream,
} from './forum-section';

const { given } = deciderSpec(forumSectionDecider);

const created: ForumSectionEvent = { type: 'ForumSectionCreated', data: { id: 's1', name: 'News' } };
const deleted: ForumSectionEvent = { type: 'ForumSectionDeleted', data: { id: 's1' } };

describe('forum section', () => {
  it('creates a section once', () => {
    given([])
      .when({ type: 'CreateForumSection', data: { id: 's1', name: 'News' } })
      .then([created]);
    expect(fold(forumSectionDecider, [created])).toEqual({ exists: true, deleted: false, name: 'News' });
    given([created])
      .when({ type: 'CreateForumSection', data: { id: 's1', name: 'Other' } })
      .thenThrows('FORUM_SECTION.EXISTS');
  });

  it('renames, keeping the old name', () => {
    const events = given([created]).when({
      type: 'RenameForumSection',
      data: { id: 's1', name: 'Notices' },
    }).events;
    expect(events).toEqual([
      { type: 'ForumSectionRenamed', data: { id: 's1', name: 'Notices', from: 'News' } },
    ]);
    expect(fold(forumSectionDecider, [created, ...events]).name).toBe('Notices');
  });

  it('answers no event for a rename to the same name', () => {
    given([created])
      .when({ type: 'RenameForumSection', data: { id: 's1', name: 'News' } })
      .then([]);
  });

  it('deletes an empty section', () => {
    given([created])
      .when({ type: 'DeleteForumSection', data: { id: 's1', articles: 0 } })
      .then([deleted]);
    expect(fold(forumSectionDecider, [created, deleted]).deleted).toBe(true);
  });

  it('refuses to delete a section that still has articles, naming how many', () => {
    given([created])
      .when({ type: 'DeleteForumSection', data: { id: 's1', articles: 2 } })
      .thenThrows('FORUM_SECTION.HAS_ARTICLES', {
        messageKey: 'forum.sectionHasArticles',
        params: { count: 2 },
      });
  });

  const commands: ForumSectionCommand[] = [
    { type: 'RenameForumSection', data: { id: 's1', name: 'Notices' } },
    { type: 'DeleteForumSection', data: { id: 's1', articles: 0 } },
  ];
  it.each(commands.map((c) => [c.type, c] as const))(
    'refuses %s on a deleted or missing section',
    (_, command) => {
      given([created, deleted]).when(command).thenThrows('FORUM_SECTION.NOT_FOUND');
      given([]).when(command).thenThrows('FORUM_SECTION.NOT_FOUND');
    },
  );

  it('keys the stream by the section id', () => {
    expect(forumSectionStream('s1')).toBe('forumsection-s1');
  });
});

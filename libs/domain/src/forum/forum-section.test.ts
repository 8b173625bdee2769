import { DomainError, fold } from '../shared/decider';
import {
  type ForumSectionCommand,
  type ForumSectionEvent,
  forumSectionDecider,
  forumSectionStream,
} from './forum-section';

/** given(events).when(command) -> events or error */
const given = (events: ForumSectionEvent[]) => ({
  when: (command: ForumSectionCommand) =>
    forumSectionDecider.decide(command, fold(forumSectionDecider, events)),
});

/** The code of the refusal a command ends in; fails the test when the command is accepted. */
function refusalCode(act: () => unknown): string {
  try {
    act();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
  throw new Error('The command was accepted');
}

const created: ForumSectionEvent = { type: 'ForumSectionCreated', data: { id: 's1', name: 'News' } };
const deleted: ForumSectionEvent = { type: 'ForumSectionDeleted', data: { id: 's1' } };

describe('forum section', () => {
  it('creates a section once', () => {
    expect(given([]).when({ type: 'CreateForumSection', data: { id: 's1', name: 'News' } })).toEqual([
      created,
    ]);
    expect(fold(forumSectionDecider, [created])).toEqual({ exists: true, deleted: false, name: 'News' });
    expect(
      refusalCode(() =>
        given([created]).when({ type: 'CreateForumSection', data: { id: 's1', name: 'Other' } }),
      ),
    ).toBe('FORUM_SECTION.EXISTS');
  });

  it('renames, keeping the old name', () => {
    const events = given([created]).when({ type: 'RenameForumSection', data: { id: 's1', name: 'Notices' } });
    expect(events).toEqual([
      { type: 'ForumSectionRenamed', data: { id: 's1', name: 'Notices', from: 'News' } },
    ]);
    expect(fold(forumSectionDecider, [created, ...events]).name).toBe('Notices');
  });

  it('answers no event for a rename to the same name', () => {
    expect(given([created]).when({ type: 'RenameForumSection', data: { id: 's1', name: 'News' } })).toEqual(
      [],
    );
  });

  it('deletes', () => {
    expect(given([created]).when({ type: 'DeleteForumSection', data: { id: 's1' } })).toEqual([deleted]);
    expect(fold(forumSectionDecider, [created, deleted]).deleted).toBe(true);
  });

  const commands: ForumSectionCommand[] = [
    { type: 'RenameForumSection', data: { id: 's1', name: 'Notices' } },
    { type: 'DeleteForumSection', data: { id: 's1' } },
  ];
  it.each(commands.map((c) => [c.type, c] as const))(
    'refuses %s on a deleted or missing section',
    (_, command) => {
      expect(refusalCode(() => given([created, deleted]).when(command))).toBe('FORUM_SECTION.NOT_FOUND');
      expect(refusalCode(() => given([]).when(command))).toBe('FORUM_SECTION.NOT_FOUND');
    },
  );

  it('keys the stream by the section id', () => {
    expect(forumSectionStream('s1')).toBe('forumsection-s1');
  });
});

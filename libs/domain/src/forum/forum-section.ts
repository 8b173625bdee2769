import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/** A forum section; each appears in the forum menu as /ForumArticle/{id}. */
export const forumSectionStream = (id: string): string => `forumsection-${id}`;

export interface ForumSectionState {
  exists: boolean;
  deleted: boolean;
  name: string;
}

export type ForumSectionEvent =
  | DomainEvent<'ForumSectionCreated', { id: string; name: string }>
  | DomainEvent<'ForumSectionRenamed', { id: string; name: string; from: string }>
  | DomainEvent<'ForumSectionDeleted', { id: string }>;

export type ForumSectionCommand =
  | { type: 'CreateForumSection'; data: { id: string; name: string } }
  | { type: 'RenameForumSection'; data: { id: string; name: string } }
  /** `articles`: how many articles the section still has (read by the handler). */
  | { type: 'DeleteForumSection'; data: { id: string; articles: number } };

export const FORUM_SECTION_EVENT_TYPES: ForumSectionEvent['type'][] = [
  'ForumSectionCreated',
  'ForumSectionRenamed',
  'ForumSectionDeleted',
];

export const forumSectionDecider: Decider<ForumSectionState, ForumSectionCommand, ForumSectionEvent> = {
  initialState: () => ({ exists: false, deleted: false, name: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ForumSectionCreated':
        return { exists: true, deleted: false, name: event.data.name };
      case 'ForumSectionRenamed':
        return { ...state, name: event.data.name };
      case 'ForumSectionDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateForumSection') {
      if (state.exists) throw new DomainError('FORUM_SECTION.EXISTS', 'common.conflict');
      return [{ type: 'ForumSectionCreated', data: command.data }];
    }
    if (!state.exists || state.deleted) throw new DomainError('FORUM_SECTION.NOT_FOUND', 'common.notFound');
    switch (command.type) {
      case 'RenameForumSection':
        return command.data.name === state.name
          ? []
          : [{ type: 'ForumSectionRenamed', data: { ...command.data, from: state.name } }];
      case 'DeleteForumSection':
        // Articles are never lost with their section: it must be emptied first.
        if (command.data.articles > 0)
          throw new DomainError('FORUM_SECTION.HAS_ARTICLES', 'forum.sectionHasArticles', {
            count: command.data.articles,
          });
        return [{ type: 'ForumSectionDeleted', data: { id: command.data.id } }];
      default:
        return assertNever(command);
    }
  },
};

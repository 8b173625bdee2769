import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/** A directory of the file library, kept by the person who created it. */
export const fileCategoryStream = (id: string): string => `filecate-${id}`;

export interface FileCategoryState {
  exists: boolean;
  deleted: boolean;
  name: string;
  ownerId: string;
}

export type FileCategoryEvent =
  | DomainEvent<'FileCategoryCreated', { id: string; name: string; ownerId: string }>
  | DomainEvent<'FileCategoryRenamed', { id: string; name: string; from: string }>
  /** Its files leave the library with it (their bytes stay: a record may use them). */
  | DomainEvent<'FileCategoryDeleted', { id: string }>;

export type FileCategoryCommand =
  | { type: 'CreateFileCategory'; data: { id: string; name: string; ownerId: string } }
  | { type: 'RenameFileCategory'; data: { id: string; name: string } }
  | { type: 'DeleteFileCategory'; data: { id: string } };

export const FILE_CATEGORY_EVENT_TYPES: FileCategoryEvent['type'][] = [
  'FileCategoryCreated',
  'FileCategoryRenamed',
  'FileCategoryDeleted',
];

export const fileCategoryNotFound = (): DomainError =>
  new DomainError('FILE_CATEGORY.NOT_FOUND', 'files.cateNotFound', {}, 'cateid');

export const fileCategoryDecider: Decider<FileCategoryState, FileCategoryCommand, FileCategoryEvent> = {
  initialState: () => ({ exists: false, deleted: false, name: '', ownerId: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'FileCategoryCreated':
        return { exists: true, deleted: false, name: event.data.name, ownerId: event.data.ownerId };
      case 'FileCategoryRenamed':
        return { ...state, name: event.data.name };
      case 'FileCategoryDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateFileCategory') {
      if (state.exists) throw new DomainError('FILE_CATEGORY.EXISTS', 'common.conflict');
      return [{ type: 'FileCategoryCreated', data: command.data }];
    }
    if (!state.exists || state.deleted) throw fileCategoryNotFound();
    switch (command.type) {
      case 'RenameFileCategory':
        return command.data.name === state.name
          ? []
          : [{ type: 'FileCategoryRenamed', data: { ...command.data, from: state.name } }];
      case 'DeleteFileCategory':
        return [{ type: 'FileCategoryDeleted', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};

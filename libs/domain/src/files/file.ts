import type { FileKind } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * An uploaded file (domain rules, "Files"): who uploaded it, when, its stored path (a generated
 * id, never the uploaded name), and its place in the library. Its bytes are never deleted: a file
 * a business record uses stays downloadable for that record's readers; "delete" only hides it
 * from the library.
 */
export const fileStream = (id: string): string => `file-${id}`;

export interface StoredFile {
  id: string;
  path: string;
  /** The thumbnail's stored path (images), else null. */
  thumb: string | null;
  /** The uploaded name: metadata only. */
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  /** The directory, '' for none. */
  cateId: string;
  uploaderId: string;
}

export interface FileState {
  exists: boolean;
  file: StoredFile | null;
  hidden: boolean;
}

export type FileEvent =
  | DomainEvent<'FileUploaded', StoredFile & { at: string }>
  | DomainEvent<'FileMoved', { id: string; cateId: string; from: string }>
  | DomainEvent<'FileHidden', { id: string }>;

export type FileCommand =
  | { type: 'RecordUpload'; data: StoredFile & { at: string } }
  | { type: 'MoveFile'; data: { cateId: string } }
  | { type: 'HideFile'; data: Record<string, never> };

export const FILE_EVENT_TYPES: FileEvent['type'][] = ['FileUploaded', 'FileMoved', 'FileHidden'];

export const fileNotFound = (): DomainError => new DomainError('FILE.NOT_FOUND', 'common.notFound');

export function evolve(state: FileState, event: FileEvent): FileState {
  switch (event.type) {
    case 'FileUploaded': {
      const { at: _at, ...file } = event.data;
      return { exists: true, file, hidden: false };
    }
    case 'FileMoved':
      return state.file ? { ...state, file: { ...state.file, cateId: event.data.cateId } } : state;
    case 'FileHidden':
      return { ...state, hidden: true };
    default:
      return assertNever(event);
  }
}

export function decide(command: FileCommand, state: FileState): FileEvent[] {
  if (command.type === 'RecordUpload') {
    // Recorded already (the same upload's id): nothing more; another file under this id is a conflict.
    if (state.exists && state.file?.path === command.data.path) return [];
    if (state.exists) throw new DomainError('FILE.EXISTS', 'common.conflict');
    return [{ type: 'FileUploaded', data: command.data }];
  }
  if (!state.exists || !state.file || state.hidden) throw fileNotFound();
  switch (command.type) {
    case 'MoveFile':
      return command.data.cateId === state.file.cateId
        ? []
        : [
            {
              type: 'FileMoved',
              data: { id: state.file.id, cateId: command.data.cateId, from: state.file.cateId },
            },
          ];
    case 'HideFile':
      return [{ type: 'FileHidden', data: { id: state.file.id } }];
    default:
      return assertNever(command);
  }
}

export const fileDecider: Decider<FileState, FileCommand, FileEvent> = {
  initialState: () => ({ exists: false, file: null, hidden: false }),
  evolve,
  decide,
};

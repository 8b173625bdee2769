import { FILE_SELECTION_MAX, type FileFieldRule, type Role } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import type { FileCategoryState } from './file-category';
import { type StoredFile, fileNotFound } from './file';

/**
 * Who may do what with files (domain rules, "Files"). The handlers, the library's queries and the
 * download route all ask here, so a file out of someone's reach is never listed, changed or sent.
 */

export interface FileActor {
  id: string;
  role: Role;
}

/** Administrators manage every file and directory; everyone else their own. */
export const FILE_MANAGING_ROLES: readonly Role[] = ['Admin'];
export const managesFiles = (actor: Pick<FileActor, 'role'>): boolean =>
  FILE_MANAGING_ROLES.includes(actor.role);

/** Which files and directories a library shows: everyone's for a manager, else the person's own. */
export type LibraryScope = { kind: 'all' } | { kind: 'ownedBy'; ownerId: string };
export const libraryScope = (actor: FileActor): LibraryScope =>
  managesFiles(actor) ? { kind: 'all' } : { kind: 'ownedBy', ownerId: actor.id };

/** May the actor move or hide this file? Its uploader and managers may. */
export const mayChangeFile = (actor: FileActor, file: Pick<StoredFile, 'uploaderId'>): boolean =>
  managesFiles(actor) || file.uploaderId === actor.id;

/** The directory, when the actor may put files in it, rename or delete it; else answered like a missing one. */
export function assertMayUseCategory(actor: FileActor, state: FileCategoryState): FileCategoryState {
  if (!state.exists || state.deleted || !(managesFiles(actor) || state.ownerId === actor.id))
    throw new DomainError('FILE_CATEGORY.NOT_FOUND', 'files.cateNotFound', {}, 'cateid');
  return state;
}

/** The file, when the actor may move or hide it; another person's file looks like a missing one. */
export function assertMayChangeFile<F extends Pick<StoredFile, 'uploaderId'>>(
  actor: FileActor,
  file: F | null,
): F {
  if (!file || !mayChangeFile(actor, file)) throw fileNotFound();
  return file;
}

/** One move or hide takes at most this many files ('selection cannot exceed {n}'). */
export function assertSelection(ids: readonly string[]): void {
  if (ids.length === 0) throw new DomainError('FILE.NOT_FOUND', 'files.deleteFailed');
  if (ids.length > FILE_SELECTION_MAX)
    throw new DomainError('FILE.SELECTION_TOO_LARGE', 'files.selectionTooLarge', { n: FILE_SELECTION_MAX });
}

/** The kinds of records that use files. */
export type FileUseKind = 'customer' | 'forum' | 'receipt' | 'payment' | 'order';

/**
 * A record that uses a file, and whether the reader may see that record (the record's own area
 * decides: the customers' scopes for a customer, the finance area's for a receipt's or a
 * payment's proofs; the factory for an order's artwork). A forum article is read by every signed-in
 * person, so its files are too.
 */
export interface FileUse {
  kind: FileUseKind;
  readerSeesRecord: boolean;
}

const OPEN_TO_EVERY_READER: readonly FileUseKind[] = ['forum'];

/**
 * May the reader download the file? Its uploader, a manager, or anyone who may see a record that
 * uses it. Everyone else is answered as if it did not exist (404, never 403).
 */
export function mayDownload(
  reader: FileActor,
  file: Pick<StoredFile, 'uploaderId'>,
  uses: readonly FileUse[],
): boolean {
  return (
    mayChangeFile(reader, file) ||
    uses.some((use) => use.readerSeesRecord || OPEN_TO_EVERY_READER.includes(use.kind))
  );
}

/**
 * May the actor put this file on a record's field? A file the record holds already stays; a new
 * one must be one the actor may download by being its uploader or a manager, and of the field's
 * kinds. The refusal names the field (the rule's messages) and is shown at it.
 */
export function assertMayAttach(
  actor: FileActor,
  field: string,
  path: string,
  file: Pick<StoredFile, 'uploaderId' | 'kind'> | null,
  rule: FileFieldRule,
  alreadyOnRecord: boolean,
): void {
  if (alreadyOnRecord) return;
  if (!file || !mayChangeFile(actor, file))
    throw new DomainError('FILE.NOT_ALLOWED_HERE', rule.notAllowed, { path }, field);
  if (!rule.kinds.includes(file.kind))
    throw new DomainError('FILE.WRONG_KIND', rule.wrongKind, { path }, field);
}

/**
 * An image field takes at most the /Sysset image limit. Over it, nothing new may be added; what
 * the record holds already may stay (a limit lowered later does not lock the record) or go.
 */
export function assertWithinImageLimit(
  field: string,
  paths: readonly string[],
  held: ReadonlySet<string>,
  rule: FileFieldRule,
  limit: number,
): void {
  if (!rule.tooMany || paths.length <= limit) return;
  if (paths.some((path) => !held.has(path)))
    throw new DomainError('FILE.TOO_MANY', rule.tooMany, { n: limit }, field);
}

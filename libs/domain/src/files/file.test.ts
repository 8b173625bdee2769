import { CUSTOMER_FILE_FIELDS, PROOF_FILE_RULE } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { type FileEvent, type StoredFile, fileDecider, fileStream } from './file';
import { type FileCategoryEvent, fileCategoryDecider } from './file-category';
import {
  assertMayAttach,
  assertMayUseCategory,
  assertSelection,
  assertWithinImageLimit,
  mayDownload,
} from './policies';

const stored: StoredFile = {
  id: 'f1',
  path: 'upload/2026/11/0b5e3c9a-1111-4222-8333-444455556666.png',
  thumb: 'upload/2026/11/0b5e3c9a-1111-4222-8333-444455556666.thumb.jpg',
  name: 'logo.png',
  size: 120,
  mime: 'image/png',
  kind: 'png',
  cateId: '',
  uploaderId: 'alice',
};
const uploaded: FileEvent = { type: 'FileUploaded', data: { ...stored, at: '2026-11-24T03:00:00.000Z' } };

describe('a stored file', () => {
  const { given } = deciderSpec(fileDecider);

  it('records an upload once', () => {
    given([]).when({ type: 'RecordUpload', data: uploaded.data }).then([uploaded]);
    given([uploaded]).when({ type: 'RecordUpload', data: uploaded.data }).then([]);
  });

  it('moves between directories, and not to where it is', () => {
    given([uploaded])
      .when({ type: 'MoveFile', data: { cateId: 'c1' } })
      .then([{ type: 'FileMoved', data: { id: 'f1', cateId: 'c1', from: '' } }]);
    given([uploaded])
      .when({ type: 'MoveFile', data: { cateId: '' } })
      .then([]);
  });

  it('is hidden from the library, once', () => {
    const hidden: FileEvent = { type: 'FileHidden', data: { id: 'f1' } };
    given([uploaded]).when({ type: 'HideFile', data: {} }).then([hidden]);
    given([uploaded, hidden]).when({ type: 'HideFile', data: {} }).thenThrows('FILE.NOT_FOUND');
    given([])
      .when({ type: 'MoveFile', data: { cateId: '' } })
      .thenThrows('FILE.NOT_FOUND');
  });

  it('keys its stream by its id', () => expect(fileStream('f1')).toBe('file-f1'));
});

describe('a file directory', () => {
  const { given } = deciderSpec(fileCategoryDecider);
  const created: FileCategoryEvent = {
    type: 'FileCategoryCreated',
    data: { id: 'c1', name: 'Art', ownerId: 'alice' },
  };

  it('is created, renamed and deleted', () => {
    given([created])
      .when({ type: 'RenameFileCategory', data: { id: 'c1', name: 'Proofs' } })
      .then([{ type: 'FileCategoryRenamed', data: { id: 'c1', name: 'Proofs', from: 'Art' } }]);
    given([created])
      .when({ type: 'DeleteFileCategory', data: { id: 'c1' } })
      .then([{ type: 'FileCategoryDeleted', data: { id: 'c1' } }]);
    given([])
      .when({ type: 'DeleteFileCategory', data: { id: 'c1' } })
      .thenThrows('FILE_CATEGORY.NOT_FOUND');
  });

  it("is its owner's and the managers', nobody else's", () => {
    const state = fileCategoryDecider.evolve(fileCategoryDecider.initialState(), created);
    expect(() => assertMayUseCategory({ id: 'alice', role: 'OperatorIndex' }, state)).not.toThrow();
    expect(() => assertMayUseCategory({ id: 'root', role: 'Admin' }, state)).not.toThrow();
    expect(() => assertMayUseCategory({ id: 'bob', role: 'OperatorIndex' }, state)).toThrow(
      'FILE_CATEGORY.NOT_FOUND',
    );
  });
});

describe('who may have a file', () => {
  const bob = { id: 'bob', role: 'OperatorIndex' as const };

  it('lets its uploader, a manager, and the readers of a record using it download it', () => {
    expect(mayDownload({ id: 'alice', role: 'OperatorIndex' }, stored, [])).toBe(true);
    expect(mayDownload({ id: 'root', role: 'Admin' }, stored, [])).toBe(true);
    expect(mayDownload(bob, stored, [])).toBe(false);
    expect(mayDownload(bob, stored, [{ kind: 'customer', readerSeesRecord: false }])).toBe(false);
    expect(mayDownload(bob, stored, [{ kind: 'customer', readerSeesRecord: true }])).toBe(true);
    expect(mayDownload(bob, stored, [{ kind: 'forum', readerSeesRecord: false }])).toBe(true);
  });

  it("puts on a record only one's own files of the field's kinds, naming the field", () => {
    expect(() =>
      assertMayAttach(bob, 'images', stored.path, stored, CUSTOMER_FILE_FIELDS.images, false),
    ).toThrow('FILE.NOT_ALLOWED_HERE');
    expect(() =>
      assertMayAttach(bob, 'images', stored.path, stored, CUSTOMER_FILE_FIELDS.images, true),
    ).not.toThrow();
    const alice = { id: 'alice', role: 'OperatorIndex' as const };
    expect(() =>
      assertMayAttach(alice, 'attachments', stored.path, stored, CUSTOMER_FILE_FIELDS.attachments, false),
    ).toThrow('FILE.WRONG_KIND');
    expect(() =>
      assertMayAttach(alice, 'images', stored.path, null, CUSTOMER_FILE_FIELDS.images, false),
    ).toThrow('FILE.NOT_ALLOWED_HERE');
  });

  it('holds image fields to the image limit, letting a record keep what it held before a lower limit', () => {
    const paths = (n: number) => Array.from({ length: n }, (_, i) => `upload/2026/11/${i}.png`);
    const images = CUSTOMER_FILE_FIELDS.images;
    expect(() => assertWithinImageLimit('images', paths(3), new Set(), images, 3)).not.toThrow();
    expect(() => assertWithinImageLimit('images', paths(4), new Set(), images, 3)).toThrow('FILE.TOO_MANY');
    expect(() => assertWithinImageLimit('proofs', paths(4), new Set(), PROOF_FILE_RULE, 3)).toThrow(
      'FILE.TOO_MANY',
    );
    // Five held when the limit went down to 3: they may stay, or some go; none may be added.
    const held = new Set(paths(5));
    expect(() => assertWithinImageLimit('images', paths(5), held, images, 3)).not.toThrow();
    expect(() => assertWithinImageLimit('images', paths(4), held, images, 3)).not.toThrow();
    expect(() => assertWithinImageLimit('images', paths(6), held, images, 3)).toThrow('FILE.TOO_MANY');
    // Attachments are not images: their own maximum is the form's.
    expect(() =>
      assertWithinImageLimit('attachments', paths(5), new Set(), CUSTOMER_FILE_FIELDS.attachments, 3),
    ).not.toThrow();
  });

  it('takes at most 78 files in one move or hide', () => {
    expect(() => assertSelection(Array.from({ length: 78 }, String))).not.toThrow();
    expect(() => assertSelection(Array.from({ length: 79 }, String))).toThrow('FILE.SELECTION_TOO_LARGE');
  });
});

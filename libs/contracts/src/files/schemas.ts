import { z } from 'zod';
import { formNumber, msg, pagingQueryShape, requiredText, strictForm } from '../validation';
import type { filesEn } from './messages.en';

// ---------------------------------------------------------------- stored paths

/** Image fields and attachment lists hold stored paths joined by this (spec section 3). */
export const FILE_PATH_SEPARATOR = '||';

/** What may be uploaded, by content: .png and .jpg images, .pdf documents (domain rules, "Files"). */
export const FILE_KINDS = {
  png: { mime: 'image/png', image: true },
  jpg: { mime: 'image/jpeg', image: true },
  pdf: { mime: 'application/pdf', image: false },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * A stored path as the API answers it: `upload/<year>/<month>/<id>.<ext>`, the id generated, never
 * the uploaded name; a thumbnail is `<id>.thumb.jpg` beside it.
 */
export const FILE_PATH_PATTERN =
  /^upload\/(\d{4})\/(\d{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|pdf)$/;
const THUMB_PATTERN = /^upload\/\d{4}\/\d{2}\/([0-9a-f-]{36})\.thumb\.jpg$/;

/** The file id and kind a stored path names, or undefined for anything that is not one. */
export function parseFilePath(path: string): { id: string; kind: FileKind } | undefined {
  const m = FILE_PATH_PATTERN.exec(path);
  return m ? { id: m[3]!, kind: m[4] as FileKind } : undefined;
}

/** The stored path of a thumbnail's file id, or undefined. */
export const thumbFileId = (path: string): string | undefined => THUMB_PATTERN.exec(path)?.[1];

/** The paths of an image field or attachment list ('||'-joined), without empty entries. */
export const splitFilePaths = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(FILE_PATH_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);

/** Every stored path mentioned in a text (an article's HTML, an image field with the image host in front). */
export function filePathsIn(text: string): string[] {
  const found = text.match(/upload\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:png|jpg|pdf)/g) ?? [];
  return [...new Set(found.filter((p) => FILE_PATH_PATTERN.test(p)))];
}

/**
 * A stored path as a browser address: the /Sysset image host in front when one is set,
 * otherwise the API's download route. Absolute addresses stay as they are.
 */
export function fileUrl(path: string, imageHost = ''): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return imageHost ? `${imageHost.replace(/\/+$/, '')}/${path}` : `/api/file/${path}`;
}

/**
 * A '||'-joined list of stored paths of the rule's kinds, at most `max` of them, as a form field
 * (customers' images and attachments), each refusal naming the field. Whether each is a file the
 * person may use is the handler's check against the files area.
 */
export const filePathListField = (rule: FileFieldRule, max: number) =>
  z
    .string(msg('validation.required'))
    .trim()
    .max(max * 80, msg('validation.tooLong', { max: max * 80 }))
    .superRefine((value, ctx) => {
      const paths = splitFilePaths(value);
      if (paths.length > max)
        ctx.addIssue({ code: 'custom', message: msg('files.selectionTooLarge', { n: max }) });
      for (const path of paths) {
        const parsed = parseFilePath(path);
        if (!parsed || !rule.kinds.includes(parsed.kind)) {
          const key = parsed ? rule.wrongKind : rule.notAllowed;
          ctx.addIssue({ code: 'custom', message: msg(key, { path: path.slice(0, 80) }) });
          return;
        }
      }
    })
    .transform((value) => splitFilePaths(value).join(FILE_PATH_SEPARATOR));

/**
 * Image fields (a customer's images, proofs of money) take at most the /Sysset image limit (spec
 * section 9: 3 by default); an administrator sets it from 1 to IMAGE_LIMIT_MAX.
 */
export const DEFAULT_IMAGE_LIMIT = 3;
export const IMAGE_LIMIT_MAX = 9;
/** A customer's PDF attachments (up to 10). */
export const CUSTOMER_ATTACHMENTS_MAX = 10;
/**
 * A field that holds stored paths: the kinds it takes, and its refusals, each naming the field in
 * the reader's language.
 */
export interface FileFieldRule {
  kinds: readonly FileKind[];
  notAllowed: keyof typeof filesEn;
  wrongKind: keyof typeof filesEn;
  /** An image field: held to the /Sysset image limit, refused with this message over it. */
  tooMany?: keyof typeof filesEn;
}

/** A customer's file fields. */
export const CUSTOMER_FILE_FIELDS = {
  images: {
    kinds: ['png', 'jpg'],
    notAllowed: 'files.imageNotAllowed',
    wrongKind: 'files.imageWrongKind',
    tooMany: 'files.imagesTooMany',
  },
  attachments: {
    kinds: ['pdf'],
    notAllowed: 'files.attachmentNotAllowed',
    wrongKind: 'files.attachmentWrongKind',
  },
} as const satisfies Record<string, FileFieldRule>;

/** Proof images of money received or paid (receipts, payments). */
export const PROOF_FILE_RULE = {
  kinds: ['png', 'jpg'],
  notAllowed: 'files.proofNotAllowed',
  wrongKind: 'files.proofWrongKind',
  tooMany: 'files.proofsTooMany',
} as const satisfies FileFieldRule;

// ---------------------------------------------------------------- limits

/** Files per upload, and ids per move or hide ('selection cannot exceed {n}'). */
export const FILE_SELECTION_MAX = 78;
/** The default upload limit (domain rules: at most 10 MB each, an admin setting). */
export const DEFAULT_UPLOAD_MAX_MB = 10;
/** The library's page sizes (spec section 9): 24 by default, 6 to 78. */
export const FILE_PAGE_SIZES = [6, 12, 24, 36, 48, 54, 60, 66, 72, 78] as const;
export const FILE_PAGE_SIZE = 24;

// ---------------------------------------------------------------- forms and queries

const cateId = z
  .string(msg('validation.required'))
  .trim()
  .max(100, msg('validation.tooLong', { max: 100 }));

/** POST files-cates: a new directory. */
export const fileCateCreateSchema = strictForm({ name: requiredText(50) });
/** PUT files-cates: rename the directory `id`. */
export const fileCateRenameSchema = strictForm({
  id: cateId.min(1, msg('validation.required')),
  name: requiredText(50),
});
/** GET files-cates: `page=all` (spec section 7) answers every directory. */
export const fileCateQuerySchema = z.object({ page: z.string().trim().max(10).optional() });

/** POST upload: the form fields beside the file (`cateid`, optional). */
export const uploadFormSchema = strictForm({ cateid: cateId.optional() });

/** PUT files-record/{ids}: move the files to the directory `cateid` ('' or 0: none). */
export const fileMoveSchema = strictForm({ cateid: cateId });

const pageSize = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  formNumber(
    z
      .number(msg('validation.notInteger'))
      .int(msg('validation.notInteger'))
      .min(6, msg('validation.between', { min: 6, max: 78 }))
      .max(78, msg('validation.between', { min: 6, max: 78 })),
  ).optional(),
);

/** GET files-record: `_page` or `page`, `size` (or `_size`) from 6 to 78 (default 24), `cateid`. */
export const fileRecordQuerySchema = z.object({
  _page: pagingQueryShape._page,
  page: pagingQueryShape._page,
  _size: pageSize,
  size: pageSize,
  cateid: cateId.optional(),
});
export type FileRecordQuery = z.infer<typeof fileRecordQuerySchema>;

// ---------------------------------------------------------------- views

export interface FileCateView {
  id: string;
  name: string;
}

/** A file of the library (spec section 3: id, name, path, cateid). */
export interface FileRecordView {
  id: string;
  /** The uploaded name: metadata only, never a path. */
  name: string;
  path: string;
  /** '' when in no directory. */
  cateid: string;
  size: number;
  mime: string;
  thumb: string | null;
  uploaderId: string;
  createdAt: string;
}

/** POST upload's `extra` beside the stored path in `data`. */
export interface UploadExtra {
  id: string;
  name: string;
  size: number;
  mime: string;
  thumb: string | null;
}

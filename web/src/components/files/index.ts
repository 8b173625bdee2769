/**
 * Files in the console: the upload call, stored paths as addresses, and the widgets that hold
 * them (image field, PDF attachments, the file library).
 */
export { uploadFile, type UploadedFile, type UploadOptions } from './upload';
export {
  fileUrl,
  splitPaths,
  joinPaths,
  baseName,
  formatSize,
  PATH_SEPARATOR,
  type FileUrlOptions,
} from './file-url';
export { useFileUrl, useImageHost, useImageLimit } from './use-file-url';
export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
export { AttachmentList, DEFAULT_ATTACHMENT_LIMIT, type AttachmentListProps } from './attachment-list';
export { FileLibraryDialog, type FileLibraryDialogProps } from './file-library-dialog';
export type { LibraryFile, FileCategory } from './library-api';
export { acceptOf, fitsKind, kindLabel, type FileKind } from './file-kinds';
export { ProofThumbnails } from './proof-thumbnails';

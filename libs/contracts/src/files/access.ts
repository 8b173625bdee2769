import type { Grants, PermissionInfo } from '../area';

/** The files area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const filesPermissions = {
  'POST@upload': {
    app: 'files',
    module: 'library',
    summary: { cn: '上传文件', en: 'Upload a file' },
  },
  'GET@files-cates': {
    app: 'files',
    module: 'library',
    summary: { cn: '文件目录列表', en: 'List file directories' },
  },
  'POST@files-cates': {
    app: 'files',
    module: 'library',
    summary: { cn: '新增文件目录', en: 'Create a file directory' },
  },
  'PUT@files-cates': {
    app: 'files',
    module: 'library',
    summary: { cn: '重命名文件目录', en: 'Rename a file directory' },
  },
  'DELETE@files-cates/:id': {
    app: 'files',
    module: 'library',
    summary: { cn: '删除文件目录', en: 'Delete a file directory' },
  },
  'GET@files-record': {
    app: 'files',
    module: 'library',
    summary: { cn: '文件库列表', en: 'List the file library' },
  },
  'PUT@files-record/:ids': {
    app: 'files',
    module: 'library',
    summary: { cn: '移动文件', en: 'Move files to a directory' },
  },
  'DELETE@files-record/:ids': {
    app: 'files',
    module: 'library',
    summary: { cn: '从文件库移除文件', en: 'Remove files from the library' },
  },
} as const satisfies Record<string, PermissionInfo>;

type FilePermission = keyof typeof filesPermissions;
const LIBRARY: readonly FilePermission[] = Object.keys(filesPermissions) as FilePermission[];

/**
 * Who uploads and keeps a library on a new installation: every staff role that edits customers,
 * quotations or forum articles, and Finance for the proofs of the money it pays (Admin has
 * everything and manages every file).
 */
export const filesGrants: Grants<FilePermission> = {
  OperatorIndex: LIBRARY,
  OperatorManage: LIBRARY,
  Traders: LIBRARY,
  Finance: LIBRARY,
};

import { FILE_PATH_SEPARATOR, splitFilePaths } from '@packflow/contracts';

/** Spec sections 3 and 9: image and file fields hold stored paths joined by '||'. */
export const PATH_SEPARATOR = FILE_PATH_SEPARATOR;

/** Where the API answers a stored file (GET /api/file/<stored path>). */
const FILE_ROUTE = '/api/file/';

/** The paths of a '||'-joined value, blanks dropped. */
export const splitPaths = splitFilePaths;

export const joinPaths = (paths: readonly string[]): string => paths.join(PATH_SEPARATOR);

/** An address a browser can load as it is: http(s), protocol-relative, data: or blob:. */
const isAbsolute = (path: string): boolean => /^(https?:)?\/\//i.test(path) || /^(data|blob):/i.test(path);

export interface FileUrlOptions {
  /** The /Sysset image host; '' (or absent) serves the file from the API. */
  host?: string | undefined;
  /** An image's thumbnail, where the API serves it (no image host). */
  thumb?: boolean | undefined;
}

/**
 * Spec section 9: the address of a stored path. For a comma-separated list the first is used;
 * an absolute address stays as it is; a relative one gets the image host in front when one is
 * set, else the API's file route (`?thumb=1` for a thumbnail). '' for no path.
 */
export function fileUrl(path: string | null | undefined, { host, thumb }: FileUrlOptions = {}): string {
  const first = (path ?? '').split(',')[0]?.trim() ?? '';
  if (first === '') return '';
  if (isAbsolute(first)) return first;
  const relative = first.replace(/^\/+/, '');
  const base = host?.trim().replace(/\/+$/, '') ?? '';
  if (base !== '') return `${base}/${encodeURI(relative)}`;
  return `${FILE_ROUTE}${encodeURI(relative)}${thumb ? '?thumb=1' : ''}`;
}

/** The last part of a stored path ('upload/2026/11/abc.pdf' -> 'abc.pdf'), shown until its real name is known. */
export const baseName = (path: string): string => path.split('/').pop() ?? path;

/** A size in bytes as people read it: 512 B, 12.3 KB, 4.5 MB. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

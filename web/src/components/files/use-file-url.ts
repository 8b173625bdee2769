import { useCallback } from 'react';
import { DEFAULT_IMAGE_LIMIT } from '@packflow/contracts';
import { useSessionView } from '../../lib/session-view';
import { fileUrl, type FileUrlOptions } from './file-url';

/** The /Sysset image host as the session view carries it ('' when none is set or it is not sent). */
export function useImageHost(): string {
  return useSessionView().data?.imageHost ?? '';
}

/** How many images an image field takes: the /Sysset image limit the session view carries (the server holds fields to it). */
export function useImageLimit(): number {
  return useSessionView().data?.imageLimit ?? DEFAULT_IMAGE_LIMIT;
}

/** fileUrl with the image host of this installation. */
export function useFileUrl(): (path: string, options?: Omit<FileUrlOptions, 'host'>) => string {
  const host = useImageHost();
  return useCallback((path, options = {}) => fileUrl(path, { ...options, host }), [host]);
}

import { useQuery } from '@tanstack/react-query';
import { CONSOLE_DEVICE } from '@packflow/contracts';
import { fileNameOf } from '../../lib/download';
import { currentLocale } from '../../lib/i18n';
import { nextRequestTime, signedHeaders } from '../../lib/session';
import { baseName, fileUrl } from './file-url';

/** What a stored file is called and how big it is, as the API's download route says. */
export interface FileInfo {
  name: string;
  size: number | null;
}

/**
 * A record keeps only the stored path: the original name and size come from the download route's
 * headers (a HEAD request, signed like every call). While unknown, or if refused, the path's last
 * part stands for the name.
 */
export function useFileInfo(path: string): FileInfo {
  const { data } = useQuery({
    queryKey: ['file-info', path],
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }): Promise<FileInfo | null> => {
      const response = await fetch(fileUrl(path), {
        method: 'HEAD',
        signal,
        headers: {
          ...(signedHeaders() ?? { Device: CONSOLE_DEVICE, Requesttime: nextRequestTime() }),
          Locale: currentLocale(),
        },
      });
      if (response.status !== 200) return null;
      const length = Number(response.headers.get('Content-Length'));
      return {
        name: fileNameOf(response.headers.get('Content-Disposition')) ?? baseName(path),
        size: Number.isFinite(length) && length > 0 ? length : null,
      };
    },
  });
  return data ?? { name: baseName(path), size: null };
}

import { CONSOLE_DEVICE, type ApiResponse } from '@packflow/contracts';
import { ApiError } from './api';
import { currentLocale, i18n } from './i18n';
import { endSessionIfEnded, nextRequestTime, readSession, signedHeaders } from './session';

const API_BASE = '/api';

/** The file name a Content-Disposition gives (the UTF-8 `filename*` first), or undefined. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}

/** A file the API answers, fetched with the signed headers every call carries. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Fetches a file from the API as a signed request (never with a token in the address): the
 * bytes and the name the server gives it. A refusal is an ApiError with the server's message,
 * as with any call; an ended session signs the person out.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const session = readSession();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, {
      headers: {
        ...(signedHeaders(session) ?? { Device: CONSOLE_DEVICE, Requesttime: nextRequestTime() }),
        Locale: currentLocale(),
      },
    });
  } catch {
    throw new ApiError(i18n.t('common.networkError'), 0, undefined, {});
  }
  if (response.status === 200) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
    };
  }
  let envelope: Partial<ApiResponse> | undefined;
  try {
    envelope = (await response.json()) as Partial<ApiResponse>;
  } catch {
    envelope = undefined;
  }
  const message = envelope?.msg || response.statusText || i18n.t('common.networkError');
  endSessionIfEnded({ status: response.status, error: envelope?.extra?.error, message }, session);
  throw new ApiError(message, response.status, envelope?.code, envelope?.extra ?? {});
}

/** Hands a fetched file to the browser as a download (an object URL, released right after). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

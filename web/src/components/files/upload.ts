import { CONSOLE_DEVICE, type ApiResponse } from '@packflow/contracts';
import { ApiError } from '../../lib/api';
import { currentLocale, i18n } from '../../lib/i18n';
import { endSessionIfEnded, nextRequestTime, readSession, signedHeaders } from '../../lib/session';

/** Spec section 9: a request gives up after 50 seconds. */
const UPLOAD_TIMEOUT_MS = 50_000;
const UPLOAD_URL = '/api/upload';

/** A stored upload: `path` is what a record keeps (never the original name). */
export interface UploadedFile {
  /** The file record's id in the library. */
  id: string;
  path: string;
  /** An image's thumbnail path; null for other files. */
  thumb: string | null;
  name: string;
  size: number;
  mime: string;
}

export interface UploadOptions {
  /** The library category to file it under. */
  cateid?: string | undefined;
  /** Called as the bytes go out: the fraction sent, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

interface UploadExtra {
  id?: unknown;
  name?: unknown;
  size?: unknown;
  mime?: unknown;
  thumb?: unknown;
}

/**
 * POST /api/upload (spec section 7): one file in the multipart field `file`, signed like every
 * call. Answers the stored file, or throws an ApiError with the server's message ('upload
 * failed' when there is none). XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadFile(
  file: File,
  { cateid, onProgress, signal }: UploadOptions = {},
): Promise<UploadedFile> {
  const failed = (): string => i18n.t('files.uploadFailed');
  return new Promise<UploadedFile>((resolve, reject) => {
    const session = readSession();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    const headers: Record<string, string> = {
      ...(signedHeaders(session) ?? { Device: CONSOLE_DEVICE, Requesttime: nextRequestTime() }),
      Locale: currentLocale(),
      Accept: 'application/json',
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const noAnswer = () => reject(new ApiError(failed(), 0, undefined, {}));
    xhr.onerror = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onabort = noAnswer;
    xhr.onload = () => {
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status === 200 && envelope?.code === 0 && typeof envelope.data === 'string') {
        onProgress?.(1);
        const extra = (envelope.extra ?? {}) as UploadExtra;
        resolve({
          id: typeof extra.id === 'string' ? extra.id : '',
          path: envelope.data,
          thumb: typeof extra.thumb === 'string' ? extra.thumb : null,
          name: typeof extra.name === 'string' ? extra.name : file.name,
          size: typeof extra.size === 'number' ? extra.size : file.size,
          mime: typeof extra.mime === 'string' ? extra.mime : file.type,
        });
        return;
      }
      const message = envelope?.msg || failed();
      endSessionIfEnded({ status: xhr.status, error: envelope?.extra?.error, message }, session);
      reject(new ApiError(message, xhr.status, envelope?.code, envelope?.extra ?? {}));
    };
    if (signal?.aborted) {
      noAnswer();
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    if (cateid) body.append('cateid', cateid);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

function parseEnvelope(text: string): Partial<ApiResponse> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? (body as Partial<ApiResponse>) : undefined;
  } catch {
    return undefined;
  }
}

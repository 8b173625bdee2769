import type { TFunction } from 'i18next';
import { fileUrl } from '../../components/files';
import { ApiError } from '../../lib/api';

/** Where the API serves stored files; an image already there is loaded as it is. */
const FILE_ROUTE = '/api/file/';

/** A stored image path as the browser loads it (the /Sysset image host, else /api/file/). */
function imageAddress(src: string, host: string): string {
  if (src.startsWith(FILE_ROUTE)) return host ? fileUrl(src.slice(FILE_ROUTE.length), { host }) : src;
  return fileUrl(src, { host });
}

/** HTML already sanitised by the server, rewritten in an inert document (nothing in it loads or runs). */
function rewrite(html: string, change: (body: HTMLElement) => void): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  change(doc.body);
  return doc.body.innerHTML;
}

function rewriteImages(body: HTMLElement, address: (src: string) => string): void {
  for (const img of body.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', address(src));
  }
}

/**
 * `style="font-size:24px"` to `data-font-size="24px"`, as text: the CSP refuses inline styles, and
 * even an inert document parsing one reports it. The server writes styles this one way (only font
 * sizes survive its sanitiser); any other style is dropped.
 */
const sizesAsData = (html: string): string =>
  html
    .replace(/\sstyle="font-size:\s*(\d{1,3}px);?\s*"/g, ' data-font-size="$1"')
    .replace(/\sstyle="[^"]*"/g, '');

/** The article's HTML to show: sizes as data, images of stored paths with the image host or /api/file/. */
export const readingHtml = (html: string, host: string): string =>
  rewrite(sizesAsData(html), (body) => rewriteImages(body, (src) => imageAddress(src, host)));

/**
 * The article's HTML to edit: sizes as data, and a stored relative path becomes /api/file/<path>,
 * which loads in the editor (the file cookie) and is what the server keeps, so the file area
 * still finds it.
 */
export const editingHtml = (html: string): string =>
  rewrite(sizesAsData(html), (body) => rewriteImages(body, (src) => imageAddress(src, '')));

/** The editor's HTML (its own serialisation) as the server takes it: sizes back as `style="font-size: …"`. */
export const storedHtml = (html: string): string =>
  html.replace(/\sdata-font-size="(\d{1,3}px)"/g, ' style="font-size: $1"');

/**
 * What the editor says when an image upload fails (spec section 8): 'HTTP Error: {status}' for an
 * answer other than 200 (with the server's reason when it gave one), 'Invalid JSON' for an answer
 * that is no JSON envelope, else the server's message.
 */
export function uploadErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status !== 0 && error.status !== 200) {
    const http = t('forum.upload.httpError', { status: error.status });
    return error.code === undefined ? http : `${http} — ${error.message}`;
  }
  if (error.status === 200 && error.code === undefined) return t('forum.upload.invalidJson');
  return error.message;
}

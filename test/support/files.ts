import sharp from 'sharp';
import { type SignedInClient, signedHeaders } from './api-client';

/** A small real PNG of one colour. */
export const pngOf = (width = 40, height = 30): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3894ff' } })
    .png()
    .toBuffer();

/** POST /api/upload as the client: the stored path, or the refusal's body. */
export async function uploadAs(
  baseUrl: string,
  client: SignedInClient,
  bytes: Buffer,
  name: string,
): Promise<{
  status: number;
  body: { code: number; msg: string; data: string; extra?: { position?: string } };
}> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { Locale: 'en', ...signedHeaders(client.session!) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** GET /api/file/<path> as the client. */
export const downloadAs = (baseUrl: string, client: SignedInClient, path: string): Promise<Response> =>
  fetch(`${baseUrl}/api/file/${path}`, { headers: signedHeaders(client.session!) });

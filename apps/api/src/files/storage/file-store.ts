/**
 * Where uploaded bytes live: the data folder by default, an S3-compatible bucket when configured.
 * Keys are stored paths the API generated (`upload/<year>/<month>/<id>.<ext>`), never names a
 * person typed; a store refuses anything else.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the bytes under the key, whole or not at all. */
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/** A stored file's key, or its thumbnail's. */
const STORED_KEY =
  /^upload\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.thumb)?\.(?:png|jpg|pdf)$/;

/** Throws unless `key` is a key the API generates: no name a person sent ever reaches a file system or bucket. */
export function assertStoredKey(key: string): string {
  if (!STORED_KEY.test(key)) throw new Error(`not a stored file key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

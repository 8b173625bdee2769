import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, assertStoredKey } from './file-store';

/**
 * Files under `<DATA_DIR>/files/<key>`: written to a temporary name in the same folder, flushed to
 * the disk, then renamed into place (and the folder flushed), so a crash leaves either the whole
 * file or none of it.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...assertStoredKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer, _mime?: string): Promise<void> {
    const target = this.fileOf(key);
    const folder = path.dirname(target);
    await fs.mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `.${randomUUID()}.part`);
    const handle = await fs.open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    const dir = await fs.open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async close(): Promise<void> {}
}

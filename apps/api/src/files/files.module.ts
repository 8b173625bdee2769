import path from 'node:path';
import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../tokens';
import { FilesReadController } from './files-read.controller';
import { FilesController } from './files.controller';
import { ChangeFileCategoryHandler } from './handlers/change-file-category';
import { ChangeFilesHandler } from './handlers/change-files';
import { RecordUploadHandler } from './handlers/record-upload';
import { DiskFileStore } from './storage/disk-store';
import type { FileStore } from './storage/file-store';
import { S3FileStore } from './storage/s3-store';
import { FILE_STORE } from './tokens';

/** The files area's controllers; the app module lists them in CONTROLLERS. */
export const FILE_CONTROLLERS = [FilesController, FilesReadController];

/** The store the configuration names: an S3-compatible bucket with FILES_S3_ENDPOINT, else `<DATA_DIR>/files`. */
export function fileStoreOf(config: Infrastructure['config']): FileStore {
  if (config.FILES_S3_ENDPOINT)
    return new S3FileStore({
      endpoint: config.FILES_S3_ENDPOINT,
      bucket: config.FILES_S3_BUCKET!,
      accessKey: config.FILES_S3_ACCESS_KEY!,
      secretKey: config.FILES_S3_SECRET_KEY!,
      region: config.FILES_S3_REGION,
    });
  return new DiskFileStore(path.join(config.DATA_DIR, 'files'));
}

/** The files area of the API: upload, the library (directories, move, hide) and downloads. */
@Module({
  controllers: FILE_CONTROLLERS,
  providers: [
    RecordUploadHandler,
    ChangeFileCategoryHandler,
    ChangeFilesHandler,
    {
      provide: FILE_STORE,
      inject: [INFRA],
      useFactory: (infra: Infrastructure) => fileStoreOf(infra.config),
    },
  ],
  exports: [FILE_STORE],
})
export class FilesModule implements OnModuleDestroy {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}

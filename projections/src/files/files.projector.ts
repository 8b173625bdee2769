import { fileCategory, filePolicies, storedFile } from '@packflow/domain';
import type { Projector } from '../projector';
import { eventTime } from '../rows';
import { createFilesTables } from './files.table';

/** The file library: files (hidden ones kept) and directories. Each change is told to its owner and the managers. */
export const filesProjector: Projector = {
  name: 'files',
  version: 1,
  eventTypes: [...storedFile.FILE_EVENT_TYPES, ...fileCategory.FILE_CATEGORY_EVENT_TYPES],
  tables: ['files', 'file_cates'],

  createTables: createFilesTables,

  async applyBatch(db, events) {
    const ids: string[] = [];
    const users = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as
        storedFile.FileEvent | fileCategory.FileCategoryEvent;
      switch (e.type) {
        case 'FileUploaded': {
          const { id, path, thumb, name, size, mime, cateId, uploaderId } = e.data;
          await db
            .insertInto('files')
            .values({
              id,
              path,
              thumb,
              name,
              size,
              mime,
              cate_id: cateId,
              uploader_id: uploaderId,
              hidden: false,
              created_at: e.data.at || eventTime(event),
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          users.add(uploaderId);
          break;
        }
        case 'FileMoved':
          await db.updateTable('files').set({ cate_id: e.data.cateId }).where('id', '=', e.data.id).execute();
          break;
        case 'FileHidden':
          await db.updateTable('files').set({ hidden: true }).where('id', '=', e.data.id).execute();
          break;
        case 'FileCategoryCreated':
          await db
            .insertInto('file_cates')
            .values({
              id: e.data.id,
              name: e.data.name,
              owner_id: e.data.ownerId,
              created_at: eventTime(event),
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          users.add(e.data.ownerId);
          break;
        case 'FileCategoryRenamed':
          await db.updateTable('file_cates').set({ name: e.data.name }).where('id', '=', e.data.id).execute();
          break;
        case 'FileCategoryDeleted':
          // 'Sure to delete the directory and files': its files leave the library with it.
          await db.updateTable('files').set({ hidden: true }).where('cate_id', '=', e.data.id).execute();
          await db.deleteFrom('file_cates').where('id', '=', e.data.id).execute();
          break;
      }
      ids.push(e.data.id);
      if (event.metadata.userId) users.add(event.metadata.userId);
    }
    return { ids, audience: { roles: [...filePolicies.FILE_MANAGING_ROLES], users: [...users] } };
  },
};

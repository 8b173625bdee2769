import type { EventData } from '@packflow/eventstore';
import { useProjectors } from '../../../test/support/projector-spec';
import { fileUsageProjector } from './file-usage.projector';
import { filesProjector } from './files.projector';

const id1 = '0b5e3c9a-1111-4222-8333-444455556666';
const id2 = '1c6f4dab-2222-4333-9444-555566667777';
const path1 = `upload/2026/11/${id1}.png`;
const path2 = `upload/2026/11/${id2}.pdf`;

const uploaded = (id: string, path: string, cateId = ''): EventData => ({
  type: 'FileUploaded',
  data: {
    id,
    path,
    thumb: null,
    name: 'a name.png',
    size: 10,
    mime: 'image/png',
    kind: 'png',
    cateId,
    uploaderId: 'alice',
    at: '2026-11-24T03:00:00.000Z',
  },
});

describe('the file library and the files records use', () => {
  const t = useProjectors({ projectors: [filesProjector, fileUsageProjector] });
  const usage = () => t.rm.selectFrom('file_usage').selectAll().orderBy('path').execute();

  it('lists uploads; a deleted directory takes its files out of the library, their rows stay', async () => {
    await t.append('filecate-c1', [
      { type: 'FileCategoryCreated', data: { id: 'c1', name: 'Art', ownerId: 'alice' } },
    ]);
    await t.append(`file-${id1}`, [uploaded(id1, path1, 'c1')]);
    await t.append(`file-${id2}`, [uploaded(id2, path2)]);
    await t.append('filecate-c1', [{ type: 'FileCategoryDeleted', data: { id: 'c1' } }]);
    const rows = await t.rm.selectFrom('files').select(['id', 'cate_id', 'hidden']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: id1, cate_id: 'c1', hidden: true },
      { id: id2, cate_id: '', hidden: false },
    ]);
    expect(await t.rm.selectFrom('file_cates').selectAll().execute()).toEqual([]);
  });

  it("records the paths a customer's images and attachments hold, and follows their edits", async () => {
    await t.append('customer-k1', [
      { type: 'CustomerCreated', data: { id: 'k1', fields: { images: path1, attachments: path2 } } },
    ]);
    expect(await usage()).toEqual([
      { path: path1, record_kind: 'customer', record_id: 'k1', field: 'images' },
      { path: path2, record_kind: 'customer', record_id: 'k1', field: 'attachments' },
    ]);
    await t.append('customer-k1', [
      { type: 'CustomerEdited', data: { changes: [{ field: 'images', from: path1, to: '' }] } },
    ]);
    expect(await usage()).toEqual([
      { path: path2, record_kind: 'customer', record_id: 'k1', field: 'attachments' },
    ]);
  });

  it("records the files a forum article's HTML shows, with or without the image host in front", async () => {
    const html = `<p><img src="/api/file/${path1}"><a href="https://img.example.com/${path2}">sheet</a></p>`;
    await t.append('forumarticle-a1', [{ type: 'ArticlePublished', data: { id: 'a1', html } }]);
    expect((await usage()).filter((u) => u.record_kind === 'forum').map((u) => u.path)).toEqual([
      path1,
      path2,
    ]);
    await t.append('forumarticle-a1', [{ type: 'ArticleDeleted', data: { id: 'a1' } }]);
    expect((await usage()).filter((u) => u.record_kind === 'forum')).toEqual([]);
  });

  it("records an order's artwork as last uploaded, for the factory that reviews it", async () => {
    const at = '2026-11-27T08:00:00.000Z';
    await t.append('order-o1', [
      { type: 'ArtworkUploaded', data: { files: `${path1}||${path2}`, by: 'alice', at } },
    ]);
    expect((await usage()).filter((u) => u.record_kind === 'order')).toEqual([
      { path: path1, record_kind: 'order', record_id: 'o1', field: 'artwork' },
      { path: path2, record_kind: 'order', record_id: 'o1', field: 'artwork' },
    ]);
    await t.append('order-o1', [{ type: 'ArtworkUploaded', data: { files: path2, by: 'alice', at } }]);
    expect((await usage()).filter((u) => u.record_kind === 'order').map((u) => u.path)).toEqual([path2]);
  });
});

import type { ArticleRow, ArticleView, Role } from '@packflow/contracts';
import { forumArticle } from '@packflow/domain';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const READERS: Role[] = [
  'OperatorIndex',
  'OperatorManage',
  'Finance',
  'Product',
  'ProductManage',
  'QualityTesting',
  'Warehouse',
  'Traders',
];

for (const shape of [PGLITE, POSTGRES]) {
  describeOn(shape, 'forum articles through the API', () => {
    const t = useTestApi(shape);
    const readers = new Map<Role, SignedInClient>();
    let sectionId = '';

    beforeAll(async () => {
      const admin = await t.admin();
      for (const [i, role] of READERS.entries()) {
        const username = `forum_${role.toLowerCase()}_${i}`;
        await createStaff(admin, role, username);
        readers.set(role, await signIn(t.api.url, username, PASSWORD, i % 2 ? 'cn' : 'en'));
      }
      const section = await admin.post<{ id: string }>('/admin/forum/forumsection', { name: 'Notices' });
      sectionId = section.body.data.id;
    }, 120_000);

    const publish = async (title: string, html: string) => {
      const res = await (
        await t.admin()
      ).post<{ id: string }>('/admin/forum/article', { sectionId, title, html });
      expect(res.body).toMatchObject({ code: 0, msg: 'Article published' });
      return { id: res.body.data.id, position: res.body.extra!.position! };
    };

    it('stores and answers the sanitised HTML, the event carrying it in its html field', async () => {
      const { id, position } = await publish(
        'Price list',
        '<p onclick="steal()"><strong>New</strong> prices <span style="font-size: 24px">now</span></p>' +
          '<script>alert(1)</script><p><img src="upload/2026/11/a1.png" onerror="x()" alt="pouch"></p>' +
          '<a href="javascript:alert(1)">bad</a>',
      );
      const expected =
        '<p><strong>New</strong> prices <span style="font-size:24px">now</span></p>' +
        '<p><img src="upload/2026/11/a1.png" alt="pouch" /></p>' +
        '<a rel="noopener noreferrer" target="_blank">bad</a>';
      const read = await (
        await t.admin()
      ).get<ArticleView>(`/admin/forum/article/${id}?_position=${position}`);
      expect(read.body.data).toMatchObject({
        id,
        sectionId,
        title: 'Price list',
        html: expected,
        authorName: '管理员',
      });
      const [event] = await t.api.infra.store.readStream(forumArticle.articleStream(id));
      expect(event).toMatchObject({ type: 'ArticlePublished', data: { html: expected, sectionId } });
    });

    it('lets every role list and read, newest first, with paging and a keyword', async () => {
      const first = await publish('Roll film stock', '<p>Matte roll film in stock</p>');
      const last = await publish('Holiday notice', '<p>Closed on <em>Monday</em></p>');
      for (const [role, client] of readers) {
        const list = await client.get<ArticleRow[]>(
          `/admin/forum/article?sectionId=${sectionId}&_size=5&_position=${last.position}`,
        );
        expect([role, list.body.code]).toEqual([role, 0]);
        expect(list.body.data[0]).toMatchObject({ id: last.id, title: 'Holiday notice' });
        expect(list.body.extra?.pageInfo).toMatchObject({ _page: 1, _size: 5, _count: 3 });
        const found = await client.get<ArticleRow[]>(
          `/admin/forum/article?sectionId=${sectionId}&keyword=MATTE`,
        );
        expect(found.body.data.map((a) => a.id)).toEqual([first.id]);
        const one = await client.get<ArticleView>(`/admin/forum/article/${first.id}`);
        expect(one.body.data.html).toBe('<p>Matte roll film in stock</p>');
      }
      const page2 = await (
        await t.admin()
      ).get<ArticleRow[]>(`/admin/forum/article?sectionId=${sectionId}&_size=5&_page=2`);
      expect(page2.body.data).toEqual([]);
    });

    it('refuses writing to a salesman and to every reader, changing nothing', async () => {
      const { id } = await publish('Kept', '<p>kept</p>');
      for (const client of readers.values()) {
        expect(
          (await client.post('/admin/forum/article', { sectionId, title: 'x', html: '<p>x</p>' })).status,
        ).toBe(403);
        expect(
          (await client.put(`/admin/forum/article/${id}`, { title: 'x', html: '<p>x</p>' })).status,
        ).toBe(403);
        expect((await client.delete(`/admin/forum/article/${id}`)).status).toBe(403);
      }
      expect(await t.api.infra.store.readStream(forumArticle.articleStream(id))).toHaveLength(1);
    });

    it('edits and deletes (hides) an article', async () => {
      const admin = await t.admin();
      const { id } = await publish('Draft', '<p>one</p>');
      const edited = await admin.put(`/admin/forum/article/${id}`, { title: 'Final', html: '<p>two</p>' });
      expect(edited.body).toMatchObject({ code: 0, msg: 'Article saved' });
      const same = await admin.put(`/admin/forum/article/${id}`, {
        title: 'Final',
        html: '<p onclick="x">two</p>',
      });
      expect(same.body).toMatchObject({ code: 0, msg: 'Nothing changed' });
      const read = await admin.get<ArticleView>(
        `/admin/forum/article/${id}?_position=${edited.body.extra?.position}`,
      );
      expect(read.body.data).toMatchObject({
        title: 'Final',
        html: '<p>two</p>',
        editedAt: expect.any(String),
      });
      const removed = await admin.delete(`/admin/forum/article/${id}`);
      expect(removed.body).toMatchObject({ code: 0, msg: 'Article deleted' });
      const gone = await admin.get(`/admin/forum/article/${id}?_position=${removed.body.extra?.position}`);
      expect(gone.status).toBe(404);
      expect((await admin.delete(`/admin/forum/article/${id}`)).status).toBe(404);
    });

    it('refuses an empty article and an unknown section with translated messages', async () => {
      const cn = await t.admin('cn');
      const empty = await cn.post('/admin/forum/article', {
        sectionId,
        title: 'x',
        html: '<script>alert(1)</script><p> </p>',
      });
      expect(empty.status).toBe(422);
      expect(empty.body.msg).toBe('去除不允许的内容后文章为空');
      const nowhere = await (
        await t.admin()
      ).post('/admin/forum/article', {
        sectionId: 'no-such-section',
        title: 'x',
        html: '<p>x</p>',
      });
      expect(nowhere.status).toBe(404);
      expect(nowhere.body.msg).toBe('The forum section does not exist or was deleted');
    });

    it('refuses to delete a section that still has articles, and deletes it once emptied', async () => {
      const admin = await t.admin();
      const section = await admin.post<{ id: string }>('/admin/forum/forumsection', { name: 'Temp' });
      const id = section.body.data.id;
      const article = await admin.post<{ id: string }>('/admin/forum/article', {
        sectionId: id,
        title: 'Only',
        html: '<p>only</p>',
      });
      await admin.get(`/admin/forum/article?sectionId=${id}&_position=${article.body.extra?.position}`);
      const refused = await admin.delete(`/admin/forum/forumsection/${id}`);
      expect(refused.status).toBe(422);
      expect(refused.body.msg).toBe(
        'The section still has 1 article(s); delete them before deleting the section',
      );
      const hidden = await admin.delete(`/admin/forum/article/${article.body.data.id}`);
      await admin.get(`/admin/forum/article?sectionId=${id}&_position=${hidden.body.extra?.position}`);
      expect((await admin.delete(`/admin/forum/forumsection/${id}`)).body.code).toBe(0);
    });
  });
}

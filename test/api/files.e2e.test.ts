import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FileCateView, FileRecordView, SessionView, UploadExtra } from '@packflow/contracts';
import sharp from 'sharp';
import { CONTROLLERS } from '../../apps/api/src/app.module';
import { buildOpenApi } from '../../apps/api/src/docs/openapi';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { createStaff } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

/**
 * The files area end to end (spec section 7, domain rules "Files"): uploads judged by their bytes,
 * the library's directories, paging, move and hide, and downloads only for those who may see a
 * record that uses the file.
 */

const PASSWORD = 'correct-horse-1';

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3894ff' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#ff8800' } })
    .withExif({ IFD0: { Make: 'PackflowCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 4/1 0/1' } })
    .jpeg()
    .toBuffer();

/** A one-page PDF, optionally with extra objects (a JavaScript action, say). */
function pdf(extra = ''): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    extra,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** A PDF whose JavaScript hides in a compressed object stream. */
function pdfWithHiddenScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
    hidden,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const MZ = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(200, 0),
  Buffer.from('PE\0\0', 'latin1'),
]);

type Upload = {
  status: number;
  body: { code: number; msg: string; data: string; extra: UploadExtra & { error?: string } };
};

function filesSuite(shape: Shape): void {
  describeOn(shape, 'files: upload, library and downloads', () => {
    const t = useTestApi(shape);
    let admin: SignedInClient;
    let alice: SignedInClient;
    let bob: SignedInClient;
    /** The position of the last upload recorded, for reads that must see it. */
    let lastPosition = '0';

    beforeAll(async () => {
      admin = await t.admin();
      for (const name of ['f-alice', 'f-bob']) await createStaff(admin, 'OperatorIndex', name);
      await createStaff(admin, 'OperatorManage', 'f-boss');
      alice = await signIn(t.api.url, 'f-alice', PASSWORD);
      bob = await signIn(t.api.url, 'f-bob', PASSWORD);
    }, 120_000);

    async function upload(
      client: SignedInClient,
      bytes: Buffer,
      name: string,
      fields: Record<string, string> = {},
    ) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${t.api.url}/api/upload`, {
        method: 'POST',
        headers: { Locale: 'en', ...signedHeaders(client.session!) },
        body: form,
      });
      const answer = { status: res.status, body: await res.json() } as Upload;
      const position = (answer.body.extra as { position?: string } | undefined)?.position;
      if (position) lastPosition = position;
      return answer;
    }

    const download = (
      client: SignedInClient | undefined,
      path: string,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${t.api.url}/api/file/${path}`, {
        headers: { ...(client ? signedHeaders(client.session!) : {}), ...headers },
      });

    it('stores a real PNG under a generated path with a thumbnail, and answers it to its uploader', async () => {
      const bytes = await png();
      const res = await upload(alice, bytes, 'logo 标志.png');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toBe('upload successful');
      expect(res.body.data).toMatch(/^upload\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      expect(res.body.extra).toMatchObject({ name: 'logo 标志.png', mime: 'image/png' });
      expect(res.body.extra.thumb).toMatch(/\.thumb\.jpg$/);
      const got = await download(alice, res.body.data);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-disposition')).toContain(
        "filename*=UTF-8''logo%20%E6%A0%87%E5%BF%97.png",
      );
      expect((await sharp(Buffer.from(await got.arrayBuffer())).metadata()).width).toBe(64);
      const thumb = await download(alice, `${res.body.data}?thumb=1`);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    });

    it('strips EXIF (the GPS position too) from a JPEG', async () => {
      const bytes = await jpegWithGps();
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const res = await upload(alice, bytes, 'site.jpg');
      expect(res.body.code).toBe(0);
      const stored = Buffer.from(await (await download(alice, res.body.data)).arrayBuffer());
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from('PackflowCam'))).toBe(false);
    });

    it('keeps a PDF as sent and serves it sandboxed', async () => {
      const res = await upload(alice, pdf(), 'spec.pdf');
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatch(/\.pdf$/);
      expect(res.body.extra.thumb).toBeNull();
      const got = await download(alice, res.body.data);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await got.arrayBuffer()).equals(pdf())).toBe(true);
    });

    it.each([
      [
        'an ELF executable named .png',
        () => ELF,
        'photo.png',
        'Only .png and .jpg images and .pdf documents may be uploaded',
      ],
      [
        'a Windows executable named .jpg',
        () => MZ,
        'photo.jpg',
        'Only .png and .jpg images and .pdf documents may be uploaded',
      ],
      [
        'a PDF with a JavaScript action',
        () => pdf('4 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
        'a.pdf',
        'PDF documents containing JavaScript are refused',
      ],
      [
        'a PDF hiding JavaScript in a compressed stream',
        pdfWithHiddenScript,
        'b.pdf',
        'PDF documents containing JavaScript are refused',
      ],
      [
        'a PDF that is also a web page',
        () =>
          Buffer.concat([
            pdf().subarray(0, 9),
            Buffer.from('<html><script>alert(1)</script>'),
            pdf().subarray(9),
          ]),
        'c.pdf',
        'The document also reads as a web page and was refused',
      ],
    ])('refuses %s, recording nothing', async (_, bytes, name, msg) => {
      const before = await admin.get<FileRecordView[]>(`/files-record?size=78&_position=${lastPosition}`);
      const res = await upload(alice, bytes(), name);
      expect([res.status, res.body.code, res.body.msg]).toEqual([422, 1010, msg]);
      const after = await admin.get<FileRecordView[]>(`/files-record?size=78&_position=${lastPosition}`);
      expect(after.body.extra?.pageInfo?._count).toBe(before.body.extra?.pageInfo?._count);
    });

    it('refuses a polyglot: a PNG with a ZIP after its end', async () => {
      const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]);
      const res = await upload(alice, Buffer.concat([await png(), zip]), 'poly.png');
      expect([res.status, res.body.msg]).toEqual([
        422,
        'The file carries extra data after its end and was refused',
      ]);
    });

    it('drops, or refuses, what follows a JPEG: HTML after its end is refused', async () => {
      const res = await upload(
        alice,
        Buffer.concat([await jpegWithGps(), Buffer.from('<html><script>x</script>')]),
        'p.jpg',
      );
      expect([res.status, res.body.msg]).toEqual([
        422,
        'The file carries extra data after its end and was refused',
      ]);
    });

    it('refuses a path-traversal name (names are never paths)', async () => {
      const res = await upload(alice, await png(), '../../etc/passwd.png');
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('The file name is not allowed');
    });

    it('refuses a file over the limit without reading it all, in the caller language', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024, 0)]);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(big)]), 'big.png');
      const res = await fetch(`${t.api.url}/api/upload`, {
        method: 'POST',
        headers: { Locale: 'cn', ...signedHeaders(alice.session!) },
        body: form,
      }).catch((error: unknown) => error);
      // The server answers before the body is read; the client may see that answer or the closed connection.
      if (res instanceof Response) {
        expect(res.status).toBe(413);
        expect(((await res.json()) as { msg: string }).msg).toBe('文件不能超过 10 MB');
      }
    });

    it('refuses a request without a file, and unknown fields', async () => {
      expect((await alice.post('/upload', { cateid: '' })).body.msg).toBe('Please choose a file to upload');
      const res = await upload(alice, await png(), 'x.png', { owner: 'me' });
      expect(res.status).toBe(400);
    });

    it('keeps directories: create, rename, page, move, hide, delete with its files', async () => {
      const created = await alice.post<FileCateView>('/files-cates', { name: 'Artworks' });
      expect(created.body.msg).toBe('Directory created');
      const cate = created.body.data.id;
      const renamed = await alice.put('/files-cates', { id: cate, name: 'Proofs' });
      expect(renamed.body.msg).toBe('Directory renamed');
      const cates = await alice.get<FileCateView[]>(
        `/files-cates?page=all&_position=${renamed.body.extra?.position}`,
      );
      expect(cates.body.data.find((c) => c.id === cate)?.name).toBe('Proofs');
      // Bob neither sees nor renames Alice's directory.
      expect(
        (await bob.get<FileCateView[]>('/files-cates?page=all')).body.data.map((c) => c.id),
      ).not.toContain(cate);
      expect((await bob.put('/files-cates', { id: cate, name: 'Mine' })).status).toBe(404);

      const uploads: string[] = [];
      let position = '';
      for (let i = 0; i < 7; i++) {
        const res = await upload(alice, await png(10 + i, 10), `p${i}.png`, { cateid: cate });
        uploads.push(res.body.extra.id);
        position = String((res.body.extra as { position?: string }).position);
      }
      const first = await alice.get<FileRecordView[]>(
        `/files-record?cateid=${cate}&size=6&page=1&_position=${position}`,
      );
      expect(first.body.data).toHaveLength(6);
      expect(first.body.extra?.pageInfo).toMatchObject({ _count: 7, page: 1, _size: 6 });
      const second = await alice.get<FileRecordView[]>(`/files-record?cateid=${cate}&size=6&_page=2`);
      expect(second.body.data).toHaveLength(1);
      expect((await alice.get(`/files-record?size=5`)).status).toBe(422);
      expect((await alice.get(`/files-record?size=79`)).status).toBe(422);
      expect((await alice.get<FileRecordView[]>('/files-record')).body.extra?.pageInfo?._size).toBe(24);
      // Bob's library does not show Alice's files, and he cannot move or hide them.
      expect(
        (await bob.get<FileRecordView[]>('/files-record?size=78')).body.data.map((f) => f.id),
      ).not.toContain(uploads[0]);
      expect((await bob.delete(`/files-record/${uploads[0]}`)).body.msg).toBe('delete failed');

      const moved = await alice.put(`/files-record/${uploads[0]},${uploads[1]}`, { cateid: '' });
      expect(moved.body.msg).toBe('Files moved');
      const after = await alice.get<FileRecordView[]>(
        `/files-record?cateid=${cate}&_position=${moved.body.extra?.position}`,
      );
      expect(after.body.extra?.pageInfo?._count).toBe(5);
      const hidden = await alice.delete(`/files-record/${uploads[0]}`);
      expect(hidden.body.msg).toBe('Files removed from the library');
      const ids = (
        await alice.get<FileRecordView[]>(`/files-record?size=78&_position=${hidden.body.extra?.position}`)
      ).body.data.map((f) => f.id);
      expect(ids).not.toContain(uploads[0]);
      expect(ids).toContain(uploads[1]);
      const tooMany = Array.from({ length: 79 }, () => randomUUID()).join(',');
      expect((await alice.delete(`/files-record/${tooMany}`)).body.msg).toBe('selection cannot exceed 78');

      const gone = await alice.delete(`/files-cates/${cate}`);
      expect(gone.body.code).toBe(0);
      const left = await alice.get<FileRecordView[]>(
        `/files-record?size=78&_position=${gone.body.extra?.position}`,
      );
      expect(
        left.body.data
          .map((f) => f.id)
          .filter((id) => uploads.includes(id))
          .sort(),
      ).toEqual([uploads[1]]);
      expect(
        (await alice.get<FileCateView[]>('/files-cates?page=all')).body.data.map((c) => c.id),
      ).not.toContain(cate);
      // The administrator's library holds everyone's files.
      expect(
        (await admin.get<FileRecordView[]>('/files-record?size=78')).body.extra?.pageInfo?._count,
      ).toBeGreaterThan(0);
    });

    it('answers 404 to whoever may not have the file, 200 to its uploader and the administrator', async () => {
      const res = await upload(alice, await png(), 'private.png');
      const path = res.body.data;
      expect((await download(alice, path)).status).toBe(200);
      expect((await download(admin, path)).status).toBe(200);
      expect((await download(bob, path)).status).toBe(404);
      expect((await download(undefined, path)).status).toBe(404);
      expect((await download(alice, path.replace(/[0-9a-f]{4}\.png$/, '0000.png'))).status).toBe(404);
      expect((await download(alice, '../../etc/passwd')).status).toBe(404);
    });

    it('puts files on a customer: readers of the customer may download them, another salesman gets 404', async () => {
      const image = (await upload(alice, await png(), 'front.png')).body.data;
      const sheet = (await upload(alice, pdf(), 'sheet.pdf')).body.data;
      const boss = await signIn(t.api.url, 'f-boss', PASSWORD);
      // Bob may not put Alice's file on his customer, nor a PDF among images.
      const stolen = await bob.post('/customer', { name: 'Bob Co', phone: '13912340001', images: image });
      expect(stolen.status).toBe(422);
      expect(stolen.body.msg).toBe(`Images: ${image} is not a file of the library that you may use`);
      expect(stolen.body.extra?.fields).toHaveProperty('images');
      const wrongKind = await alice.post('/customer', {
        name: 'Alice Co',
        phone: '13912340002',
        images: sheet,
      });
      expect(wrongKind.status).toBe(422);
      expect(wrongKind.body.extra?.fields?.images).toBe(`Images take only .png and .jpg images: ${sheet}`);
      const created = await alice.post<{ id: string }>('/customer', {
        name: 'Alice Co',
        phone: '13912340003',
        images: image,
        attachments: sheet,
      });
      expect(created.body.code).toBe(0);
      const id = created.body.data.id;
      const detail = await alice.get<{ images: string; attachments: string }>(
        `/customer/${id}?_position=${created.body.extra?.position}`,
      );
      expect([detail.body.data.images, detail.body.data.attachments]).toEqual([image, sheet]);
      // Hidden from Alice's library, the file stays the customer's.
      const hidden = await alice.delete(`/files-record/${image.slice(15, 51)}`);
      expect(hidden.body.code).toBe(0);
      await admin.get(`/customer/${id}?_position=${hidden.body.extra?.position}`);
      for (const path of [image, sheet]) {
        expect((await download(alice, path)).status).toBe(200);
        expect((await download(admin, path)).status).toBe(200);
        expect((await download(boss, path)).status).toBe(200);
        expect((await download(bob, path)).status).toBe(404);
      }
      // The timeline records the change of images like any edit.
      const edited = await alice.put(`/customer/${id}`, { images: '' });
      expect(edited.body.code).toBe(0);
      await admin.get(`/customer/${id}?_position=${edited.body.extra?.position}`);
      expect((await download(boss, image)).status).toBe(404);
    });

    it('takes its limit from /Sysset: an administrator lowers it to 1 MB', async () => {
      const lowered = await admin.put('/sysset', { uploadMaxMb: '1' });
      expect(lowered.body.code).toBe(0);
      await admin.get(`/sysset?_position=${lowered.body.extra?.position}`);
      try {
        const big = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
          .png()
          .toBuffer();
        expect(big.length).toBeGreaterThan(1024 * 1024);
        const res = await upload(alice, big, 'big.png');
        expect([res.status, res.body.msg]).toEqual([413, 'The file is larger than 1 MB']);
        expect((await upload(alice, await png(), 'small.png')).body.code).toBe(0);
      } finally {
        const restored = await admin.put('/sysset', { uploadMaxMb: '10' });
        await admin.get(`/sysset?_position=${restored.body.extra?.position}`);
      }
    });

    it("holds a customer's images to the /Sysset image limit (3 until an administrator changes it)", async () => {
      const images: string[] = [];
      for (let i = 0; i < 5; i++) images.push((await upload(alice, await png(), `shot-${i}.png`)).body.data);
      expect((await alice.get<SessionView>('/session')).body.data.imageLimit).toBe(3);
      const four = await alice.post('/customer', {
        name: 'Four Shots Co',
        phone: '13912340011',
        images: images.slice(0, 4).join('||'),
      });
      expect(four.status).toBe(422);
      expect(four.body.extra?.fields?.images).toBe(
        'Images: at most 3 (the image limit of the system settings)',
      );
      const three = await alice.post<{ id: string }>('/customer', {
        name: 'Three Shots Co',
        phone: '13912340012',
        images: images.slice(0, 3).join('||'),
      });
      expect(three.body.code).toBe(0);

      const raised = await admin.put('/sysset', { imageLimit: '4' });
      expect(raised.body.code).toBe(0);
      await admin.get(`/sysset?_position=${raised.body.extra?.position}`);
      try {
        expect((await alice.get<SessionView>('/session')).body.data.imageLimit).toBe(4);
        const id = three.body.data.id;
        const added = await alice.put(`/customer/${id}`, { images: images.slice(0, 4).join('||') });
        expect(added.body.code).toBe(0);
        // Back to 3: the four held may stay, none may be added; out of range is refused.
        const lowered = await admin.put('/sysset', { imageLimit: '3' });
        await admin.get(`/sysset?_position=${lowered.body.extra?.position}`);
        await alice.get(`/customer/${id}?_position=${added.body.extra?.position}`);
        const kept = await alice.put(`/customer/${id}`, { images: images.slice(0, 4).reverse().join('||') });
        expect(kept.body.code).toBe(0);
        const more = await alice.put(`/customer/${id}`, { images: images.join('||') });
        expect(more.status).toBe(422);
        expect((await admin.put('/sysset', { imageLimit: '10' })).status).toBe(422);
      } finally {
        const restored = await admin.put('/sysset', { imageLimit: '3' });
        await admin.get(`/sysset?_position=${restored.body.extra?.position}`);
      }
    });

    it('lets a browser download by the HttpOnly cookie set at login, until logout', async () => {
      const login = await fetch(`${t.api.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Locale: 'en' },
        body: new URLSearchParams({ username: 'f-alice', password: PASSWORD }).toString(),
      });
      const setCookie = login.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/packflow_file=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/api\/file/i);
      const cookie = setCookie.split(';')[0]!;
      const path = (await upload(alice, await png(), 'cookie.png')).body.data;
      expect((await download(undefined, path, { Cookie: cookie })).status).toBe(200);
      expect((await download(undefined, path, { Cookie: 'packflow_file=not-a-session-token' })).status).toBe(
        404,
      );
      // A console restoring its session (a new browser window, say) gets the cookie again.
      const restored = await fetch(`${t.api.url}/api/session`, { headers: signedHeaders(alice.session!) });
      expect(restored.headers.get('set-cookie')).toMatch(/packflow_file=[\w-]+;.*HttpOnly/i);
      const session = (await login.json()) as { data: SignedInClient['session'] };
      const client = { session: session.data } as SignedInClient;
      const logout = await fetch(`${t.api.url}/api/logout`, {
        method: 'POST',
        headers: { Locale: 'en', ...signedHeaders(client.session!) },
      });
      expect(logout.headers.get('set-cookie')).toMatch(/packflow_file=;/);
      expect((await download(undefined, path, { Cookie: cookie })).status).toBe(404);
    });
  });
}

filesSuite(PGLITE);
filesSuite(POSTGRES);

describe('the API document of the files area', () => {
  it('describes the upload as multipart with its file field, and the download as the file itself', () => {
    const document = buildOpenApi(CONTROLLERS);
    const upload = document.paths['/api/upload']?.post?.requestBody?.content['multipart/form-data']
      ?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(upload.properties).toHaveProperty('file');
    expect(upload.properties).toHaveProperty('cateid');
    expect(upload.required).toEqual(['file']);
    const download = document.paths['/api/file/*path']?.get?.responses['200'] as { content: object };
    expect(Object.keys(download.content).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });
});

/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { i18n } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { adminLogin } from '../../testing/session';
import { fakeUploads, uploaded } from './testing/fake-upload';
import { uploadFile } from './upload';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

beforeEach(async () => {
  saveSession(adminLogin);
  // After the session, which sets an administrator's language (cn).
  await i18n.changeLanguage('en');
});
afterEach(() => clearSession());

describe('uploadFile', () => {
  it('sends the file and its category as multipart, signed, and answers the stored file', async () => {
    const calls = fakeUploads(() => ({
      ...uploaded('upload/2026/11/f1.png', {
        id: 'f1',
        name: 'logo.png',
        size: 4,
        mime: 'image/png',
        thumb: 'upload/2026/11/f1.thumb.png',
      }),
      progress: [0.5, 1],
    }));
    const progress: number[] = [];
    const file = png();
    await expect(uploadFile(file, { cateid: 'c-7', onProgress: (f) => progress.push(f) })).resolves.toEqual({
      id: 'f1',
      path: 'upload/2026/11/f1.png',
      thumb: 'upload/2026/11/f1.thumb.png',
      name: 'logo.png',
      size: 4,
      mime: 'image/png',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/upload');
    expect(calls[0]!.fields.cateid).toBe('c-7');
    expect((calls[0]!.fields.file as File).name).toBe('logo.png');
    expect(calls[0]!.headers).toMatchObject({ Token: 'tok-admin', Device: 'ADMIN', Locale: 'en' });
    expect(calls[0]!.headers.Signature).toMatch(/^[0-9a-f]{64}$/);
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it("throws the server's message, or 'upload failed' when there is none", async () => {
    fakeUploads(() => ({
      status: 422,
      body: { code: 1001, data: null, msg: 'Only png, jpg and pdf files may be uploaded', extra: {} },
    }));
    await expect(uploadFile(png())).rejects.toThrow('Only png, jpg and pdf files may be uploaded');

    fakeUploads(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(uploadFile(png())).rejects.toThrow('upload failed');

    await i18n.changeLanguage('cn');
    fakeUploads(() => ({ status: 200, body: { code: 1500, data: null, msg: '', extra: {} } }));
    await expect(uploadFile(png())).rejects.toThrow('上传失败');
  });

  it('leaves out the category when none is given', async () => {
    const calls = fakeUploads(() => uploaded('upload/2026/11/f2.png'));
    const answer = await uploadFile(png());
    expect(calls[0]!.fields).not.toHaveProperty('cateid');
    // Without the extra fields, the chosen file's own name, size and type stand in.
    expect(answer).toMatchObject({
      path: 'upload/2026/11/f2.png',
      name: 'logo.png',
      size: 4,
      mime: 'image/png',
    });
  });
});

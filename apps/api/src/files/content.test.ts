import fc from 'fast-check';
import sharp from 'sharp';
import { ContentRefused, acceptableName, checkContent, jpegEnd, pngEnd } from './content';
import { contentDisposition } from './files-read.controller';

const refusal = (bytes: Buffer) =>
  checkContent(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ContentRefused ? error.reason : String(error)),
  );

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, 'latin1');

describe('an upload judged by its bytes', () => {
  it('finds where a PNG and a JPEG end', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(pngEnd(png)).toBe(png.length);
    expect(jpegEnd(jpg)).toBe(jpg.length);
    expect(pngEnd(png.subarray(0, png.length - 5))).toBeUndefined();
  });

  it('turns a photo upright and keeps no EXIF, in the copy nor the thumbnail', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#f80' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Cam' } })
      .jpeg()
      .toBuffer();
    const checked = await checkContent(photo);
    const meta = await sharp(checked.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 40, undefined, undefined]);
    expect((await sharp(checked.thumb!).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['a JavaScript name written with #xx escapes', pdf('1 0 obj << /S /Java#53cript /J#53 (x) >> endobj')],
    ['a /JS entry', pdf('1 0 obj << /JS (app.alert(1)) >> endobj')],
  ])('refuses a PDF with %s', async (_, bytes) => {
    expect(await refusal(bytes)).toBe('files.pdfScript');
  });

  it('keeps a PDF that only mentions scripts in words, and refuses a truncated one', async () => {
    expect(await refusal(pdf('1 0 obj << /Title (JS and JavaScript in packaging) >> endobj'))).toBe(
      'accepted',
    );
    expect(await refusal(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n', 'latin1'))).toBe('files.damaged');
  });

  it('refuses what is not a PNG, JPEG or PDF whatever its name says', async () => {
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('files.typeNotAllowed');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      'files.typeNotAllowed',
    );
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      'files.damaged',
    );
  });

  it.each([
    ['logo.png', true],
    ['报价单 2026.pdf', true],
    ['../../etc/passwd.png', false],
    ['C:\\temp\\x.png', false],
    ['a\u0000.png', false],
    ['..', false],
    ['', false],
    ['x'.repeat(201), false],
  ])('takes %j as a name: %s', (name, ok) => {
    expect(acceptableName(name)).toBe(ok);
  });

  it('names the download with the uploaded name, ASCII and UTF-8', () => {
    expect(contentDisposition('报价 "A".pdf')).toBe(
      `inline; filename="__ A.pdf"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%20%22A%22.pdf`,
    );
  });

  it('answers any damaged or cut file with a refusal, never a fault', async () => {
    const seeds = [
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#09f' } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#09f' } })
        .jpeg()
        .toBuffer(),
      pdf('1 0 obj << /Type /Catalog >> endobj'),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        async (seed, flips, cut) => {
          const bytes = Buffer.from(seed);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const result = await refusal(bytes.subarray(0, Math.max(1, bytes.length - (cut % bytes.length))));
          expect(result === 'accepted' || result.startsWith('files.')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

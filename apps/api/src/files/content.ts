import { inflateSync } from 'node:zlib';
import { FILE_KINDS, type FileKind } from '@packflow/contracts';
import { fromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * An upload judged by its bytes, never by its name or declared type: .png and .jpg images
 * (decoded and re-encoded, which drops every metadata block, EXIF GPS included, and anything
 * after the image; given a thumbnail) and .pdf documents (no JavaScript, not also a web page).
 * Anything else is refused with the reason's message key.
 */

export type ContentRefusal =
  'files.typeNotAllowed' | 'files.damaged' | 'files.trailingData' | 'files.pdfScript' | 'files.pdfHtml';

export class ContentRefused extends Error {
  constructor(readonly reason: ContentRefusal) {
    super(reason);
  }
}

export interface CheckedContent {
  kind: FileKind;
  mime: string;
  /** The bytes to store: a re-encoded image, or the document as sent. */
  bytes: Buffer;
  /** A JPEG thumbnail for images. */
  thumb: Buffer | null;
}

/** Images larger than this many pixels are refused before they are decoded (a decompression bomb). */
const MAX_PIXELS = 60_000_000;
const THUMB_SIZE = 240;

/** Signatures of other formats that must not ride along after an image's end (a polyglot). */
const FOREIGN = [
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('<script', 'latin1'),
  Buffer.from('<html', 'latin1'),
  Buffer.from('<!doctype', 'latin1'),
  Buffer.from('<svg', 'latin1'),
  Buffer.from('<?php', 'latin1'),
  Buffer.from('%PDF-', 'latin1'),
  Buffer.from('\x7fELF', 'latin1'),
  Buffer.from('MZ', 'latin1'),
  Buffer.from('#!', 'latin1'),
  Buffer.from('Rar!', 'latin1'),
  Buffer.from('7z\xbc\xaf', 'latin1'),
];

const lower = (bytes: Buffer): Buffer => Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');

/** Where a PNG ends: after its IEND chunk (chunks walked by their lengths). */
export function pngEnd(bytes: Buffer): number | undefined {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return undefined;
    if (type === 'IEND') return next;
    at = next;
  }
  return undefined;
}

/** Where a JPEG's first image ends: after its EOI marker (segments walked by their lengths, then the scan data). */
export function jpegEnd(bytes: Buffer): number | undefined {
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return at + 2;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is not a stuffed byte or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
          break;
        at++;
      }
    }
  }
  return undefined;
}

/** Whether the bytes after an image's end carry another format (ZIP, HTML, a script, an executable). */
function carriesForeignData(tail: Buffer): boolean {
  if (tail.length === 0) return false;
  const text = lower(tail);
  return FOREIGN.some((signature) => text.includes(lower(signature)));
}

async function checkImage(bytes: Buffer, kind: 'png' | 'jpg'): Promise<CheckedContent> {
  const end = kind === 'png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end === undefined) throw new ContentRefused('files.damaged');
  const tail = bytes.subarray(end);
  // A PNG ends at IEND; a JPEG may carry a camera's extra pictures after its first image, but
  // never another format. Re-encoding below drops whatever follows either way.
  if ((kind === 'png' && tail.some((b) => b !== 0)) || carriesForeignData(tail))
    throw new ContentRefused('files.trailingData');
  try {
    // Decoded twice at once (the copy kept and the thumbnail, a JPEG's shrunk as it loads): each
    // comes out without the metadata, orientation applied.
    const image = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const [stored, thumb] = await Promise.all([
      kind === 'png'
        ? image().png({ compressionLevel: 6 }).toBuffer()
        : image().jpeg({ quality: 90 }).toBuffer(),
      image()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ]);
    return { kind, mime: FILE_KINDS[kind].mime, bytes: stored, thumb };
  } catch {
    throw new ContentRefused('files.damaged');
  }
}

/** The document's text and that of its compressed streams, where JavaScript could hide. */
function pdfTexts(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts = [raw];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  let inflated = 0;
  while ((match = stream.exec(raw)) && inflated < 64 * 1024 * 1024) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const text = inflateSync(bytes.subarray(start, end), { maxOutputLength: 16 * 1024 * 1024 }).toString(
        'latin1',
      );
      inflated += text.length;
      texts.push(text);
    } catch {
      // Not a deflated stream (an image, a font): nothing to read.
    }
    stream.lastIndex = end;
  }
  return texts;
}

/** Names written with #xx escapes (/Java#53cript) read as they mean. */
const unescapeNames = (text: string): string =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function checkPdf(bytes: Buffer): CheckedContent {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-', 'latin1')))
    throw new ContentRefused('files.typeNotAllowed');
  const head = lower(bytes.subarray(0, 1024)).toString('latin1');
  if (/<(?:html|script|!doctype|body|iframe|svg|head)\b/.test(head))
    throw new ContentRefused('files.pdfHtml');
  for (const text of pdfTexts(bytes)) {
    const names = unescapeNames(text);
    if (/\/(?:JS|JavaScript)(?![A-Za-z0-9])/.test(names)) throw new ContentRefused('files.pdfScript');
    if (/<script\b/i.test(text)) throw new ContentRefused('files.pdfHtml');
  }
  if (!bytes.includes(Buffer.from('%%EOF', 'latin1'))) throw new ContentRefused('files.damaged');
  return { kind: 'pdf', mime: FILE_KINDS.pdf.mime, bytes, thumb: null };
}

/** Judges an upload by its bytes; throws ContentRefused with the reason. */
export async function checkContent(bytes: Buffer): Promise<CheckedContent> {
  // A detector reading past the end of a truncated file throws: that file is damaged, not a fault.
  const type = await fromBuffer(bytes).catch(() => {
    throw new ContentRefused('files.damaged');
  });
  if (type?.ext === 'png') return checkImage(bytes, 'png');
  if (type?.ext === 'jpg') return checkImage(bytes, 'jpg');
  if (type?.ext === 'pdf' || bytes.subarray(0, 5).toString('latin1') === '%PDF-') return checkPdf(bytes);
  throw new ContentRefused('files.typeNotAllowed');
}

/**
 * The uploaded name kept as metadata: refused when it could be mistaken for a path (a folder
 * part, `..`, a control character) or is unreasonably long; never used to store anything.
 */
export function acceptableName(name: string): boolean {
  if (!name || name.length > 200) return false;
  if (/[/\\]/.test(name) || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return false;
  if (name === '.' || name.includes('..')) return false;
  return name.trim().length > 0;
}

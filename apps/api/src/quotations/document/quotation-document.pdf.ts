import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { QuotationDocument } from './quotation-document.model';

/**
 * The quotation document as a PDF (A4): the company, the title, number and dates, the customer,
 * the specification, the price and the terms, with a footer on every page. Text is set in Noto
 * Sans SC (shipped by a registry package, embedded with only the glyphs used) so Chinese and
 * English read the same on any machine.
 */

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once (resolved like a module, so a fresh clone and the built API find them). */
function fontData(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

const PAGE = { margin: 50, footer: 36 };
const COLOURS = { ink: '#1c2127', muted: '#5f6b7c', rule: '#d3d8de', band: '#f6f7f9', accent: '#2d72d2' };
const LABEL_WIDTH = 170;

type Row = { label: string; value: string };

/** Renders the document; resolves with the PDF's bytes. */
export function renderQuotationPdf(document: QuotationDocument, now = new Date()): Promise<Buffer> {
  const { regular, bold } = fontData();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + PAGE.footer },
    bufferPages: true,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.company,
      Subject: document.title,
      CreationDate: now,
    },
    lang: document.locale === 'cn' ? 'zh-CN' : 'en',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = doc.page.width - PAGE.margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = PAGE.margin;

  /** Starts a new page when `height` does not fit on this one. */
  const room = (height: number) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    y = PAGE.margin;
  };

  // ------------------------------------------------------------ header: company, title, number
  doc.font('bold').fontSize(15).fillColor(COLOURS.ink);
  doc.text(document.company, left, y, { width: width * 0.62 });
  const companyBottom = doc.y;
  doc.font('bold').fontSize(24).fillColor(COLOURS.accent);
  doc.text(document.title, left + width * 0.62, y - 4, { width: width * 0.38, align: 'right' });
  y = Math.max(companyBottom, doc.y) + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(COLOURS.accent)
    .stroke();
  y += 12;

  const t = document.texts;
  const meta: Row[] = [
    { label: t.number, value: document.number },
    { label: t.date, value: document.date },
    { label: t.validUntil, value: document.validUntil },
    ...(document.preparedBy ? [{ label: t.preparedBy, value: document.preparedBy }] : []),
  ];
  // Two columns of label: value pairs.
  const half = width / 2;
  meta.forEach((row, i) => {
    const x = left + (i % 2) * half;
    const rowY = y + Math.floor(i / 2) * 18;
    doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(row.label, x, rowY, { width: 90 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLOURS.ink)
      .text(row.value, x + 90, rowY - 0.5, { width: half - 96 });
  });
  y += Math.ceil(meta.length / 2) * 18 + 10;

  // ------------------------------------------------------------ sections of label/value rows
  const heading = (title: string) => {
    room(24 + 20);
    doc.rect(left, y, width, 20).fill(COLOURS.band);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(COLOURS.ink)
      .text(title, left + 8, y + 4, { width: width - 16 });
    y += 24;
  };
  const rows = (list: Row[], emphasis: ReadonlySet<string> = new Set()) => {
    for (const row of list) {
      const strong = emphasis.has(row.label);
      const size = strong ? 12 : 10;
      doc.font(strong ? 'bold' : 'regular').fontSize(size);
      const valueWidth = width - LABEL_WIDTH - 16;
      const height = Math.max(
        doc.heightOfString(row.value, { width: valueWidth }),
        doc
          .font('regular')
          .fontSize(10)
          .heightOfString(row.label, { width: LABEL_WIDTH - 8 }),
      );
      room(height + 6);
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(COLOURS.muted)
        .text(row.label, left + 8, y + (strong ? 1.5 : 0), { width: LABEL_WIDTH - 8 });
      doc
        .font(strong ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(COLOURS.ink)
        .text(row.value, left + LABEL_WIDTH, y, { width: valueWidth });
      y += height + 3;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      y += 3;
    }
    y += 6;
  };

  heading(t.customer);
  rows(document.customer);
  heading(t.specification);
  rows(document.specification);
  heading(t.price);
  rows(document.price, new Set([t.unitPrice, t.total]));
  heading(t.terms);
  rows(document.terms);
  room(24);
  doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(document.validityNote, left, y, { width });

  // ------------------------------------------------------------ footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it while writing, or the text would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PAGE.margin - 12;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
    doc.text(document.footer, left, footerY, { width: width * 0.7, lineBreak: false });
    doc.text(
      document.texts.page
        .replace('{page}', String(i - range.start + 1))
        .replace('{pages}', String(range.count)),
      left + width * 0.7,
      footerY,
      { width: width * 0.3, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

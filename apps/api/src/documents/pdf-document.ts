import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * What every document the API renders shares (the quotation, the contract): A4 pages with the
 * same margins, colours and fonts, and a footer on every page. Text is set in Noto Sans SC
 * (shipped by a registry package, embedded with only the glyphs used) so Chinese and English
 * read the same on any machine.
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

export const PDF_PAGE = { margin: 50, footer: 36 };
export const PDF_COLOURS = {
  ink: '#1c2127',
  muted: '#5f6b7c',
  rule: '#d3d8de',
  band: '#f6f7f9',
  accent: '#2d72d2',
};

/** A new A4 document with the fonts 'regular' and 'bold'; `done` resolves with its bytes once ended. */
export function openPdf(info: {
  title: string;
  author: string;
  subject: string;
  locale: 'cn' | 'en';
  now: Date;
}) {
  const { regular, bold } = fontData();
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: PDF_PAGE.margin,
      left: PDF_PAGE.margin,
      right: PDF_PAGE.margin,
      bottom: PDF_PAGE.margin + PDF_PAGE.footer,
    },
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, CreationDate: info.now },
    lang: info.locale === 'cn' ? 'zh-CN' : 'en',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The head of a document's first page: the company on the left, the title on the right (its share
 * of the width `titleShare`, in `titleSize` points), and an accent rule below. Answers the y
 * below the rule.
 */
export function drawTitleHead(
  doc: PDFKit.PDFDocument,
  head: { company: string; title: string; left: number; y: number; width: number },
  { titleShare = 0.4, titleSize = 22 }: { titleShare?: number; titleSize?: number } = {},
): number {
  const { company, title, left, width } = head;
  const companyWidth = width * (1 - titleShare);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(PDF_COLOURS.ink)
    .text(company, left, head.y, { width: companyWidth });
  const companyBottom = doc.y;
  doc.font('bold').fontSize(titleSize).fillColor(PDF_COLOURS.accent);
  doc.text(title, left + companyWidth, head.y - 4, { width: width * titleShare, align: 'right' });
  const y = Math.max(companyBottom, doc.y) + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(PDF_COLOURS.accent)
    .stroke();
  return y + 12;
}

/** The footer on every page: `footer` on the left, the page text ('{page}', '{pages}') on the right. */
export function drawFooters(doc: PDFKit.PDFDocument, footer: string, pageText: string): void {
  const left = PDF_PAGE.margin;
  const width = doc.page.width - PDF_PAGE.margin * 2;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it while writing, or the text would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PDF_PAGE.margin - 12;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOURS.rule)
      .stroke();
    doc.font('regular').fontSize(8.5).fillColor(PDF_COLOURS.muted);
    doc.text(footer, left, footerY, { width: width * 0.7, lineBreak: false });
    doc.text(
      pageText.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count)),
      left + width * 0.7,
      footerY,
      { width: width * 0.3, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}

/** The content disposition of a download, with a plain-ASCII name for old clients and the UTF-8 one. */
export function attachment(fileName: string, fallback = 'document.pdf'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '').replace(/["\\]/g, '') || fallback;
  const plain = ascii.startsWith('-') ? `${fallback.replace(/\.pdf$/, '')}${ascii}` : ascii;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
